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
            """,
        summary: "print the built-in population as a population file, or a sample event log of its users",
        help: """
            population show
              Prints the population simulate --population draws its users from, as a population file
              (segments by sessions a week with their events a session, bad experiences a session,
              churn a day, versions a year and the days an update takes to reach a user, the share signed in, pre-prompt answers, the assumed review
              rate). Edit it and pass it with --population-file; unchanged, it gives the same run as
              the built-in population. With --json, the file on one line.

            population sample [--users N] [--days D] [--seed S] [--population-file FILE]
              Print an event log (JSON Lines, as replay --events reads it) of N users (default 10000,
              at most 1000000) drawn from the population as simulate --population draws them, over up
              to D days (default 30) from --now (default 2026-01-01T00:00:00Z), seed S (default 1):
              each user's launches with their version, completed and skipped processes and other
              events, users one after another, each in time order. The same arguments print the
              same log.
            """,
        valued: ["--users", "--days", "--seed", "--population-file"],
        maximumArguments: 1,
        parse: { input throws(UsageError) in
            switch input.arguments {
            case ["show"]:
                for option in ["--users", "--days", "--seed", "--population-file"] where input.string(option) != nil {
                    throw UsageError("'population show' does not take \(option)", command: "population")
                }
                return PopulationShowCommand()
            case ["sample"]: return try PopulationSampleCommand(input)
            default: throw UsageError("'population' needs 'show' or 'sample'", command: "population")
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
