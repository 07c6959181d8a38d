/// One small rule of a review policy.
///
/// A feature team adds a rule by adding one type that conforms to this protocol and listing it in a
/// ``ReviewPolicy``; the use case never changes. A conforming type must be pure: the same context gives
/// the same result, with no side effects, so decisions can be computed at any time.
public protocol EligibilityCondition: Sendable {
    /// Evaluates the rule. Return ``ConditionResult/notConfigured`` when the rule has no threshold,
    /// never a silent ``ConditionResult/notMet(_:)-enum.case``.
    func evaluate(in context: EligibilityContext) -> ConditionResult
}
