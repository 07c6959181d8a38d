public import AskForReviewPresentation

/// Counts the system review requests made.
@MainActor
public final class SystemReviewPrompterSpy: SystemReviewPrompter {
    /// How many requests were made.
    public private(set) var requestCount = 0

    /// Creates a spy with no requests.
    public init() {}

    /// What ``unavailableReason`` answers; `nil` (a request can go out) by default.
    public var unavailableReason: String?

    /// See ``SystemReviewPrompter/requestReview()``.
    public func requestReview() { requestCount += 1 }
}
