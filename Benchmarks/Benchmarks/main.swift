// Benchmarks: swift run -c release Benchmarks [--quick] [decision] [persistence] [simulation] [startup]
//             [population [--users N]] [policyfile] [replay]
// Prints median and spread of repeated trials for each comparison; never fails on timing.
// For profilers (callgrind), on one thread: `--simulation-only PRESET DAYS` (one plain user) and
// `--population-users-only N` (the population section's first N users, as a population run has them).
import AskForReviewData
import AskForReviewDomain
import AskForReviewSimulation
import Foundation

let arguments = CommandLine.arguments.dropFirst()
if arguments.first == AllocationCounter.flag {
    let decisions = arguments.dropFirst().first.flatMap { Int($0) } ?? 0
    let keyValue = arguments.contains("--key-value")
    let usecase =
        keyValue
        ? DecisionBenchmark.makeUsecase(store: DecisionBenchmark.makeStore())
        : DecisionBenchmark.makeUsecase(service: StateInMemory(DecisionBenchmark.state))
    _ = try DecisionBenchmark.decide(usecase)
    for _ in 0..<decisions { _ = try DecisionBenchmark.decide(usecase) }
    exit(0)
}
if arguments.first == SimulationBenchmark.flag {
    // For profilers: one simulation of a preset for a number of days, nothing else.
    let days = arguments.dropFirst(2).first.flatMap { Int($0) } ?? 3_650
    guard let policy = arguments.dropFirst().first.flatMap(ReviewPolicy.preset(named:)) else {
        print("usage: Benchmarks \(SimulationBenchmark.flag) apple|fittoday|searchconsole [days]")
        exit(64)
    }
    try SimulationBenchmark.simulateOnce(policy: policy, days: days)
    exit(0)
}
if arguments.first == "--population-users-only" {
    // For profilers: population users one after another on this thread, as a population run simulates them.
    let users = arguments.dropFirst().first.flatMap { Int($0) } ?? 1_000
    var model = PopulationModel()
    model.churnPerDay = 0
    let population = PopulationSimulator(
        model: model, policies: [.apple], users: users, days: 365, seed: 1, start: PopulationBenchmark.start)
    var asks = 0
    for index in 0..<users {
        let (user, appState) = population.user(index)
        let (result, _) = UsageSimulator(
            policy: .apple, user: user, start: PopulationBenchmark.start, appState: appState,
            skipsChecksThatCannotAsk: true, stopsWhenNoAskCanFollow: true
        ).runWithAndWithoutMirror()
        asks += result.asks.count
    }
    print("\(users) users, \(asks) asks")
    exit(0)
}
let quick = arguments.contains("--quick")
// `--users N`: how many users the population section runs.
let usersFlag = arguments.firstIndex(of: "--users")
let populationUsers = usersFlag.flatMap { arguments[($0 + 1)...].first }.flatMap { Int($0) }
if usersFlag != nil, !(1...PopulationSimulator.maximumUsers).contains(populationUsers ?? 0) {
    print("--users expects a number from 1 to \(PopulationSimulator.maximumUsers)")
    exit(64)
}
// Sections named on the command line run alone; none named runs them all.
let named = Set(arguments.filter { !$0.hasPrefix("--") && Int($0) == nil })
let sections: [(name: String, run: @MainActor (Bool) throws -> Void)] = [
    ("decision", DecisionBenchmark.run), ("persistence", PersistenceBenchmark.run),
    ("simulation", SimulationBenchmark.run), ("startup", StartupBenchmark.run), ("replay", ReplayBenchmark.run),
]
if let unknown = named.subtracting(sections.map(\.name) + ["population", "policyfile"]).first {
    print(
        "unknown section \(unknown); choose from \((sections.map(\.name) + ["population", "policyfile"]).joined(separator: ", "))"
    )
    exit(64)
}
print("AskForReview benchmarks — \(quick ? "quick" : "full") run")
for section in sections where named.isEmpty || named.contains(section.name) {
    try section.run(quick)
}
if named.isEmpty || named.contains("population") {
    await PopulationBenchmark.run(quick: quick, users: populationUsers)
}
if named.isEmpty || named.contains("policyfile") {
    try await PolicyFileBenchmark.run(quick: quick)
}
print(
    "\nMachine: \(ProcessInfo.processInfo.processorCount) cores, \(ProcessInfo.processInfo.physicalMemory / 1_073_741_824) GiB; \(Date().formatted(.iso8601))"
)
