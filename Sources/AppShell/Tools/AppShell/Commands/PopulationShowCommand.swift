import AskForReviewData
import AskForReviewSimulation
import Foundation

/// `population show`: the built-in population as a population file, which `--population-file` reads
/// back to the same population.
struct PopulationShowCommand: ShellCommand, Equatable {
    static let definition = CommandDefinition(
        name: "population",
        usage: "population show",
        summary: "print the built-in population as a population file",
        help: """
            population show
              Prints the population simulate --population draws its users from, as a population file
              (segments by sessions a week with their events a session, bad experiences a session,
              churn a day, versions a year and the days an update takes to reach a user, the share signed in, pre-prompt answers, the assumed review
              rate). Edit it and pass it with --population-file; unchanged, it gives the same run as
              the built-in population. With --json, the file on one line.
            """,
        maximumArguments: 1,
        parse: { input throws(UsageError) in
            guard input.arguments == ["show"] else {
                throw UsageError("'population' needs 'show'", command: "population")
            }
            return PopulationShowCommand()
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
