import AskForReviewDomain
import AskForReviewSimulation
import Foundation

/// `simulate`: runs the synthetic user with the policy as configured and, in the same pass, without the
/// mirror of the system's limit, and prints a timeline and totals (or one JSON object).
@MainActor
struct SimulateCommand {
    let options: ShellOptions
    let settings: SimulatedUser
    let console: Console

    func run() -> Int32 {
        let policy = ReviewPolicy.preset(named: options.policyName) ?? .apple
        let start = options.now ?? Date()
        let quota = policy.systemQuota ?? .appStore
        let (result, unmirrored) = ShellWiring.makeSimulator(policy: policy, user: settings, start: start)
            .runWithAndWithoutMirror()
        let swallowed = UsageSimulator.swallowed(unmirrored.systemRequestDates, by: quota)
        if options.json {
            console.out(report(result, unmirrored: unmirrored, swallowed: swallowed, policy: policy).json.line())
        } else {
            timeline(result, start: start).forEach(console.out)
            totals(result, unmirrored: unmirrored, swallowed: swallowed, policy: policy).forEach(console.out)
        }
        return ExitCode.success.rawValue
    }

    private func report(
        _ result: UsageSimulator.Result, unmirrored: UsageSimulator.Result, swallowed: [Date], policy: ReviewPolicy
    )
        -> CommandReport
    {
        var report = CommandReport(
            command: "simulate",
            policy: policy.name,
            decision: result.finalDecision,
            state: result.finalState
        )
        let asks: [JSONValue] = result.asks.map { ask in
            .object([
                "date": .date(ask.date), "day": .int(ask.day + 1), "version": .string(ask.version),
                "kind": .string(ask.kind.rawValue),
            ])
        }
        report.extra["simulation"] = .object([
            "days": .int(settings.days),
            "launches": .int(result.launches),
            "completions": .int(result.completions),
            "asks": .array(asks),
            "askDates": .array(result.asks.map { .date($0.date) }),
            "askCount": .int(result.asks.count),
            "systemRequests": .int(result.systemRequestDates.count),
            "withoutMirror": .object([
                "systemRequests": .int(unmirrored.systemRequestDates.count),
                "swallowedBySystem": .int(swallowed.count),
                "swallowedDates": .array(swallowed.map { .date($0) }),
            ]),
        ])
        return report
    }

    /// One line per 30 days, one character per day: `.` no ask, `*` system request, `p` pre-prompt,
    /// `P` pre-prompt answered "rate" and the system request.
    private func timeline(_ result: UsageSimulator.Result, start: Date) -> [String] {
        var marks = [Character](repeating: ".", count: settings.days)
        for ask in result.asks {
            let mark: Character
            switch ask.kind {
            case .systemRequest: mark = "*"
            case .prePrompt: mark = marks[ask.day] == "." ? "p" : marks[ask.day]
            case .prePromptThenSystemRequest: mark = "P"
            }
            marks[ask.day] = mark
        }
        var lines = ["Timeline (one character a day: . nothing, * system request, p pre-prompt, P pre-prompt + rate)"]
        for blockStart in stride(from: 0, to: settings.days, by: 30) {
            let blockEnd = min(blockStart + 30, settings.days)
            let date = start.addingTimeInterval(Double(blockStart) * 86_400).formatted(.iso8601.year().month().day())
            lines.append(
                "day \(String(blockStart + 1).leftPadded(to: 5)) \(date) │\(String(marks[blockStart..<blockEnd]))")
        }
        lines.append("Asks:")
        if result.asks.isEmpty { lines.append("  none") }
        for ask in result.asks {
            lines.append(
                "  day \(String(ask.day + 1).leftPadded(to: 5))  \(Timestamp.text(ask.date))  v\(ask.version)  \(ask.kind.rawValue)"
            )
        }
        return lines
    }

    private func totals(
        _ result: UsageSimulator.Result, unmirrored: UsageSimulator.Result, swallowed: [Date], policy: ReviewPolicy
    )
        -> [String]
    {
        [
            "Totals over \(settings.days) days, policy \(policy.name):",
            "  launches \(result.launches), completed processes \(result.completions)",
            "  asks \(result.asks.count), system requests \(result.systemRequestDates.count)",
            "  without the mirror of the system's limit: \(unmirrored.systemRequestDates.count) system requests,"
                + " \(swallowed.count) of them swallowed by the system's 3-in-365-days limit",
        ]
    }
}

extension String {
    /// The string right-aligned in `width` characters.
    func leftPadded(to width: Int) -> String {
        count >= width ? self : String(repeating: " ", count: width - count) + self
    }
}
