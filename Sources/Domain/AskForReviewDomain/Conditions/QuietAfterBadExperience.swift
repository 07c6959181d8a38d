package import Foundation

/// Met when the last bad experience of a session before the current one happened at least `seconds`
/// ago, and at least `sessions` sessions started since that session (the one right after it is the
/// first). The quiet period holds back the sessions after a bad experience, never the one it happened
/// in: whether that session may ask is the policy's `asksAfterBadExperienceInSession`. Met when no
/// earlier session had a bad experience.
package struct QuietAfterBadExperience: EligibilityCondition {
    /// Seconds that must pass after a bad experience, or `nil`.
    package let seconds: TimeInterval?
    /// Sessions that must have started since the one with a bad experience, or `nil`.
    package let sessions: Int?

    /// Requires `seconds` (and/or `sessions` new sessions) after the last bad experience; seconds, as
    /// every duration of the package's conditions.
    package init(seconds: TimeInterval? = nil, sessions: Int? = nil) {
        self.seconds = seconds
        self.sessions = sessions
    }

    /// `.met` when the quiet period after the last earlier bad experience in `context.state` is over
    /// (time and sessions), else `.notMet` (kind `.badExperience`).
    package func evaluate(in context: EligibilityContext) -> ConditionResult {
        guard seconds != nil || sessions != nil else { return .notConfigured }
        let facts = context.state.sessions
        var reasons: [UnmetReason] = []
        if let seconds, let date = facts.earlierBadExperienceDate {
            let quietFrom = date.addingTimeInterval(seconds)
            let passed = ElapsedTime.between(date, and: context.now) ?? 0
            if passed < seconds {
                let words = UnmetReason.Wording.waitsForTime(
                    again: true, from: quietFrom, seconds: seconds, after: "bad experience")
                reasons.append(UnmetReason(words, kind: .badExperience, clearsAt: quietFrom))
            }
        }
        if let sessions, let since = facts.sinceEarlierBadExperience, since < sessions {
            reasons.append(.timeless("\(since) of \(sessions) sessions since the bad experience", kind: .badExperience))
        }
        return reasons.isEmpty ? .met : .notMet(reasons)
    }
}

extension QuietAfterBadExperience: BuiltInCondition {
    package static let policyName = "quietAfterBadExperience"

    package static let parameters: [ConditionParameter<Self>] = [
        ConditionParameter("duration", .duration(minimum: 0), required: false) { $0.seconds.map { .duration($0) } },
        ConditionParameter("sessions", .integer(1...BuiltInConditions.maximumCount), required: false) {
            $0.sessions.map { .integer($0) }
        },
    ]

    package static let examples = [
        QuietAfterBadExperience(seconds: 3 * 86_400, sessions: 2), QuietAfterBadExperience(sessions: 1),
        QuietAfterBadExperience(seconds: 3_600),
    ]

    package static func problem(with arguments: ConditionArguments) -> (found: String, allowed: String)? {
        guard arguments.duration("duration") == nil, arguments.integer("sessions") == nil else { return nil }
        return ("neither a duration nor sessions", "\"duration\", \"sessions\" or both")
    }

    package init?(_ arguments: ConditionArguments) {
        guard Self.problem(with: arguments) == nil else { return nil }
        self.init(seconds: arguments.duration("duration"), sessions: arguments.integer("sessions"))
    }
}
