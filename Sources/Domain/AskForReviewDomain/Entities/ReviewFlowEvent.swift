/// One thing the review flow did, for an app's analytics: every step arrives as one of these on one
/// stream (`AskForReviewViewModel.handleEvent`), so an app forwards the funnel — scheduled, shown,
/// answered, requested or withheld — in one line.
public struct ReviewFlowEvent: Sendable, Equatable {
    /// What happened.
    public enum Kind: Sendable, Equatable {
        /// The policy allows asking: the system request goes out after the pause on the completion
        /// screen, if the user stays on it.
        case requestScheduled
        /// The user left the completion screen during the pause: the scheduled request was dropped.
        case requestCancelled
        /// The pre-prompt was shown, in the copy the user saw.
        case prePromptShown(PrePrompt)
        /// The user answered the pre-prompt.
        case prePromptAnswered(PrePromptAnswer)
        /// The system review request was made (the system alone decides whether anything shows).
        case systemRequestMade
        /// After the pre-prompt's "Rate", the App Store's write-review page was opened.
        case writeReviewPageOpened
        /// After the pre-prompt's "Rate", the policy asked for the write-review page but the app gave no
        /// way to open it, so the system request is made instead (a ``systemRequestMade`` or
        /// ``requestWithheld(_:)`` follows). Give the view model `openWriteReviewPage` to open the page.
        case writeReviewPageUnavailable
        /// A request was due but did not go out, with every reason and its kind.
        case requestWithheld([UnmetReason])
        /// The store or the use case failed; the user was not asked. The error, in words.
        case failed(String)
        /// A policy received from remote config was accepted and kept as the last good one: the name
        /// of its policy, or of its experiment.
        case remotePolicyAccepted(String)
        /// A policy received from remote config, or the last good one kept, was refused: every
        /// problem, and every guidance warning the app does not allow, in words. Nothing of it is used.
        case remotePolicyRefused([String])
    }

    /// What happened.
    public let kind: Kind
    /// The experiment variant whose policy was applied, or `nil` outside an experiment.
    public let assignment: ExperimentAssignment?

    /// An event of `kind`, under `assignment`.
    public init(_ kind: Kind, assignment: ExperimentAssignment? = nil) {
        self.kind = kind
        self.assignment = assignment
    }
}
