/// Met when a named event happened at least `count` times, or its weights add up to at least
/// `total`, in the last `days` days (today and the days before it, in UTC; see `RecentDays`): the
/// occurrences before expire.
package struct MinimumRecentEvents: EligibilityCondition {
    /// The event counted.
    package let event: EventName
    /// The window, in days (1 to 31).
    package let days: Int
    /// What the window must hold: a number of occurrences, or a weighted total.
    package let minimum: Minimum

    /// A count of occurrences, or a total of weights.
    package enum Minimum: Sendable, Equatable {
        case count(Int)
        case total(Double)
    }

    /// Requires `minimum` of `event` in the last `days` days (kept within 1…31).
    package init(_ event: EventName, _ minimum: Minimum, inLastDays days: Int) {
        self.event = event
        self.minimum = minimum
        self.days = min(max(days, 1), RecentDays.maximumWindowDays)
    }

    /// `.met` when the window holds the minimum, else `.notMet` (kind `.tooFewEvents` for a count,
    /// `.scoreTooLow` for a total), which only more occurrences clear.
    package func evaluate(in context: EligibilityContext) -> ConditionResult {
        let facts = context.state.facts(of: event)
        let window = days == 1 ? "today" : "in the last \(days) days"
        switch minimum {
        case .count(let required):
            let count = facts.count(inLastDays: days, asOf: context.now)
            guard count < required else { return .met }
            return .notMet(
                .timeless("\(count) of \(required) \(event) \(window)", kind: .tooFewEvents))
        case .total(let required):
            let total = facts.weightedTotal(inLastDays: days, asOf: context.now)
            guard total < required else { return .met }
            return .notMet(
                .timeless(
                    "weighted total of \(event) \(window) is \(UnmetReason.words(for: total)), below \(UnmetReason.words(for: required))",
                    kind: .scoreTooLow))
        }
    }
}
