/// What one eligibility condition answers.
public enum ConditionResult: Sendable, Equatable {
    /// The condition holds.
    case met
    /// The condition does not hold, and every reason why, in order.
    case notMet([UnmetReason])
    /// The condition has no threshold configured, so it takes no part in the decision.
    case notConfigured

    /// The condition does not hold, for one `reason`.
    public static func notMet(_ reason: UnmetReason) -> ConditionResult {
        .notMet([reason])
    }

    /// Why not met; empty unless ``notMet(_:)-enum.case``.
    public var reasons: [UnmetReason] {
        if case .notMet(let reasons) = self { return reasons }
        return []
    }
}
