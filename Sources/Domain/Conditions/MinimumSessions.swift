/// Met when at least `minimum` sessions (launches) were recorded, in all or since the user was last
/// asked ("2 of 5 sessions" otherwise).
public struct MinimumSessions: EligibilityCondition {
    /// The number of sessions required, or `nil` for not configured.
    package let minimum: Int?
    /// Whether only the sessions since the last request count.
    package let sinceLastRequest: Bool

    /// Requires `minimum` sessions; with `sinceLastRequest`, started since the user was last asked.
    public init(_ minimum: Int?, sinceLastRequest: Bool = false) {
        self.minimum = minimum
        self.sinceLastRequest = sinceLastRequest
    }

    /// See ``EligibilityCondition/evaluate(in:)``.
    public func evaluate(in context: EligibilityContext) -> ConditionResult {
        guard let minimum else { return .notConfigured }
        let sessions = context.state.sessions
        let count = sinceLastRequest ? sessions.sinceLastRequest : sessions.count
        guard count < minimum else { return .met }
        let scope = sinceLastRequest ? " since the last request" : ""
        return .notMet(.timeless("\(count) of \(minimum) sessions\(scope)", kind: .tooFewEvents))
    }
}
