import Foundation

/// A model of how Apptentive's targeting criteria judge an event's `last_invoked_at`
/// (apptentive/apptentive-kit-ios at 266e9f1, `Sources/ApptentiveKit/`), written from its source,
/// each rule citing the lines it follows in `Targeting/Criteria.swift` (C), or
/// `Model/EngagementMetric.swift` (EM) and `Targeting/Conversation+TargetingState.swift` (TS).
struct ApptentiveCriteriaOracle {
    /// A clause on the event's `code_point/<event>/last_invoked_at/total`.
    indirect enum Clause {
        /// `{"$before": -t}`: invoked, and last strictly more than `t` seconds before now (C 206–207,
        /// 210–211); false for an event never invoked (C 278–279).
        case before(TimeInterval)
        /// `{"$exists": b}`: whether the event was ever invoked is `b` (C 184–185).
        case exists(Bool)
        /// `{"$or": [...]}`: any of them (C 147).
        case or([Clause])
    }

    /// The date of the latest engagement of the event, overwritten at each (EM 51–56); `nil` while it
    /// was never engaged (TS 94, 108–109).
    private(set) var lastInvoked: Date?

    /// The app engaged the event at `now`.
    mutating func engaged(at now: Date) { lastInvoked = now }  // EM 55

    /// Whether `clause` holds at `now` (parameters are seconds from the moment of evaluation, C 204–211).
    func holds(_ clause: Clause, at now: Date) -> Bool {
        switch clause {
        case .before(let seconds):
            guard let lastInvoked else { return false }  // C 278–279
            return lastInvoked < now.addingTimeInterval(-seconds)  // C 206–207, 210–211
        case .exists(let wanted):
            return (lastInvoked != nil) == wanted  // C 184–185
        case .or(let clauses):
            return clauses.contains { holds($0, at: now) }  // C 147
        }
    }

    /// "Not within `t` of the event": `{"$or": [{"$before": -t}, {"$exists": false}]}`, the form
    /// Apptentive's own manifests use for "not shown within".
    static func notWithin(_ seconds: TimeInterval) -> Clause { .or([.before(seconds), .exists(false)]) }
}
