/// What the children of ``AllOf`` or ``AnyOf`` answered, gathered in one pass.
///
/// The first unmet reason is kept apart from the rest, so a group with one unmet child allocates
/// nothing.
struct ConditionGroupOutcome {
    var anyConfigured = false
    var anyMet = false
    var firstUnmet: UnmetReason?
    var otherUnmet: [UnmetReason] = []

    /// Evaluates `conditions` in order; stops at the first met one when `stopAtFirstMet`.
    init(_ conditions: [any EligibilityCondition], in context: EligibilityContext, stopAtFirstMet: Bool) {
        for index in conditions.indices {
            switch conditions[index].evaluate(in: context) {
            case .met:
                anyConfigured = true
                anyMet = true
                if stopAtFirstMet { return }
            case .notMet(let reason):
                anyConfigured = true
                if firstUnmet == nil { firstUnmet = reason } else { otherUnmet.append(reason) }
            case .notConfigured:
                continue
            }
        }
    }

    /// Every unmet reason, in order, as one reason; `nil` when none.
    var unmet: UnmetReason? {
        guard let firstUnmet else { return nil }
        return otherUnmet.isEmpty ? firstUnmet : UnmetReason(.all([firstUnmet] + otherUnmet))
    }
}
