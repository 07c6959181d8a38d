/// The ``SystemReviewPrompter`` for platforms with no system review prompt (tvOS, watchOS, Linux):
/// every request is declined, so nothing is recorded as asked.
@MainActor
public final class NoSystemReviewPrompter: SystemReviewPrompter {
    /// Creates the prompter.
    public init() {}

    /// See ``SystemReviewPrompter/requestReview()``. Does nothing: there is no system prompt here.
    public func requestReview() {}
}
