import AskForReviewDomain
import AskForReviewSimulation
import Foundation

/// What `replay` and `replay merge` print: each policy's figures side by side, and the warnings with
/// the figures of the log that bear on them.
struct ReplayReport: Equatable {
    /// The log's path, or `-`.
    let events: String
    /// The log's identity, or `nil` for standard input.
    let input: InputIdentity?
    /// The shares users were assumed to answer a pre-prompt in.
    let answers: PopulationModel.Answers
    /// Each policy's figures, in the order compared.
    var figures: [ReplayFigures]
    /// The shard of the log's users this result holds; a merge of every shard holds them all.
    var shard = Shard()
    /// Whether only the users whose history starts with their install were replayed.
    var installedWithinLogOnly = false
    /// The analytics export's format the log was read in (``ExportFormat/name``), or `nil` for the
    /// package's own event log.
    var format: String?

    func json() -> JSONValue {
        .object([
            "command": .string("replay"),
            "replay": ResultChecksum.sealed([
                "events": .string(events),
                "input": input?.json ?? .null,
                "shard": shard.json,
                "installedWithinLogOnly": .bool(installedWithinLogOnly),
                "format": format.map(JSONValue.string) ?? .null,
                "answersAssumed": .object([
                    "rate": .double(answers.rate), "later": .double(answers.later),
                    "decline": .double(answers.decline),
                ]),
                "policies": .array(figures.map { $0.json(format: format) }),
            ]),
        ])
    }

    /// The line that reconciles `outcome` with its log: the lines read, used and left out (by why),
    /// and the users replayed and left out (by why); `nil` when no line was left out.
    private static func leftOut(_ outcome: PolicyOutcome) -> String? {
        guard !outcome.linesLeftOut.isEmpty else { return nil }
        func listed(_ counts: [String: Int]) -> String {
            ReplayFigures.ranked(counts).map { "\($0.name) \($0.count)" }.joined(separator: ", ")
        }
        let count = outcome.linesLeftOut.values.reduce(0, +)
        let hint =
            outcome.linesLeftOut.keys.contains { $0.hasPrefix("platform ") }
            ? "; --all-platforms keeps every platform's" : ""
        let users =
            outcome.usersLeftOut == 0
            ? "no user" : "\(TerminalText.counted(outcome.usersLeftOut, "user")) (\(listed(outcome.usersLeftOutBy)))"
        return "Left out: \(count) of \(outcome.linesRead) lines read (\(listed(outcome.linesLeftOut))), "
            + "\(outcome.linesUsed) used; \(users) of \(outcome.usersInLog) in the log\(hint)."
    }

    func table() -> [String] {
        func percent(_ part: Int, _ whole: Int) -> String {
            String(format: "%.1f%%", PopulationCommand.share(part, of: whole) * 100)
        }
        func days(_ figures: ReplayFigures) -> String {
            [0.1, 0.5, 0.9].map { figures.firstAskDay(reaching: $0).map(String.init) ?? "-" }.joined(separator: "/")
        }
        func top(_ counts: [String: Int], _ limit: Int) -> String {
            let ranked = ReplayFigures.ranked(counts)
            let listed = ranked.prefix(limit).map { "\($0.name) \($0.count)" }
            return (listed + (ranked.count > limit ? ["…"] : [])).joined(separator: ", ")
        }
        let rows: [(String, (ReplayFigures) -> String)] = [
            ("users", { String($0.outcome.users) }),
            ("users asked at least once", { percent($0.outcome.everAsked, $0.outcome.users) }),
            ("users asked in their first session", { percent($0.outcome.askedInFirstSession, $0.outcome.users) }),
            ("system requests", { String($0.outcome.systemRequests) }),
            ("swallowed without the mirror", { String($0.outcome.swallowedWithoutMirror) }),
            (
                "pre-prompts (rate/later/no, assumed)",
                {
                    let answers = $0.outcome.answers
                    return
                        "\($0.outcome.prePrompts) (\(answers[.rate] ?? 0)/\(answers[.later] ?? 0)/\(answers[.decline] ?? 0))"
                }
            ),
            ("first ask, days p10/p50/p90", days),
            ("asks by version", { top($0.outcome.asksByVersion, 3) }),
            ("asks after event", { top($0.outcome.asksAfterEvent, 3) }),
        ]
        // `--answers` gives weights (rate=1,later=3): told as the shares they make, each of their sum.
        let total = max(answers.rate + answers.later + answers.decline, .leastNormalMagnitude)
        let shares = String(
            format: "rate %g, later %g, decline %g", answers.rate / total, answers.later / total,
            answers.decline / total)
        let outcome = figures.first?.outcome
        let (users, installed) = (outcome?.users ?? 0, outcome?.installedInLog ?? 0)
        let before = outcome?.installedBeforeLog ?? 0
        // Said only of a log that names installs: without any, every history may start before the log.
        let who =
            installedWithinLogOnly
            ? "\(TerminalText.counted(users, "user")) installed within the log (the others left out)"
            : installed + before > 0
                ? "\(TerminalText.counted(users, "user")) from the log (\(installed) from their install"
                    + (before > 0 ? ", \(before) from an install before the log" : "")
                    + "; the others' histories may start before the log)"
                : "\(TerminalText.counted(users, "user")) from the log"
        var lines = ["Replay: \(who); pre-prompt answers assumed in the shares \(shares)."]
        lines += outcome.flatMap(Self.leftOut).map { [$0] } ?? []
        lines += PopulationCommand.table(rows, of: figures, name: \.outcome.policy)
        for policy in figures {
            for warning in policy.wordedWarnings(format: format) {
                lines.append("warning (\(policy.outcome.policy)): \(warning.message); in the log, \(warning.figure).")
            }
        }
        return lines
    }
}
