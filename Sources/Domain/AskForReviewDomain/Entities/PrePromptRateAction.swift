/// What the pre-prompt's "Rate" answer does.
public enum PrePromptRateAction: String, Sendable, CaseIterable {
    /// Opens the App Store's write-review page: what Apple's guidance asks for after a user's tap
    /// (the system request "is not appropriate for use from a button or any other user action").
    case writeReviewPage
    /// Makes the system review request at once, which the system may or may not show.
    case systemRequest
}
