/// The one pass over the children of ``AllOf`` or ``AnyOf``.
enum ConditionGroup {
    /// What the children answered.
    struct Outcome {
        /// Some child has a threshold configured.
        var anyConfigured = false
        /// Some child is met.
        var anyMet = false
        /// Every unmet child's reason, in order (for several, grouped as the group reads them); `nil`
        /// when none.
        var unmet: UnmetReason?
    }

    /// Evaluates `conditions` in order; stops at the first met one when `stopAtFirstMet`. A group with one
    /// unmet child allocates nothing; with more, one list holds them all.
    static func evaluate(_ conditions: [any EligibilityCondition], in context: EligibilityContext, stopAtFirstMet: Bool)
        -> Outcome
    {
        var outcome = Outcome()
        var several: [UnmetReason] = []
        for index in conditions.indices {
            switch conditions[index].evaluate(in: context) {
            case .met:
                outcome.anyConfigured = true
                outcome.anyMet = true
                if stopAtFirstMet { return outcome }
            case .notMet(let reason):
                outcome.anyConfigured = true
                switch outcome.unmet {
                case .none: outcome.unmet = reason
                case .some(let first) where several.isEmpty: several = [first, reason]
                case .some: several.append(reason)
                }
            case .notConfigured:
                continue
            }
        }
        // Several reasons: all of them stand for AllOf; for AnyOf each is one alternative not taken.
        if !several.isEmpty { outcome.unmet = UnmetReason(stopAtFirstMet ? .noneOf(several) : .all(several)) }
        return outcome
    }
}
