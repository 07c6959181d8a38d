package import Foundation

/// Met once at least `seconds` have passed since an event last happened (the bound included), and
/// when it never happened: no ask comes right after a moment the team marks as a bad one to
/// interrupt (an error, a cancelled purchase, a support chat). While the clock reads earlier than
/// the event, no time counts as passed.
package struct MinimumTimeSinceEvent: BuiltInCondition {
    /// The event the interval counts from.
    package let event: EventName
    /// The required interval in seconds, or `nil` for not configured.
    package let seconds: TimeInterval?
    /// What the reason calls the event: "(2 hours after the last `noun`)"; the event's name unless
    /// told otherwise.
    package let noun: String

    /// Requires `seconds` since the latest `event`, its reason calling the event `noun`.
    package init(_ event: EventName, seconds: TimeInterval?, noun: String? = nil) {
        self.event = event
        self.seconds = seconds
        self.noun = noun ?? event.rawValue
    }

    /// `.met` once `seconds` have passed since the latest `event` in `context.state`, or when there
    /// is none; else `.notMet` with the date it asks from (kind `.waitsForTime`, clearing then).
    package func evaluate(in context: EligibilityContext) -> ConditionResult {
        guard let seconds, seconds.isFinite else { return .notConfigured }
        guard let last = context.state.facts(of: event).lastDate else { return .met }
        // Only another occurrence moves the latest one, later; a reset forgets it.
        return WaitAfterLatest.result(latest: last, seconds: seconds, after: "last \(noun)", now: context.now)
    }

    /// A policy file writes `{"minimumTimeSinceEvent": {"since": "purchaseFailed", "duration": "2h"}}`:
    /// the event under `since`, not `event`, which names the events a condition counts.
    package static let policyName = "minimumTimeSinceEvent"

    package static let parameters: [ConditionParameter<Self>] = [
        ConditionParameter("since", .eventName, required: true) { .eventName($0.event) },
        .duration(\.seconds),
        .noun(\.noun, of: \.event),
    ]

    package static let examples = [
        MinimumTimeSinceEvent("purchaseFailed", seconds: 2 * 3_600),
        MinimumTimeSinceEvent("supportChat", seconds: 3 * 86_400, noun: "support chat"),
    ]

    package init?(_ arguments: ConditionArguments) {
        guard let event = arguments.eventName("since"), let seconds = arguments.duration("duration") else {
            return nil
        }
        self.init(event, seconds: seconds, noun: arguments.text("noun"))
    }
}
