/// What recording the user's answer to the pre-prompt did.
public struct PrePromptAnswerOutcome: Sendable, Equatable {
    /// The stored state after the answer.
    public let state: ReviewState
    /// For "Rate", the decision on the system review request, made in the same atomic update as the
    /// answer: when eligible the request is already recorded and must go out now; otherwise it lists
    /// why it is withheld. `nil` for the other answers, which make no request.
    public let systemRequest: ReviewDecision?
    /// For "Rate" under a policy whose rate action is `PrePromptRateAction.writeReviewPage`: the app
    /// opens the App Store's write-review page now (no system request is made).
    public let opensWriteReviewPage: Bool

    /// Creates an outcome.
    package init(state: ReviewState, systemRequest: ReviewDecision?, opensWriteReviewPage: Bool = false) {
        self.state = state
        self.systemRequest = systemRequest
        self.opensWriteReviewPage = opensWriteReviewPage
    }
}
