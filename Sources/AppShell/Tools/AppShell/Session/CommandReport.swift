import AskForReviewDomain
import AskForReviewRollout
import Foundation

/// What one command did and the state after it: printed as one JSON object with `--json`.
struct CommandReport {
    var command: String
    var policy: String
    var prompted = false
    var prePrompted = false
    var prePrompt: PrePrompt?
    var decision: ReviewDecision
    /// The experiment variant the policy is, or `nil`.
    var assignment: ExperimentAssignment?
    var state: ReviewState
    var warnings: [String] = []
    var extra: [String: JSONValue] = [:]

    var json: JSONValue {
        var members: [String: JSONValue] = [
            "command": .string(command),
            "policy": .string(policy),
            "prompted": .bool(prompted),
            "prePrompted": .bool(prePrompted),
            "eligible": .bool(decision.isEligible),
            "reasons": .strings(decision.reasons),
            "earliestAsk": .date(earliestAsk),
            "state": Self.json(for: state),
            "warnings": .strings(warnings),
            "prePrompt": prePrompt.map(Self.json(for:)) ?? .null,
            "assignment": assignment.map {
                .object(["experiment": .string($0.experiment), "variant": .string($0.variant)])
            } ?? .null,
        ]
        members.merge(extra) { _, new in new }
        return .object(members)
    }

    /// When the user could be asked if nothing but the clock moves on: now when eligible, the date
    /// the conditions wait for otherwise, `nil` when waiting alone cannot help or cannot be told.
    var earliestAsk: Date? {
        guard let date = decision.conditionsHoldNoEarlierThan, date != .distantFuture else { return nil }
        if decision.isEligible { return decision.evaluatedAt }
        // The conditions hold, yet something put in front of them (damage seen in the store) does not.
        return date > decision.evaluatedAt ? date : nil
    }

    static func json(for state: ReviewState) -> JSONValue {
        let (rate, decline) = (state.facts(of: .rate), state.facts(of: .prePrompt(.decline)))
        return .object([
            "firstLaunchDate": .date(state.firstLaunchDate),
            "completedCount": .int(state.facts(of: .processCompleted).count),
            "skippedCount": .int(state.facts(of: .processSkipped).count),
            "lastVersionPrompted": state.lastVersionPrompted.map(JSONValue.string) ?? .null,
            "lastRequestDate": .date(state.lastRequestDate),
            "requestCount": .int(state.requestCount),
            "choseRate": .bool(rate.count > 0),
            "choseRateDate": .date(rate.firstDate),
            "choseRateVersion": rate.version.map(JSONValue.string) ?? .null,
            "systemRequestDates": .array(state.systemRequestDates.map(JSONValue.date)),
            "rateTaps": .int(state.facts(of: .prePrompt(.rate)).count),
            "laterTaps": .int(state.facts(of: .prePrompt(.later)).count),
            "declineTaps": .int(decline.count),
            "declinedVersion": decline.version.map(JSONValue.string) ?? .null,
            "unansweredPrePromptDate": .date(state.unansweredPrePromptDate),
            "optedOutDate": .date(state.facts(of: .optOut).firstDate),
            "installID": state.installID.map { .string($0.uuidString) } ?? .null,
            "events": .object(
                Dictionary(uniqueKeysWithValues: state.events.map { name, facts in (name.rawValue, json(for: facts)) })),
            "sessions": .object([
                "count": .int(state.sessions.count),
                "sinceLastRequest": .int(state.sessions.sinceLastRequest),
                "sinceLastBadExperience": state.sessions.sinceLastBadExperience.map(JSONValue.int) ?? .null,
                "lastBadExperienceDate": .date(state.sessions.lastBadExperienceDate),
                "currentHadBadExperience": .bool(state.sessions.currentHadBadExperience),
                "sinceEarlierBadExperience": state.sessions.sinceEarlierBadExperience.map(JSONValue.int) ?? .null,
                "earlierBadExperienceDate": .date(state.sessions.earlierBadExperienceDate),
                "scores": .array(state.sessions.scores.map(JSONValue.double)),
                "version": state.sessions.version.map(JSONValue.string) ?? .null,
                "previousLaunchVersion": state.sessions.previousLaunchVersion.map(JSONValue.string) ?? .null,
                "countInVersion": .int(state.sessions.countInVersion),
                "firstLaunchInVersionDate": .date(state.sessions.firstLaunchInVersionDate),
            ]),
            "secondsFromFirstLaunchToReview": secondsFromFirstLaunchToReview(state).map(JSONValue.double) ?? .null,
        ])
    }

    /// Seconds from the first launch to the first "Rate" tap, or `nil` when either is unknown. Never
    /// negative: a review stored before the first launch (a clock change) reads as 0.
    static func secondsFromFirstLaunchToReview(_ state: ReviewState) -> TimeInterval? {
        guard let firstLaunch = state.firstLaunchDate, let review = state.facts(of: .rate).firstDate else { return nil }
        return max(0, review.timeIntervalSince(firstLaunch))
    }

    static func json(for facts: EventFacts) -> JSONValue {
        .object([
            "count": .int(facts.count),
            "weightedTotal": .double(facts.weightedTotal),
            "firstDate": .date(facts.firstDate),
            "lastDate": .date(facts.lastDate),
            "countSinceLastRequest": .int(facts.countSinceLastRequest),
            "countSinceOwnRequest": .int(facts.countSinceOwnRequest),
            "countInVersion": .int(facts.countInVersion),
            "version": facts.version.map(JSONValue.string) ?? .null,
        ])
    }

    static func json(for prePrompt: PrePrompt) -> JSONValue {
        .object([
            "title": .string(prePrompt.title),
            "message": .string(prePrompt.message),
            "buttons": .strings(PrePromptAnswer.allCases.map(prePrompt.label(for:))),
        ])
    }

    /// The state and decision as lines a person reads.
    var statusLines: [String] {
        func date(_ value: Date?) -> String { value.map(ISOTimestamp.text) ?? "never" }
        let rate = state.facts(of: .rate)
        let fields: [(label: String, value: String)] = [
            ("first launch", date(state.firstLaunchDate)),
            ("sessions (since request)", "\(state.sessions.count) (\(state.sessions.sinceLastRequest))"),
            (
                "completed / skipped",
                "\(state.facts(of: .processCompleted).count) / \(state.facts(of: .processSkipped).count)"
            ),
            ("last version asked", state.lastVersionPrompted.map { TerminalText.safe($0, limit: 60) } ?? "none"),
            ("last request", date(state.lastRequestDate)),
            ("requests made", "\(state.requestCount)"),
            ("system requests logged", "\(state.systemRequestDates.count)"),
            (
                "pre-prompt awaiting answer",
                state.unansweredPrePromptDate.map { "since \(ISOTimestamp.text($0))" } ?? "no"
            ),
            ("chose Rate", rate.count > 0 ? "yes, \(date(rate.firstDate))" : "no"),
            ("opted out", state.facts(of: .optOut).firstDate.map { "yes, \(ISOTimestamp.text($0))" } ?? "no"),
            (
                "answers rate/later/no",
                PrePromptAnswer.allCases.map { "\(state.facts(of: .prePrompt($0)).count)" }.joined(separator: "/")
            ),
        ]
        let width = fields.map(\.label.count).max() ?? 0
        var lines = [
            "Policy: \(policy)"
                + (assignment.map { " (experiment \($0.experiment), variant \($0.variant))" } ?? "")
        ]
        lines += fields.map {
            "  \($0.label + ":" + String(repeating: " ", count: width - $0.label.count))  \($0.value)"
        }
        if decision.isEligible {
            lines.append("Decision: eligible")
        } else {
            lines.append("Decision: not eligible, because")
            lines.append(contentsOf: decision.reasons.map { "  - \($0)" })
            if let earliestAsk {
                lines.append("Earliest ask if nothing else changes: \(ISOTimestamp.text(earliestAsk))")
            } else if decision.conditionsHoldNoEarlierThan == .distantFuture {
                lines.append("Waiting alone will not make the user eligible.")
            }
        }
        return lines
    }
}
