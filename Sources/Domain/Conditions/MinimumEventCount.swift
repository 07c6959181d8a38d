/// Met when a named event happened at least `minimum` times, in all, since the user was last asked,
/// or in the current app version ("3 of 5 exports" otherwise).
public struct MinimumEventCount: EligibilityCondition {
    /// Which occurrences count.
    public enum Span: Sendable, Equatable {
        /// Every occurrence.
        case allTime
        /// The occurrences since the user was last asked.
        case sinceLastRequest
        /// The occurrences while the app was at its current version: an update starts again from zero.
        case currentVersion
    }

    /// The event counted.
    package let event: EventName
    /// The number of occurrences required, or `nil` for not configured.
    package let minimum: Int?
    /// Which occurrences count.
    package let span: Span
    /// What the occurrences are called in reasons; the event's name by default.
    package let noun: String

    /// Requires `minimum` occurrences of `event` in `span`, called `noun` in reasons.
    public init(_ event: EventName, _ minimum: Int?, in span: Span = .allTime, noun: String? = nil) {
        self.event = event
        self.minimum = minimum
        self.span = span
        self.noun = noun ?? event.rawValue
    }

    /// Requires `minimum` completed processes (``EventName/processCompleted``, which the use case
    /// records for ``ProcessOutcome/completed``), called `noun` in reasons: "3 of 4 completed processes".
    public static func completedProcesses(_ minimum: Int?, noun: String = "completed processes") -> MinimumEventCount {
        MinimumEventCount(.processCompleted, minimum, noun: noun)
    }

    /// See ``EligibilityCondition/evaluate(in:)``.
    public func evaluate(in context: EligibilityContext) -> ConditionResult {
        guard let minimum else { return .notConfigured }
        let facts = context.state.facts(of: event)
        let count: Int
        let scope: String
        switch span {
        case .allTime:
            (count, scope) = (facts.count, "")
        case .sinceLastRequest:
            (count, scope) = (facts.countSinceLastRequest, " since the last request")
        case .currentVersion:
            (count, scope) = (facts.count(inVersion: context.currentVersion), " in this version")
        }
        guard count < minimum else { return .met }
        return .notMet(.timeless("\(count) of \(minimum) \(noun)\(scope)", kind: .tooFewEvents))
    }
}
