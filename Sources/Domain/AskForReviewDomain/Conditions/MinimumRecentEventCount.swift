/// Met when a named event happened at least `minimum` times in the last `days` days (today and the
/// days before it, in UTC; see `RecentDays`): the occurrences before expire.
package struct MinimumRecentEventCount: EligibilityCondition {
    /// The event counted.
    package let event: EventName
    /// The occurrences the window must hold.
    package let minimum: Int
    /// The window, in days (1 to 31).
    package let days: Int

    /// Requires `minimum` occurrences of `event` in the last `days` days (kept within 1…31).
    package init(_ event: EventName, _ minimum: Int, inLastDays days: Int) {
        self.event = event
        self.minimum = minimum
        self.days = RecentDays.clampedWindow(days)
    }

    /// `.met` when the window holds the minimum, else `.notMet` (kind `.tooFewEvents`), which only
    /// more occurrences clear.
    package func evaluate(in context: EligibilityContext) -> ConditionResult {
        let count = context.state.facts(of: event).count(inLastDays: days, asOf: context.now)
        guard count < minimum else { return .met }
        let scope = " " + RecentDays.words(forWindow: days)
        return .notMet(.timeless(.count(count, of: minimum, noun: event.rawValue, scope: scope), kind: .tooFewEvents))
    }
}

extension MinimumRecentEventCount: BuiltInCondition {
    package static let policyName = "recentEventCount"

    package static let parameters: [ConditionParameter<Self>] = [.event(\.event), .count(\.minimum), .lastDays(\.days)]

    package static let examples = [
        MinimumRecentEventCount("export", 3, inLastDays: 14),
        MinimumRecentEventCount(.processCompleted, 1, inLastDays: 1),
    ]

    package init?(_ arguments: ConditionArguments) {
        guard let event = arguments.eventName("event"), let count = arguments.integer("count"),
            let days = arguments.integer("lastDays")
        else { return nil }
        self.init(event, count, inLastDays: days)
    }
}
