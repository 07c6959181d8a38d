import AskForReviewDomain
import AskForReviewRollout
import AskForReviewSimulation
import Foundation

/// `simulate`: runs the synthetic user with the policy as configured and, in the same pass, without the
/// mirror of the system's limit, and prints a timeline and totals (or one JSON object). With
/// `--population`, a ``PopulationCommand`` instead.
struct SimulateCommand: ShellCommand, Equatable {
    static let definition = CommandDefinition(
        name: "simulate",
        usage: """
            simulate [--days N] [--launches-per-day X] [--completions-per-day Y]
                     [--new-version-every D] [--answer rate|later|decline]
            simulate --population N [--seed S] [--compare P1,P2] [--population-file FILE]
                     [--review-rate R] [--days N] [--csv FILE] [--svg FILE] [--shard K/N]
            simulate merge FILE…
            """,
        summary: "replay a synthetic user, or a population under policies compared",
        help: help,
        valued: [
            "--days", "--launches-per-day", "--completions-per-day", "--new-version-every", "--answer", "--population",
            "--seed", "--compare", "--population-file", "--review-rate", "--csv", "--svg", "--shard",
        ],
        refused: ["--signed-out", "--background", "--app-version"].map { option in
            (
                option,
                "simulate replays a signed-in user in the foreground from version 1.0, so it does not take \(option)"
            )
        },
        maximumArguments: 10_000,
        parse: { input throws(UsageError) in
            if input.arguments.first == "merge" {
                let files = Array(input.arguments.dropFirst())
                guard !files.isEmpty, input.string("--population") == nil, input.string("--shard") == nil else {
                    throw UsageError(
                        "'simulate merge' takes the shards' result files, and no --population or --shard",
                        command: "simulate")
                }
                return SimulateMergeCommand(files: files)
            }
            guard input.arguments.isEmpty else {
                throw UsageError("simulate takes no arguments, only 'merge FILE…'", command: "simulate")
            }
            if input.string("--population") != nil { return PopulationCommand(run: try PopulationRun(reading: input)) }
            return try SimulateCommand(input)
        }
    )

    private static let help = """
        simulate [--days N] [--launches-per-day X] [--completions-per-day Y] [--new-version-every D]
                 [--answer rate|later|decline]
          Replay a synthetic user over N days (default 365) through the real use case with a
          simulated clock starting at --now. Prints a timeline and totals, including how many
          requests the system's 3-in-365-days limit would have swallowed without our mirror of it.
          The user is signed in, in the foreground and starts at version 1.0, so --signed-out,
          --background and --app-version are refused; --answer needs a policy with a pre-prompt.
          It never touches the store and waits no pause: --store and --pause are ignored.

        simulate --population N [--seed S] [--compare P1,P2,...] [--population-file FILE]
                 [--review-rate R] [--days N] [--csv FILE] [--svg FILE] [--shard K/M]
          Simulate N users (at most 1000000) drawn from the population model, the same users under
          each policy compared (presets, policy files and experiment files' variants, in the order
          given; default: --policy or --policy-file), on every core, and print one table (or, with
          --json, one object): share ever asked, system requests per user and per user-year of use,
          requests the system's limit would have swallowed without the mirror, pre-prompts and
          answers, expected reviews under the assumed review rate (default 0.05), days from first
          launch to first ask (p10/p50/p90), share asked three times or more. The same seed (a whole
          number from 0 to 2^53 - 1, default 1) and arguments give the same output. The population
          is the built-in one ('AppShell population show' prints it as a population file) or the one
          --population-file describes. --csv writes one row per policy and day (users asked so far,
          asks that day); --svg a chart of both. --shard K/N simulates only the users whose number
          falls in shard K of N (1 to N), so N processes or machines each take one shard of a
          population of up to N million users.

        simulate merge FILE...
          Add up the --json results of the shards of one population run: exactly (counts and
          histograms) what one run of the whole population prints, as a table or, with --json,
          the same object.
        """

    /// The simulated user, as the options describe it.
    let settings: SimulatedUser
    /// How many days `settings` covers.
    let days: Int

    var changesStore: Bool { false }

    init(settings: SimulatedUser, days: Int) {
        self.settings = settings
        self.days = days
    }

    private init(_ input: CommandInput) throws(UsageError) {
        for name in ["--seed", "--compare", "--population-file", "--review-rate", "--csv", "--svg", "--shard"]
        where input.string(name) != nil {
            throw UsageError("\(name) goes with --population", command: input.command)
        }
        let days = try input.count("--days", range: 1...36_500) ?? 365
        let settings = SimulatedUser(
            days: days, launchesPerDay: try input.rate("--launches-per-day") ?? 1,
            completionsPerDay: try input.rate("--completions-per-day") ?? 1,
            newVersionEveryDays: try input.count("--new-version-every", range: 1...36_500),
            answer: try input.choice("--answer", of: PrePromptAnswer.self) ?? .later)
        let policy = input.options.policy
        if input.options.experiment != nil {
            throw UsageError(
                "simulate replays one policy; compare an experiment's variants with --population",
                command: input.command)
        }
        if input.string("--answer") != nil, policy.prePrompt == nil {
            throw UsageError(
                "the \(policy.name) policy shows no pre-prompt, so simulate does not take --answer",
                command: input.command)
        }
        self.init(settings: settings, days: days)
    }

    @MainActor func run(in context: ShellContext) async -> Int32 {
        let (options, console) = (context.options, context.console)
        let policy = options.policy
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
            assignment: policy.assignment,
            state: result.finalState
        )
        let asks: [JSONValue] = result.asks.map { ask in
            .object([
                "date": .date(ask.date), "day": .int(ask.day + 1), "version": .string(ask.version),
                "kind": .string(ask.kind.rawValue),
            ])
        }
        report.extra["simulation"] = .object([
            "days": .int(days),
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
        var marks = [Character](repeating: ".", count: days)
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
        for blockStart in stride(from: 0, to: days, by: 30) {
            let blockEnd = min(blockStart + 30, days)
            let date = start.addingTimeInterval(Double(blockStart) * 86_400).formatted(.iso8601.year().month().day())
            lines.append(
                "day \(String(blockStart + 1).leftPadded(to: 5)) \(date) │\(String(marks[blockStart..<blockEnd]))")
        }
        lines.append("Asks:")
        if result.asks.isEmpty { lines.append("  none") }
        for ask in result.asks {
            lines.append(
                "  day \(String(ask.day + 1).leftPadded(to: 5))  \(ISOTimestamp.text(ask.date))  v\(ask.version)  \(ask.kind.rawValue)"
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
            "Totals over \(days) days, policy \(policy.name):",
            "  launches \(result.launches), completed processes \(result.completions)",
            "  asks \(result.asks.count), system requests \(result.systemRequestDates.count)",
            "  without the mirror of the system's limit: \(TerminalText.counted(unmirrored.systemRequestDates.count, "system request")),"
                + " \(swallowed.count) of them swallowed by the system's 3-in-365-days limit",
        ]
    }
}
