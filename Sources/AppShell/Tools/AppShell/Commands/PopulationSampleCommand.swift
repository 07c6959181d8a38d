import AskForReviewDomain
import AskForReviewSimulation
import Foundation

/// `population sample`: a sample event log of the population's users, as `replay --events` reads it.
struct PopulationSampleCommand: ShellCommand, Equatable {
    var users = 10_000
    var days = 30
    var seed: UInt64 = 1
    var model = PopulationModel()

    var changesStore: Bool { false }

    init(_ input: CommandInput) throws(UsageError) {
        users = try input.count("--users", range: 1...PopulationSimulator.maximumUsers) ?? users
        days = try input.count("--days", range: 1...36_500) ?? days
        seed = try PopulationRun.seed(in: input) ?? seed
        model = try PopulationRun.model(in: input) ?? model
    }

    @MainActor func run(in context: ShellContext) async -> Int32 {
        let simulator = PopulationSimulator(
            model: model, policies: [], users: users, days: days, seed: seed,
            start: context.options.now ?? Date(timeIntervalSinceReferenceDate: 788_918_400))
        for index in 0..<users {
            for event in simulator.loggedEvents(ofUser: index) { context.console.out(event.logLine) }
        }
        return ExitCode.success.rawValue
    }
}
