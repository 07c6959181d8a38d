/// Receives what the use case decided the user interface should show.
@MainActor
public protocol AskForReviewUsecaseOutput: AnyObject {
    /// The user may be asked now: show the review request (after the presentation's pause).
    func didShowAskForReview()
    /// The policy's pre-prompt should be shown now; the ask is already recorded.
    func didShowPrePrompt(_ prePrompt: PrePrompt)
}

extension AskForReviewUsecaseOutput {
    /// Shows what an ask under `policy` shows: its pre-prompt, or the review request when it has none.
    package func showAsk(under policy: ReviewPolicy) {
        if let prePrompt = policy.prePrompt {
            didShowPrePrompt(prePrompt)
        } else {
            didShowAskForReview()
        }
    }
}
