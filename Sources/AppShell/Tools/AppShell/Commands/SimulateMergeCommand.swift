import AskForReviewDomain
import AskForReviewSimulation
import Foundation

/// `simulate merge A.json B.json …`: the `simulate --population --json` results of the shards of one
/// population run added up, to exactly what one run of the whole population prints.
struct SimulateMergeCommand: ShellCommand, Equatable {
    /// The shards' result files, in any order.
    let files: [String]

    var changesStore: Bool { false }

    @MainActor func run(in context: ShellContext) async -> Int32 {
        let console = context.console
        var merged: Part?
        var shards: [(file: String, shard: Shard)] = []
        do throws(UsageError) {
            for file in files {
                let part = try Self.part(in: file)
                shards.append((file, part.shard))
                guard let total = merged else {
                    merged = part
                    continue
                }
                guard part.run == total.run, part.population == total.population,
                    part.outcomes.map(\.policy) == total.outcomes.map(\.policy)
                else {
                    throw UsageError(
                        "simulate merge: \(TerminalText.quoted(file)) is not a shard of the same run (the same "
                            + "population, seed, days, review rate and policies, in the same order)", code: .dataError)
                }
                merged?.outcomes = zip(total.outcomes, part.outcomes).map { whole, shard in
                    var whole = whole
                    whole.add(shard)
                    return whole
                }
            }
            try Shard.checkComplete(shards, merge: "simulate merge")
        } catch {
            error.lines.forEach(console.error)
            return error.code.rawValue
        }
        guard let merged else { return ExitCode.usage.rawValue }
        let (run, outcomes) = (merged.run, merged.outcomes)
        let command = PopulationCommand(run: run)
        if context.options.json {
            console.out(command.json(outcomes, population: merged.population).line())
        } else {
            command.table(outcomes).forEach(console.out)
        }
        return ExitCode.success.rawValue
    }

    /// One shard's result: the run (its shard apart), the population's identity, the shard, and each
    /// policy's outcome.
    struct Part {
        var run: PopulationRun
        let population: InputIdentity
        let shard: Shard
        var outcomes: [PolicyOutcome]
    }

    /// The part `simulate --population --json` wrote to `path`.
    static func part(in path: String) throws(UsageError) -> Part {
        let quoted = TerminalText.quoted(path)
        let population = try OutcomeJSON.section(
            "population", of: "simulate", output: "simulate --population --json", in: path, merge: "simulate merge")
        guard let users = population["users"] as? Int, let seed = (population["seed"] as? NSNumber)?.uint64Value,
            let days = population["days"] as? Int, let reviewRate = population["reviewRateAssumed"] as? Double,
            let policies = population["policies"] as? [[String: Any]]
        else {
            throw UsageError(
                "simulate merge: \(quoted) is not the output of 'simulate --population --json'", code: .dataError)
        }
        guard let shard = Shard(json: population["shard"]), let identity = InputIdentity(json: population["input"])
        else {
            throw UsageError(
                "simulate merge: \(quoted) says no shard or population: it was written by an earlier version; run "
                    + "it again", code: .dataError)
        }
        var run = PopulationRun()
        (run.users, run.seed, run.days, run.model.reviewRate) = (users, seed, days, reviewRate)
        var outcomes: [PolicyOutcome] = []
        for policy in policies {
            guard let outcome = OutcomeJSON.outcome(from: policy, days: days) else {
                throw UsageError("simulate merge: \(quoted) has a policy's figures it cannot read", code: .dataError)
            }
            if let problem = OutcomeJSON.inconsistency(of: outcome) {
                throw UsageError(
                    "simulate merge: \(quoted) has figures that do not add up: \(problem)", code: .dataError)
            }
            outcomes.append(outcome)
        }
        return Part(run: run, population: identity, shard: shard, outcomes: outcomes)
    }
}
