/// What one eligibility condition answers.
public enum ConditionResult: Sendable, Equatable {
    /// The condition holds.
    case met
    /// The condition does not hold, with one reason a person can read for each unmet part.
    case notMet([String])
    /// The condition has no threshold configured, so it takes no part in the decision.
    case notConfigured

    /// A single-reason ``notMet(_:)``.
    public static func notMet(_ reason: String) -> ConditionResult { .notMet([reason]) }

    /// The reasons this result contributes to a decision (none unless ``notMet(_:)``).
    public var reasons: [String] {
        if case .notMet(let reasons) = self { return reasons }
        return []
    }
}
