/// Met when at least `minimum` sessions (launches) were recorded (the bound included): in all, since
/// the user was last asked (met for a user never asked), or while the app was at its current version
/// ("2 of 5 sessions" otherwise).
package struct MinimumSessions: EligibilityCondition {
    /// The number of sessions required, or `nil` for not configured.
    package let minimum: Int?
    /// Which sessions count.
    package let span: CountSpan

    /// Requires `minimum` sessions in `span`: every session, those since the user was last asked, or
    /// those of the current version (the current session counts in each).
    package init(_ minimum: Int?, in span: CountSpan = .allTime) {
        self.minimum = minimum
        self.span = span
    }

    /// Counts the sessions `context.state` holds in the span: `.met` at the minimum, else `.notMet` with
    /// "n of m sessions" (kind `.tooFewEvents`).
    package func evaluate(in context: EligibilityContext) -> ConditionResult {
        guard let minimum else { return .notConfigured }
        let sessions = context.state.sessions
        guard
            let count = span.count(
                in: context.state, allTime: sessions.count, sinceLastRequest: sessions.sinceLastRequest,
                currentVersion: sessions.version == context.currentVersion ? sessions.countInVersion : 0),
            count < minimum
        else { return .met }
        return .notMet(.timeless("\(count) of \(minimum) sessions\(span.scope)", kind: .tooFewEvents))
    }
}

extension MinimumSessions: BuiltInCondition {
    package static let policyName = "minimumSessions"

    package static let parameters: [ConditionParameter<Self>] = [
        .count(\.minimum),
        CountSpan.parameter(\.span),
    ]

    package static let examples = [MinimumSessions(4, in: .currentVersion), MinimumSessions(2, in: .sinceLastRequest)]

    package init?(_ arguments: ConditionArguments) {
        guard let count = arguments.integer("count") else { return nil }
        self.init(count, in: CountSpan.named(in: arguments))
    }
}
