/// What the children of ``AllOf`` or ``AnyOf`` answered, gathered in one pass.
struct ConditionGroupOutcome {
    var anyConfigured = false
    var anyMet = false
    var reasons: [String] = []

    /// Evaluates `conditions` in order; stops at the first met one when `stopAtFirstMet`.
    init(_ conditions: [any EligibilityCondition], in context: EligibilityContext, stopAtFirstMet: Bool) {
        for condition in conditions {
            switch condition.evaluate(in: context) {
            case .met:
                anyConfigured = true
                anyMet = true
                if stopAtFirstMet { return }
            case .notMet(let childReasons):
                anyConfigured = true
                reasons.append(contentsOf: childReasons)
            case .notConfigured:
                continue
            }
        }
    }
}
