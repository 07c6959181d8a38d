/// Met when at least `minimum` processes were completed ("3 of 4 completed processes" otherwise).
public struct MinimumCompletedCount: EligibilityCondition {
    /// The number of completions required, or `nil` for not configured.
    public let minimum: Int?
    /// What a completion is called in reasons, e.g. "completed processes" or "completed workouts".
    public let noun: String

    /// Requires `minimum` completions, named `noun` in reasons.
    public init(_ minimum: Int?, noun: String = "completed processes") {
        self.minimum = minimum
        self.noun = noun
    }

    /// See ``EligibilityCondition/evaluate(in:)``.
    public func evaluate(in context: EligibilityContext) -> ConditionResult {
        guard let minimum else { return .notConfigured }
        let count = context.state.completedCount
        guard count >= minimum else {
            return .notMet(.timeless("\(count) of \(minimum) \(noun)", kind: .tooFewEvents))
        }
        return .met
    }
}
