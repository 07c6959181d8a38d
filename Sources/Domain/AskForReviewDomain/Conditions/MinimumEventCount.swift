/// Met when a named event happened at least `minimum` times (the bound included), in all, since the
/// user was last asked (met for a user never asked), or in the current app version ("3 of 5 exports"
/// otherwise).
package struct MinimumEventCount: EligibilityCondition {
    /// The event counted.
    package let event: EventName
    /// The number of occurrences required, or `nil` for not configured.
    package let minimum: Int?
    /// Which occurrences count.
    package let span: CountSpan
    /// What the occurrences are called in reasons; the event's name by default.
    package let noun: String

    /// Requires `minimum` occurrences of `event` in `span`, called `noun` in reasons.
    package init(_ event: EventName, _ minimum: Int?, in span: CountSpan = .allTime, noun: String? = nil) {
        self.event = event
        self.minimum = minimum
        self.span = span
        self.noun = noun ?? event.rawValue
    }

    /// Requires `minimum` completed processes (``EventName/processCompleted``, which the use case
    /// records for ``ProcessOutcome/completed``), called `noun` in reasons: "3 of 4 completed processes".
    package static func completedProcesses(_ minimum: Int?, noun: String = "completed processes") -> MinimumEventCount {
        MinimumEventCount(.processCompleted, minimum, noun: noun)
    }

    /// Counts the event in `context.state` over the span: `.met` at the minimum, else `.notMet` with
    /// "n of m <noun>" (kind `.tooFewEvents`); `.notConfigured` without a minimum.
    package func evaluate(in context: EligibilityContext) -> ConditionResult {
        guard let minimum else { return .notConfigured }
        let facts = context.state.facts(of: event)
        guard
            let count = span.count(
                in: context.state, allTime: facts.count, sinceLastRequest: facts.countSinceLastRequest,
                sinceOwnRequest: facts.countSinceOwnRequest,
                currentVersion: facts.count(inVersion: context.currentVersion)),
            count < minimum
        else { return .met }
        return .notMet(
            .timeless(.count(count, of: minimum, noun: noun, scope: span.scope), kind: .tooFewEvents))
    }
}

extension MinimumEventCount: BuiltInCondition {
    package static let policyName = "minimumEventCount"

    package static let parameters: [ConditionParameter<Self>] = [
        .event(\.event),
        .count(\.minimum),
        CountSpan.parameter(\.span),
        .noun(\.noun, of: \.event),
    ]

    package static let examples = [
        MinimumEventCount("export", 3, in: .sinceLastRequest, noun: "exports"),
        MinimumEventCount(.processCompleted, 2, in: .currentVersion),
        MinimumEventCount("purchase", 1, in: .sinceOwnRequest),
    ]

    package init?(_ arguments: ConditionArguments) {
        guard let event = arguments.eventName("event"), let count = arguments.integer("count") else { return nil }
        self.init(event, count, in: CountSpan.named(in: arguments), noun: arguments.text("noun"))
    }
}
