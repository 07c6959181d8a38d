/// Met when the stored state loaded without problems; a damaged store never makes a user eligible.
public struct StateIntact: EligibilityCondition {
    /// Creates the condition.
    public init() {}

    /// See ``EligibilityCondition/evaluate(in:)``.
    public func evaluate(in context: EligibilityContext) -> ConditionResult {
        guard !context.state.loadProblems.isEmpty else { return .met }
        return .notMet(context.state.loadProblems.map { UnmetReason($0, kind: .storeDamaged) })
    }
}
