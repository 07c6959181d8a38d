/// What one eligibility condition answers.
public enum ConditionResult: Sendable, Equatable {
    /// The condition holds.
    case met
    /// The condition does not hold, and why.
    case notMet(UnmetReason)
    /// The condition has no threshold configured, so it takes no part in the decision.
    case notConfigured

    /// Why not met, or `nil`.
    public var unmet: UnmetReason? {
        if case .notMet(let reason) = self { return reason }
        return nil
    }

    /// The reasons this result contributes to a decision, in words (none unless ``notMet(_:)``).
    public var reasons: [String] {
        if case .notMet(let reason) = self { return reason.texts }
        return []
    }
}
