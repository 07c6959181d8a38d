import AskForReviewData
import AskForReviewDomain
import AskForReviewSimulation
import Foundation

/// `simulate --population N`: the same sampled users under each policy, side by side, as a table or
/// one JSON object. Parsed by ``SimulateCommand``'s definition when `--population` is given.
struct PopulationCommand: ShellCommand, Equatable {
    let run: PopulationRun

    var changesStore: Bool { false }

    @MainActor func run(in context: ShellContext) async -> Int32 {
        let (options, console) = (context.options, context.console)
        let policies: [ReviewPolicy]
        do throws(UsageError) {
            policies = try PolicySource.policies(compared: run.policies, options: options)
        } catch {
            error.lines.forEach(console.error)
            return error.code.rawValue
        }
        UnproducedEvents.warnings(for: policies, in: run.model).forEach(console.error)
        let simulator = PopulationSimulator(
            model: run.model, policies: policies, users: run.users, days: run.days, seed: run.seed,
            start: options.now ?? Date(timeIntervalSinceReferenceDate: 788_918_400), shard: run.shard.index,
            of: run.shard.count)
        let interrupt = InterruptStop()
        defer { interrupt.cancel() }
        let (shard, shards) = (run.shard.index, run.shard.count)
        let simulated = shard < run.users ? (run.users - shard + shards - 1) / shards : 0
        let progress = ProgressLine(total: simulated, enabled: !options.json)
        let outcomes = await simulator.run(progress: progress.update)
        progress.finish()
        interrupt.beginWriting()
        // Files first, each written whole (atomically), so nothing is reported that was not written.
        let files = [
            (run.csvFile, { PopulationChart.csv(outcomes) }),
            (
                run.svgFile,
                {
                    PopulationChart.svg(
                        outcomes, days: run.days, seed: run.seed, installWithinDays: run.model.installWithinDays)
                }
            ),
        ]
        for case (let file?, let content) in files {
            do throws(ReplacedFile.Refusal) {
                try file.write(Data(content().utf8))
            } catch {
                console.error("AppShell: cannot write \(TerminalText.quoted(file.path)): \(error.reason)")
                return ExitCode.cannotCreate.rawValue
            }
        }
        if options.json {
            console.out(json(outcomes).line())
        } else {
            table(outcomes).forEach(console.out)
        }
        return ExitCode.success.rawValue
    }

    /// A share rounded to four decimals, so reports read and compare the same everywhere.
    static func share(_ part: Int, of whole: Int) -> Double {
        whole == 0 ? 0 : (Double(part) / Double(whole) * 10_000).rounded() / 10_000
    }

    /// How many of each pre-prompt answer `outcome` saw, by answer.
    static func answers(_ outcome: PolicyOutcome) -> JSONValue {
        .object(
            Dictionary(
                uniqueKeysWithValues: PrePromptAnswer.allCases.map { ($0.rawValue, .int(outcome.answers[$0] ?? 0)) }))
    }

    /// Rows of figures, one column per outcome under its policy's name, the labels aligned.
    static func table<Column>(
        _ rows: [(String, (Column) -> String)], of outcomes: [Column], name: (Column) -> String
    ) -> [String] {
        let labelWidth = rows.map(\.0.count).max() ?? 0
        let columns = outcomes.map { outcome in [name(outcome)] + rows.map { $0.1(outcome) } }
        let widths = columns.map { column in column.map(\.count).max() ?? 0 }
        func line(_ label: String, _ cells: [String]) -> String {
            label.padding(toLength: labelWidth, withPad: " ", startingAt: 0) + "  "
                + zip(cells, widths).map { $0.leftPadded(to: $1) }.joined(separator: "  ")
        }
        return [line("", columns.map { $0[0] })]
            + rows.indices.map { index in line(rows[index].0, columns.map { $0[index + 1] }) }
    }

    /// The results as one JSON object; `population`, the identity of the population drawn from, is
    /// that of the run's model unless a merge gives the one its shards printed.
    func json(_ outcomes: [PolicyOutcome], population: InputIdentity? = nil) -> JSONValue {
        let population = population ?? InputIdentity(data: PopulationFile.data(for: run.model, onOneLine: true))
        let policies: [JSONValue] = outcomes.map { outcome in
            return .object([
                "policy": .string(outcome.policy),
                "users": .int(outcome.users),
                "everAsked": .int(outcome.everAsked),
                "everAskedShare": .double(Self.share(outcome.everAsked, of: outcome.users)),
                "userDays": .int(outcome.userDays),
                "askedThreeTimes": .int(outcome.askedThreeTimes),
                "systemRequests": .int(outcome.systemRequests),
                "systemRequestsPerUser": .double((outcome.systemRequestsPerUser * 10_000).rounded() / 10_000),
                "systemRequestsPer365DaysOfUse": .double(
                    (outcome.systemRequestsPer365DaysOfUse * 10_000).rounded() / 10_000),
                "swallowedWithoutMirror": .int(outcome.swallowedWithoutMirror),
                "prePrompts": .int(outcome.prePrompts),
                "answers": Self.answers(outcome),
                "expectedReviews": .double(
                    (Double(outcome.systemRequests) * run.model.reviewRate * 100).rounded() / 100),
                "firstAskDays": .object([
                    "p10": outcome.firstAskDay(reaching: 0.1).map(JSONValue.int) ?? .null,
                    "p50": outcome.firstAskDay(reaching: 0.5).map(JSONValue.int) ?? .null,
                    "p90": outcome.firstAskDay(reaching: 0.9).map(JSONValue.int) ?? .null,
                    "histogram": .array(outcome.firstAskDays.map(JSONValue.int)),
                ]),
                "askedThreeTimesShare": .double(Self.share(outcome.askedThreeTimes, of: outcome.users)),
            ])
        }
        return .object([
            "command": .string("simulate"),
            "population": ResultChecksum.sealed([
                "users": .int(run.users), "seed": .int(Int(run.seed)), "days": .int(run.days),
                "reviewRateAssumed": .double(run.model.reviewRate), "policies": .array(policies),
                "input": population.json, "shard": run.shard.json,
            ]),
        ])
    }

    func table(_ outcomes: [PolicyOutcome]) -> [String] {
        func percent(_ part: Int, _ whole: Int) -> String {
            String(format: "%.1f%%", Self.share(part, of: whole) * 100)
        }
        func days(_ outcome: PolicyOutcome) -> String {
            [0.1, 0.5, 0.9].map { outcome.firstAskDay(reaching: $0).map(String.init) ?? "-" }.joined(separator: "/")
        }
        let rows: [(String, (PolicyOutcome) -> String)] = [
            ("users asked at least once", { percent($0.everAsked, $0.users) }),
            ("system requests per user", { String(format: "%.2f", $0.systemRequestsPerUser) }),
            ("system requests per 365 days of use *", { String(format: "%.2f", $0.systemRequestsPer365DaysOfUse) }),
            ("system requests", { String($0.systemRequests) }),
            ("swallowed without the mirror", { String($0.swallowedWithoutMirror) }),
            (
                "pre-prompts (rate/later/no)",
                {
                    "\($0.prePrompts) (\($0.answers[.rate] ?? 0)/\($0.answers[.later] ?? 0)/\($0.answers[.decline] ?? 0))"
                }
            ),
            (
                "expected reviews (assumed rate)",
                { String(format: "%.1f", Double($0.systemRequests) * run.model.reviewRate) }
            ),
            ("first ask, days p10/p50/p90", days),
            ("users asked 3 times or more", { percent($0.askedThreeTimes, $0.users) }),
        ]
        return [
            "Population: \(TerminalText.counted(run.users, "user")) over up to \(TerminalText.counted(run.days, "day")), seed \(run.seed); reviews assume "
                + "\(String(format: "%g", run.model.reviewRate * 100))% of system requests end in one (an assumption)."
        ] + Self.table(rows, of: outcomes, name: \.policy) + Self.perYearOfUse
    }

    /// What the per-365-days figure is, said under the table that prints it: it can exceed the
    /// system's limit of 3, which no user ever meets.
    static let perYearOfUse = [
        "* requests divided by the years users used the app: a user asked 3 times who left after a month",
        "  counts as 36 a year. No user gets more than 3 in any 365 days while the policy mirrors the limit.",
    ]
}
