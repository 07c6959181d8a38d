/// Met when the weights of a named event add up to at least `minimum` in the last `days` days
/// (today and the days before it, in UTC; see `RecentDays`): the occurrences before expire.
package struct MinimumRecentWeightedTotal: EligibilityCondition {
    /// The event whose weights are added up.
    package let event: EventName
    /// The total the window must hold.
    package let minimum: Double
    /// The window, in days (1 to 31).
    package let days: Int

    /// Requires a weighted total of at least `minimum` for `event` in the last `days` days (kept
    /// within 1…31).
    package init(_ event: EventName, atLeast minimum: Double, inLastDays days: Int) {
        self.event = event
        self.minimum = minimum
        self.days = RecentDays.clampedWindow(days)
    }

    /// `.met` when the window's total reaches the minimum, else `.notMet` (kind `.scoreTooLow`),
    /// which only more occurrences clear.
    package func evaluate(in context: EligibilityContext) -> ConditionResult {
        let total = context.state.facts(of: event).weightedTotal(inLastDays: days, asOf: context.now)
        guard total < minimum else { return .met }
        let scope = " " + RecentDays.words(forWindow: days)
        return .notMet(
            .timeless(.totalBelow(total, minimum: minimum, event: event.rawValue, scope: scope), kind: .scoreTooLow))
    }
}

extension MinimumRecentWeightedTotal: BuiltInCondition {
    package static let policyName = "recentWeightedTotal"

    package static let parameters: [ConditionParameter<Self>] = [
        .event(\.event), .atLeast(\.minimum), .lastDays(\.days),
    ]

    package static let examples = [
        MinimumRecentWeightedTotal("purchase", atLeast: 2.5, inLastDays: 31),
        MinimumRecentWeightedTotal("export", atLeast: -1, inLastDays: 7),
    ]

    package init?(_ arguments: ConditionArguments) {
        guard let event = arguments.eventName("event"), let minimum = arguments.number("atLeast"),
            let days = arguments.integer("lastDays")
        else { return nil }
        self.init(event, atLeast: minimum, inLastDays: days)
    }
}
