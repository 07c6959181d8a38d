/// Met when every configured child condition is met; reports every unmet child's reasons.
///
/// Children that are not configured are ignored; when none is configured the whole is not configured.
public struct AllOf: EligibilityCondition {
    /// The child conditions, evaluated in order.
    public let conditions: [any EligibilityCondition]

    /// Combines `conditions` so that all of them must hold.
    public init(_ conditions: [any EligibilityCondition]) {
        self.conditions = conditions
    }

    /// See ``EligibilityCondition/evaluate(in:)``.
    public func evaluate(in context: EligibilityContext) -> ConditionResult {
        var reasons: [String] = []
        var anyConfigured = false
        for condition in conditions {
            switch condition.evaluate(in: context) {
            case .met: anyConfigured = true
            case .notMet(let childReasons):
                anyConfigured = true
                reasons.append(contentsOf: childReasons)
            case .notConfigured: continue
            }
        }
        guard anyConfigured else { return .notConfigured }
        return reasons.isEmpty ? .met : .notMet(reasons)
    }
}
