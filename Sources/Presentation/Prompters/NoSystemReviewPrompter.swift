/// The ``SystemReviewPrompter`` for platforms with no system review prompt (tvOS, watchOS, Linux):
/// a request can never go out, so nothing is recorded as asked.
@MainActor
public final class NoSystemReviewPrompter: SystemReviewPrompter {
    /// Creates the prompter.
    public init() {}

    /// See ``SystemReviewPrompter/unavailableReason``: always, there is no system prompt here.
    public var unavailableReason: String? { "this platform has no system review prompt" }

    /// See ``SystemReviewPrompter/requestReview()``. Does nothing.
    public func requestReview() {}
}
