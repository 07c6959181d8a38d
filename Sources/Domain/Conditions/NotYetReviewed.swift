/// Met until the user chooses "Rate on App Store"; after that they are never asked again.
public struct NotYetReviewed: EligibilityCondition {
    /// Creates the condition.
    public init() {}

    /// See ``EligibilityCondition/evaluate(in:)``.
    public func evaluate(in context: EligibilityContext) -> ConditionResult {
        context.state.hasReviewed
            ? .notMet(
                .timeless(
                    "user already chose to rate the app; never asked again", kind: .alreadyReviewed,
                    clearedBy: .requests)) : .met
    }
}
