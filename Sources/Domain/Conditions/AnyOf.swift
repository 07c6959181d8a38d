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
        let outcome = ConditionGroup.evaluate(conditions, in: context, stopAtFirstMet: true)
        guard outcome.anyConfigured else { return .notConfigured }
        guard !outcome.anyMet, let unmet = outcome.unmet else { return .met }
        // Several alternatives come listed already; so does a sole one that is itself a choice.
        if case .noneOf = unmet.payload { return .notMet(unmet) }
        return .notMet(UnmetReason(.noneOf([unmet])))
    }
}
