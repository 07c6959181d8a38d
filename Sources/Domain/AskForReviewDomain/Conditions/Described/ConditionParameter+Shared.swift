import Foundation

/// The parameters several built-in conditions share, each declared once.
extension ConditionParameter {
    /// `event`: the event a condition counts.
    static func event(_ event: @escaping @Sendable (Condition) -> EventName) -> Self {
        ConditionParameter("event", .eventName, required: true) { .eventName(event($0)) }
    }

    /// `count`: how many a condition requires, from 0 to `BuiltInConditions.maximumCount`.
    static func count(_ minimum: @escaping @Sendable (Condition) -> Int?) -> Self {
        ConditionParameter("count", .integer(0...BuiltInConditions.maximumCount), required: true) {
            .integer(minimum($0) ?? 0)
        }
    }

    /// `duration`: the time a condition requires, in seconds, 0 or more.
    static func duration(_ seconds: @escaping @Sendable (Condition) -> TimeInterval?) -> Self {
        ConditionParameter("duration", .duration(minimum: 0), required: true) { .duration(seconds($0) ?? 0) }
    }

    /// `lastDays`: the days a condition's window reads, today and the days before it, from 1 to
    /// `RecentDays.maximumWindowDays`.
    static func lastDays(_ days: @escaping @Sendable (Condition) -> Int) -> Self {
        ConditionParameter("lastDays", .integer(1...RecentDays.maximumWindowDays), required: true) {
            .integer(days($0))
        }
    }

    /// `atLeast`: the score or total a condition requires, within plus or minus
    /// `BuiltInConditions.maximumScore`.
    static func atLeast(_ minimum: @escaping @Sendable (Condition) -> Double?) -> Self {
        let bound = BuiltInConditions.maximumScore
        return ConditionParameter("atLeast", .number(-bound...bound), required: true) { .number(minimum($0) ?? 0) }
    }

    /// `noun`: what a reason calls an event, written unless it is the event's own name.
    static func noun(
        _ noun: @escaping @Sendable (Condition) -> String, of event: @escaping @Sendable (Condition) -> EventName
    ) -> Self {
        ConditionParameter("noun", .text(maximumLength: 200), required: false) { condition in
            noun(condition) == event(condition).rawValue ? nil : .text(noun(condition))
        }
    }

    /// `inCurrentVersionOnly`: whether a new version forgets what holds the user back, written only
    /// when it does.
    static func inCurrentVersionOnly(_ flag: @escaping @Sendable (Condition) -> Bool) -> Self {
        ConditionParameter("inCurrentVersionOnly", .flag, required: false) { flag($0) ? .flag(true) : nil }
    }
}
