public import AskForReviewDomain
public import Foundation

/// One ask a replay made: to whom, under which policy, when, how, after which logged event, at which
/// app version, and the pre-prompt answer the user was assumed to give — for joining a replay with a
/// team's own data.
public struct ReplayedAsk: Sendable, Equatable {
    /// The user's id, as the log gives it.
    public let user: String
    /// The policy's name.
    public let policy: String
    /// When the ask happened: the time of the event it followed.
    public let time: Date
    /// A system request, or a pre-prompt (followed by a system request when the user rated).
    public let kind: UsageSimulator.Ask.Kind
    /// The logged event the ask followed: `processCompleted`, or at a periodic check the event it
    /// came with.
    public let event: EventName
    /// The app version the user had.
    public let version: String
    /// The answer the user was assumed to give the pre-prompt (drawn once per user from the replay's
    /// answer shares), or `nil` for a system request with no pre-prompt.
    public let answer: PrePromptAnswer?
}
