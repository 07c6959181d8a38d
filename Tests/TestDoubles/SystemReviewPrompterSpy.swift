import AskForReviewPresentation

/// Counts the system review requests made.
@MainActor
public final class SystemReviewPrompterSpy: SystemReviewPrompter {
    /// How many requests were made.
    public private(set) var requestCount = 0

    /// Creates a spy with no requests.
    public init() {}

    /// See ``SystemReviewPrompter/requestReview()``.
    public func requestReview() { requestCount += 1 }
}
