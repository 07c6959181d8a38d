/// The one pass over the children of ``AllOf`` or ``AnyOf``.
enum ConditionGroup {
    /// What the children answered.
    struct Outcome {
        /// Some child has a threshold configured.
        var anyConfigured = false
        /// Some child is met.
        var anyMet = false
        /// Every unmet child's reason, in order; `nil` when none.
        var unmet: UnmetReason?
    }

    /// Evaluates `conditions` in order; stops at the first met one when `stopAtFirstMet`. The first
    /// unmet reason is kept apart from the rest, so a group with one unmet child allocates nothing.
    static func evaluate(_ conditions: [any EligibilityCondition], in context: EligibilityContext, stopAtFirstMet: Bool)
        -> Outcome
    {
        var outcome = Outcome()
        var others: [UnmetReason] = []
        for index in conditions.indices {
            switch conditions[index].evaluate(in: context) {
            case .met:
                outcome.anyConfigured = true
                outcome.anyMet = true
                if stopAtFirstMet { return outcome }
            case .notMet(let reason):
                outcome.anyConfigured = true
                if outcome.unmet == nil { outcome.unmet = reason } else { others.append(reason) }
            case .notConfigured:
                continue
            }
        }
        if let first = outcome.unmet, !others.isEmpty { outcome.unmet = UnmetReason(.all([first] + others)) }
        return outcome
    }
}
