import AskForReviewData
import AskForReviewSimulation
import Foundation

/// `population show`: the built-in population as a population file, which `--population-file` reads
/// back to the same population.
struct PopulationShowCommand: ShellCommand, Equatable {
    static let definition = CommandDefinition(
        name: "population",
        usage: """
            population show
            population sample [--users N] [--days D] [--seed S] [--population-file FILE]
            population fit --events FILE|FOLDER|- [--format F] [--user-key install|account]
                           [--app-id ID,...] [--all-platforms] [--segments K]
                           [--answers rate=R,later=L,decline=D] [--any-order]
                           [--temp-dir DIR]
            """,
        summary: "the built-in population, a sample log of it, or one fitted to a log",
        help: """
            population show
              Prints the population simulate --population draws its users from, as a population file
              (segments by sessions a week with their events a session, bad experiences a session,
              the days installs fall within, churn a day, versions a year and the days an update takes to reach a user, the share signed in, pre-prompt answers, the assumed review
              rate). Edit it and pass it with --population-file; unchanged, it gives the same run as
              the built-in population. With --json, the file on one line.

            population sample [--users N] [--days D] [--seed S] [--population-file FILE]
              Print an event log (JSON Lines, as replay --events reads it) of N users (default 10000,
              at most 1000000) drawn from the population as simulate --population draws them, over up
              to D days (default 30) from --now (default 2026-01-01T00:00:00Z), seed S (default 1):
              each user's launches with their version, completed and skipped processes and other
              events, users one after another, each in time order. The same arguments print the
              same log.

            population fit --events FILE|FOLDER|- [--format F] [--user-key install|account]
                           [--app-id ID,...] [--all-platforms] [--segments K] [--answers ...]
                           [--any-order] [--temp-dir DIR]
              Print a population file estimated from an event log (as replay --events reads it,
              as strictly, in any order, an analytics export too with --format, its users keyed
              and its lines kept as for replay): K segments (default 3, at most 50) of about equal shares by sessions
              a week, each with its events a session and their mean weights; bad experiences a
              session; the days within which users installed; churn a day, from the users whose
              silence at the end of the log says they left; versions a year and the days an update takes to reach a user. Every user counts
              as signed in, as replay counts them; the answers are --answers' shares (default
              rate=0.2,later=0.5,decline=0.3) and the review rate the default, which no log shows.
              Save it and pass it to simulate --population with --population-file; standard error
              says how many users and days the log had. With --json, the file on one line.
            """,
        flags: ["--all-platforms", "--any-order"],
        valued: [
            "--users", "--days", "--seed", "--population-file", "--events", "--format", "--user-key", "--app-id",
            "--segments", "--answers", "--temp-dir",
        ],
        maximumArguments: 1,
        parse: { input throws(UsageError) in
            let taken: [String: [String]] = [
                "show": [], "sample": ["--users", "--days", "--seed", "--population-file"],
                "fit": [
                    "--events", "--format", "--user-key", "--app-id", "--all-platforms", "--segments", "--answers",
                    "--any-order", "--temp-dir",
                ],
            ]
            if let subcommand = input.arguments.first, let options = taken[subcommand] {
                for option in taken.values.joined().sorted()
                where !options.contains(option) && (input.string(option) != nil || input.has(option)) {
                    throw UsageError("'population \(subcommand)' does not take \(option)", command: "population")
                }
            }
            switch input.arguments {
            case ["show"]: return PopulationShowCommand()
            case ["sample"]: return try PopulationSampleCommand(input)
            case ["fit"]: return try PopulationFitCommand(input)
            default: throw UsageError("'population' needs 'show', 'sample' or 'fit'", command: "population")
            }
        }
    )

    var changesStore: Bool { false }

    @MainActor func run(in context: ShellContext) async -> Int32 {
        let data = PopulationFile.data(for: PopulationModel(), onOneLine: context.options.json)
        for line in String(decoding: data, as: UTF8.self).split(separator: "\n") {
            context.console.out(String(line))
        }
        return ExitCode.success.rawValue
    }
}
