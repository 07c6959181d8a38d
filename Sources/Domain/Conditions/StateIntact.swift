/// Met when the stored state loaded without problems; a damaged store never makes a user eligible.
package struct StateIntact: EligibilityCondition {
    /// Creates the condition.
    package init() {}

    /// See ``EligibilityCondition/evaluate(in:)``.
    package func evaluate(in context: EligibilityContext) -> ConditionResult {
        guard !context.state.loadProblems.isEmpty else { return .met }
        return .notMet(context.state.loadProblems.map { UnmetReason($0, kind: .storeDamaged) })
    }
}
