/// Met when the stored state loaded without problems; a damaged store never makes a user eligible.
package struct StateIntact: EligibilityCondition {
    /// Creates the condition.
    package init() {}

    /// `.met` unless `context.state` had load problems; each problem is a reason (kind `.storeDamaged`).
    package func evaluate(in context: EligibilityContext) -> ConditionResult {
        guard !context.state.loadProblems.isEmpty else { return .met }
        return .notMet(context.state.loadProblems.map { UnmetReason($0, kind: .storeDamaged) })
    }
}
