import AskForReviewData
import AskForReviewDomain
import AskForReviewSimulation
import Foundation

/// A population run as the command line asks for it: `simulate --population N`.
struct PopulationRun: Equatable {
    var users = 10_000
    var days = 365
    var seed: UInt64 = 1
    /// The largest seed: 2⁵³ − 1, the largest whole number every JSON reader holds exactly, so the
    /// seed `--json` prints as a number is the seed that was run.
    static let largestSeed: UInt64 = 9_007_199_254_740_991
    /// Preset names and policy file paths, in the order compared; empty means the policy of
    /// `--policy` or `--policy-file`.
    var policies: [String] = []
    var model = PopulationModel()
    /// The shard simulated, from 0, and how many there are.
    var shard = Shard()
    /// Where to write the per-day CSV, if anywhere; checked before the run.
    var csvFile: ReplacedFile?
    /// Where to write the SVG chart, if anywhere; checked before the run.
    var svgFile: ReplacedFile?

    /// The run `--population` and its options describe; the single user's own rates are refused, as
    /// each user's come from the population model.
    init(reading input: CommandInput) throws(UsageError) {
        for name in ["--launches-per-day", "--completions-per-day", "--new-version-every", "--answer"]
        where input.string(name) != nil {
            throw UsageError(
                "--population draws each user's \(name.dropFirst(2)) from the population model; set it in --population-file",
                command: input.command)
        }
        shard = try Shard.read(from: input)
        // One run simulates at most the simulator's maximum; shards split a larger population.
        let most = PopulationSimulator.maximumUsers * shard.count
        users = try input.count("--population", range: 1...most) ?? users
        days = try input.count("--days", range: 1...36_500) ?? days
        seed = try Self.seed(in: input) ?? seed
        if let list = input.string("--compare") { policies = try PolicySource.compared(list, command: input.command) }
        model = try Self.model(in: input) ?? model
        csvFile = try input.outputFile("--csv")
        svgFile = try input.outputFile("--svg")
        if input.string("--review-rate") != nil {
            guard let rate = try input.rate("--review-rate"), rate <= 1 else {
                throw UsageError("--review-rate expects a number from 0 to 1", command: input.command)
            }
            model.reviewRate = rate
        }
    }

    /// The seed `--seed` gives, if it is given.
    static func seed(in input: CommandInput) throws(UsageError) -> UInt64? {
        guard let text = input.string("--seed") else { return nil }
        guard CommandInput.isDigits(text), let seed = UInt64(text), seed <= largestSeed else {
            throw UsageError(
                "--seed expects a whole number from 0 to \(largestSeed), got \(TerminalText.quoted(text))",
                command: input.command)
        }
        return seed
    }

    /// The population `--population-file` describes, if it is given.
    static func model(in input: CommandInput) throws(UsageError) -> PopulationModel? {
        guard let path = input.string("--population-file") else { return nil }
        let data = try PolicySource.contents(of: path, option: "--population-file")
        do {
            return try PopulationFile.model(from: data)
        } catch {
            throw PolicySource.invalid(error, in: path, option: "--population-file", kind: "population file")
        }
    }

    /// The defaults: 10,000 users over 365 days, seed 1, the `--policy` preset, the default model.
    init() {}
}
