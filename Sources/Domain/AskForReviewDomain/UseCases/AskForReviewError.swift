/// Errors the use case reports for calls it refuses; nothing is recorded when one is thrown.
public enum AskForReviewError: Error, Equatable, Sendable {
    /// A pre-prompt answer was given to a policy that shows no pre-prompt; names the policy.
    case policyHasNoPrePrompt(String)
    /// A pre-prompt answer was given while no pre-prompt awaited one (none was shown, or it was
    /// already answered).
    case noPrePromptAwaitingAnswer
    /// An event name that is empty, too long or holds a character outside the allowed set (see
    /// ``EventName``); carries the name given and what is wrong with it.
    case invalidEventName(String, reason: String)
    /// A new event name past the most the state keeps (``ReviewState/maximumEventNames``).
    case tooManyEventNames(limit: Int)
}
