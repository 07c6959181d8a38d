/// Met when every configured child condition is met; reports every unmet child's reasons, in order.
///
/// Children that are not configured are ignored; when none is configured the whole is not configured.
package struct AllOf: EligibilityCondition {
    /// The child conditions, evaluated in order.
    package let conditions: [any EligibilityCondition]

    /// Combines `conditions` so that all of them must hold.
    package init(_ conditions: [any EligibilityCondition]) {
        self.conditions = conditions
    }

    /// Every configured child's result: `.met` when all are met, `.notConfigured` when none is
    /// configured, else `.notMet` with every unmet child's reasons in order.
    package func evaluate(in context: EligibilityContext) -> ConditionResult {
        var configured = false
        var reasons: [UnmetReason] = []
        for condition in conditions {
            switch condition.evaluate(in: context) {
            case .notConfigured: continue
            case .met: configured = true
            case .notMet(let unmet):
                configured = true
                // The first unmet child's list is taken as it is: most decisions have one.
                if reasons.isEmpty { reasons = unmet } else { reasons.append(contentsOf: unmet) }
            }
        }
        guard configured else { return .notConfigured }
        return reasons.isEmpty ? .met : .notMet(reasons)
    }
}

extension AllOf: BuiltInGroup {
    package static let policyName = "allOf"
}
