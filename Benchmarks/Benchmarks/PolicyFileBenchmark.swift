import AskForReviewData
import AskForReviewDomain
import AskForReviewPolicyFiles
import AskForReviewSimulation
import Foundation

/// 6. Policy files: reading and checking a 10 KB file, and a population run of the `apple` preset
/// loaded from its file against the same preset defined in Swift, interleaved in one run.
enum PolicyFileBenchmark {
    /// A policy of about 10 KB as a file: the three presets' rules many times over, in groups.
    static func tenKilobytePolicy() throws -> Data {
        var conditions: [any EligibilityCondition] = []
        var index = 0
        while try PolicyFile.data(for: policy(conditions)).count < 10_000 {
            index += 1
            conditions.append(
                AllOf([
                    MinimumEventCount(try EventName("event\(index)"), index, in: .sinceLastRequest, noun: "things"),
                    AnyOf([
                        MinimumTimeElapsed.sinceFirstLaunch(seconds: Double(index) * 86_400),
                        MinimumSessions(index, in: .currentVersion),
                    ]),
                    QuietAfterBadExperience(seconds: 3 * 86_400, sessions: 2),
                ]))
        }
        return try PolicyFile.data(for: policy(conditions))
    }

    private static func policy(_ conditions: [any EligibilityCondition]) -> ReviewPolicy {
        ReviewPolicy(name: "large", conditions: conditions, moments: [.processCompleted])
    }

    @MainActor
    static func run(quick: Bool) async throws {
        let file = try tenKilobytePolicy()
        print("\n6. Policy files")
        print("  target: reading and checking a 10 KB policy file < 1 ms; a policy from a file within 10% of Swift")
        let read = try measure(
            trials: quick ? 5 : 15, operations: 200,
            [Case(name: "read \(file.count)-byte file") { _ = try PolicyFile.policy(from: file) }])
        for sample in read {
            print(
                "  \(sample.name)  median \(formatTime(sample.median))  spread \(formatTime(sample.minimum))–\(formatTime(sample.maximum))"
            )
        }
        let fromFile = try PolicyFile.policy(from: try PolicyFile.data(for: .apple))
        let users = quick ? 5_000 : 20_000
        var rates: [String: [Double]] = [:]
        for _ in 0..<(quick ? 2 : 4) {
            for (label, policy) in [("Swift", ReviewPolicy.apple), ("file", fromFile)] {
                rates[label, default: []].append(await userDaysPerSecond(policy, users: users))
            }
        }
        let swift = median(rates["Swift"] ?? [])
        let loaded = median(rates["file"] ?? [])
        print(
            String(
                format:
                    "  population, apple, %d users: Swift %.2f, from its file %.2f M user-days/s (%+.1f%%, medians of interleaved runs)",
                users, swift / 1e6, loaded / 1e6, (loaded / swift - 1) * 100))
    }

    private static func userDaysPerSecond(_ policy: ReviewPolicy, users: Int) async -> Double {
        var model = PopulationModel()
        model.churnPerDay = 0
        let simulator = PopulationSimulator(
            model: model, policies: [policy], users: users, days: 365, seed: 1, start: PopulationBenchmark.start)
        let clock = ContinuousClock()
        let began = clock.now
        let outcome = await simulator.run()[0]
        return Double(outcome.userDays) / (clock.now - began).seconds
    }

    private static func median(_ values: [Double]) -> Double {
        let sorted = values.sorted()
        guard !sorted.isEmpty else { return 0 }
        return sorted.count.isMultiple(of: 2)
            ? (sorted[sorted.count / 2 - 1] + sorted[sorted.count / 2]) / 2 : sorted[sorted.count / 2]
    }
}
