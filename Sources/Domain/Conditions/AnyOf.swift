/// Met when at least one configured child condition is met.
///
/// When none is met the single reason lists every child's reasons: "none of: a; b".
/// Children that are not configured are ignored; when none is configured the whole is not configured.
public struct AnyOf: EligibilityCondition {
    /// The child conditions, evaluated in order until one is met.
    public let conditions: [any EligibilityCondition]

    /// Combines `conditions` so that one of them must hold.
    public init(_ conditions: [any EligibilityCondition]) {
        self.conditions = conditions
    }

    /// See ``EligibilityCondition/evaluate(in:)``.
    public func evaluate(in context: EligibilityContext) -> ConditionResult {
        var reasons: [String] = []
        var anyConfigured = false
        for condition in conditions {
            switch condition.evaluate(in: context) {
            case .met: return .met
            case .notMet(let childReasons):
                anyConfigured = true
                reasons.append(contentsOf: childReasons)
            case .notConfigured: continue
            }
        }
        guard anyConfigured else { return .notConfigured }
        return .notMet("none of: " + reasons.joined(separator: "; "))
    }
}
