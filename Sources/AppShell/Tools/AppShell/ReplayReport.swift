import AskForReviewDomain
import AskForReviewSimulation
import Foundation

/// What `replay` prints: each policy's figures side by side, and the guidance warnings with the
/// figures that show them.
struct ReplayReport {
    let outcomes: [PolicyOutcome]
    let policies: [ReviewPolicy]
    let answers: PopulationModel.Answers

    /// How many of the events asks followed are listed, the most frequent first.
    static let listedEvents = 10

    /// The day by which `share` of the users ever asked had their first ask, counted from their first
    /// event; `nil` when nobody was asked.
    static func firstAskDay(_ outcome: PolicyOutcome, reaching share: Double) -> Int? {
        let needed = max(1, Int((share * Double(outcome.everAsked)).rounded(.up)))
        guard outcome.everAsked > 0 else { return nil }
        var asked = 0
        for (day, count) in outcome.firstAskDays.enumerated() {
            asked += count
            if asked >= needed { return day }
        }
        return nil
    }

    /// `counts` the largest first (ties by name), at most `limit` of them.
    static func ranked(_ counts: [String: Int], limit: Int = .max) -> [(name: String, count: Int)] {
        counts.sorted { ($0.value, $1.key) > ($1.value, $0.key) }.prefix(limit).map { ($0.key, $0.value) }
    }

    /// The guidance warnings of each policy, each with the figure of the log that bears on it, and a
    /// warning for each policy that asked users in their first session though its guidance did not
    /// say it could.
    func warnings() -> [(policy: String, code: PolicyWarning.Code, message: String, figure: String)] {
        zip(outcomes, policies).flatMap { outcome, policy in
            let firstSession =
                "\(outcome.askedInFirstSession) of \(outcome.users) users were asked in their first session"
            var warnings = policy.guidanceWarnings(allowing: []).map { warning in
                let figure =
                    switch warning.code {
                    case .asksInFirstSession: firstSession
                    case .noMinimumInterval:
                        "\(outcome.askedThreeTimes) of \(outcome.users) users were asked three times or more"
                    default: "\(outcome.everAsked) of \(outcome.users) users were asked"
                    }
                return (outcome.policy, warning.code, warning.message, figure)
            }
            if outcome.askedInFirstSession > 0, !warnings.contains(where: { $0.1 == .asksInFirstSession }) {
                let message =
                    "the policy asked users before their second session; the peers wait for several uses and days"
                warnings.append((outcome.policy, .asksInFirstSession, message, firstSession))
            }
            return warnings
        }
    }

    func json(events: String) -> JSONValue {
        let policies: [JSONValue] = outcomes.map { outcome in
            .object([
                "policy": .string(outcome.policy),
                "users": .int(outcome.users),
                "everAsked": .int(outcome.everAsked),
                "askedInFirstSession": .int(outcome.askedInFirstSession),
                "systemRequests": .int(outcome.systemRequests),
                "swallowedWithoutMirror": .int(outcome.swallowedWithoutMirror),
                "prePrompts": .int(outcome.prePrompts),
                "answers": PopulationCommand.answers(outcome),
                "firstAskDays": .object([
                    "p10": Self.firstAskDay(outcome, reaching: 0.1).map(JSONValue.int) ?? .null,
                    "p50": Self.firstAskDay(outcome, reaching: 0.5).map(JSONValue.int) ?? .null,
                    "p90": Self.firstAskDay(outcome, reaching: 0.9).map(JSONValue.int) ?? .null,
                    "histogram": .array(outcome.firstAskDays.map(JSONValue.int)),
                ]),
                "asksByVersion": .object(outcome.asksByVersion.mapValues(JSONValue.int)),
                "asksAfterEvent": .array(
                    Self.ranked(outcome.asksAfterEvent, limit: Self.listedEvents).map {
                        .object(["event": .string($0.name), "asks": .int($0.count)])
                    }),
            ])
        }
        return .object([
            "command": .string("replay"),
            "replay": .object([
                "events": .string(events),
                "answersAssumed": .object([
                    "rate": .double(answers.rate), "later": .double(answers.later),
                    "decline": .double(answers.decline),
                ]),
                "policies": .array(policies),
                "warnings": .array(
                    warnings().map {
                        .object([
                            "policy": .string($0.policy), "code": .string($0.code.rawValue),
                            "message": .string($0.message), "figure": .string($0.figure),
                        ])
                    }),
            ]),
        ])
    }

    func table() -> [String] {
        func percent(_ part: Int, _ whole: Int) -> String {
            String(format: "%.1f%%", PopulationCommand.share(part, of: whole) * 100)
        }
        func days(_ outcome: PolicyOutcome) -> String {
            [0.1, 0.5, 0.9].map { Self.firstAskDay(outcome, reaching: $0).map(String.init) ?? "-" }
                .joined(separator: "/")
        }
        func top(_ counts: [String: Int], _ limit: Int) -> String {
            let ranked = Self.ranked(counts)
            let listed = ranked.prefix(limit).map { "\($0.name) \($0.count)" }
            return (listed + (ranked.count > limit ? ["…"] : [])).joined(separator: ", ")
        }
        let rows: [(String, (PolicyOutcome) -> String)] = [
            ("users", { String($0.users) }),
            ("users asked at least once", { percent($0.everAsked, $0.users) }),
            ("users asked in their first session", { percent($0.askedInFirstSession, $0.users) }),
            ("system requests", { String($0.systemRequests) }),
            ("swallowed without the mirror", { String($0.swallowedWithoutMirror) }),
            (
                "pre-prompts (rate/later/no, assumed)",
                {
                    "\($0.prePrompts) (\($0.answers[.rate] ?? 0)/\($0.answers[.later] ?? 0)/\($0.answers[.decline] ?? 0))"
                }
            ),
            ("first ask, days p10/p50/p90", days),
            ("asks by version", { top($0.asksByVersion, 3) }),
            ("asks after event", { top($0.asksAfterEvent, 3) }),
        ]
        let shares = String(format: "rate %g, later %g, decline %g", answers.rate, answers.later, answers.decline)
        var lines = [
            "Replay: \(outcomes.first?.users ?? 0) users from the log; pre-prompt answers assumed in the shares "
                + "\(shares)."
        ]
        lines += PopulationCommand.table(rows, of: outcomes)
        for (policy, _, message, figure) in warnings() {
            lines.append("warning (\(policy)): \(message); in the log, \(figure).")
        }
        return lines
    }
}
