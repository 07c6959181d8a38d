public import AskForReviewPresentation

/// A `SystemReviewPrompter` that counts the requests made and says it cannot present while a test
/// sets ``unavailableReason``.
@MainActor
public final class SystemReviewPrompterSpy: SystemReviewPrompter {
    /// How many system requests were made.
    public private(set) var requestCount = 0

    /// Why a request cannot go out; `nil` (the default) when it can.
    public var unavailableReason: String?

    /// A spy with no requests, able to present.
    public init() {}

    /// Counts the request.
    public func requestReview() { requestCount += 1 }
}
