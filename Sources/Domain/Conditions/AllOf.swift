/// Met when every configured child condition is met; reports every unmet child's reasons, in order.
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
        let results = conditions.map { $0.evaluate(in: context) }.filter { $0 != .notConfigured }
        guard !results.isEmpty else { return .notConfigured }
        let reasons = results.flatMap(\.reasons)
        return reasons.isEmpty ? .met : .notMet(reasons)
    }
}
