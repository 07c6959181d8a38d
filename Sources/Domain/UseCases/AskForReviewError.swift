/// Errors the use case reports for calls that do not fit the policy.
public enum AskForReviewError: Error, Equatable, Sendable {
    /// A pre-prompt answer was given to a policy that shows no pre-prompt; names the policy.
    case policyHasNoPrePrompt(String)
    /// A pre-prompt answer was given while no pre-prompt awaited one (none was shown, or it was
    /// already answered); nothing was recorded.
    case noPrePromptAwaitingAnswer
}
