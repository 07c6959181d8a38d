/// Met when a named event's weighted total (its weights added up) reaches `minimum`.
///
/// With `bounds`, the total is clamped into them first, so that, for example, many negative
/// occurrences cannot push it below a floor the app chose.
package struct MinimumWeightedTotal: EligibilityCondition {
    /// The event whose weights are added up.
    package let event: EventName
    /// The total required, or `nil` for not configured.
    package let minimum: Double?
    /// The bounds the total is clamped into, or `nil`.
    package let bounds: ClosedRange<Double>?

    /// Requires a weighted total of at least `minimum` for `event`, clamped into `bounds` when given.
    package init(_ event: EventName, atLeast minimum: Double?, clampedTo bounds: ClosedRange<Double>? = nil) {
        self.event = event
        self.minimum = minimum
        self.bounds = bounds
    }

    /// `.met` when the event's weighted total in `context.state` (clamped into the bounds, if any)
    /// reaches the minimum, else `.notMet` (kind `.scoreTooLow`).
    package func evaluate(in context: EligibilityContext) -> ConditionResult {
        guard let minimum else { return .notConfigured }
        var total = context.state.facts(of: event).weightedTotal
        if let bounds { total = min(max(total, bounds.lowerBound), bounds.upperBound) }
        guard total < minimum else { return .met }
        return .notMet(
            .timeless(.totalBelow(total, minimum: minimum, event: event.rawValue, scope: ""), kind: .scoreTooLow))
    }
}

extension MinimumWeightedTotal: BuiltInCondition {
    package static let policyName = "minimumWeightedTotal"

    package static let parameters: [ConditionParameter<Self>] = [
        .event(\.event),
        .atLeast(\.minimum),
        ConditionParameter("clampedTo", .scoreBounds, required: false) { $0.bounds.map { .scoreBounds($0) } },
    ]

    package static let examples = [
        MinimumWeightedTotal("purchase", atLeast: 10, clampedTo: -5...20), MinimumWeightedTotal("export", atLeast: 2.5),
    ]

    package init?(_ arguments: ConditionArguments) {
        guard let event = arguments.eventName("event"), let minimum = arguments.number("atLeast") else { return nil }
        self.init(event, atLeast: minimum, clampedTo: arguments.scoreBounds("clampedTo"))
    }
}
