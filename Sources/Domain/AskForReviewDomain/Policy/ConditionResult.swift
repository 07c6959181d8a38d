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

    /// Why not met, each reason with its kind and dates; empty unless ``notMet(_:)-enum.case``. The
    /// same list as `ReviewDecision.unmet`.
    public var unmet: [UnmetReason] {
        if case .notMet(let reasons) = self { return reasons }
        return []
    }

    /// Why not met, in words: the texts of ``unmet``, as `ReviewDecision.reasons` lists them.
    public var reasons: [String] { unmet.map(\.text) }
}
