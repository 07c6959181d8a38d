import AskForReviewDomain
import AskForReviewSimulation
import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// 5. A population run of the `apple` preset on every core, nobody churning (installs spread over
/// the year, each day's counts drawn); then the same users made plain (installed on day 0, counts
/// accumulated, so a hand-written loop can follow them) replayed by the simulator against a
/// hand-written loop of the same rules on the same cores; peak memory of the whole benchmark process.
enum PopulationBenchmark {
    static let start = Date(timeIntervalSinceReferenceDate: 800_000_000)

    /// Runs `users` users (by default 100,000, or 10,000 when `quick`).
    static func run(quick: Bool, users: Int? = nil) async {
        let users = users ?? (quick ? 10_000 : 100_000)
        var model = PopulationModel()
        model.churnPerDay = 0
        let simulator = PopulationSimulator(
            model: model, policies: [.apple], users: users, days: 365, seed: 1, start: start)
        let clock = ContinuousClock()
        let began = clock.now
        let outcome = await simulator.run()[0]
        let simulated = seconds(clock.now - began)
        print(
            "\n5. Population, apple, \(users) users × 365 days on \(ProcessInfo.processInfo.activeProcessorCount) cores"
        )
        print("  target: 1,000,000 users in at most 60 s, peak memory ≤ 200 MB")
        print(
            String(
                format: "  population run %.1f s: %.0f users/s, %.2f M user-days/s (%d user-days: installs spread)",
                simulated, Double(users) / simulated, Double(outcome.userDays) / simulated / 1e6, outcome.userDays))

        let plainUsers = (0..<users).map { index in
            var user = simulator.user(index).user
            (user.installDay, user.days, user.drawSeed, user.updateDelayDays) = (0, 365, nil, 0)
            return user
        }
        let (replayed, replayAsks) = await timed(users) { chunk in
            chunk.reduce(0) { $0 + UsageSimulator(policy: .apple, user: plainUsers[$1], start: start).run().asks.count }
        }
        let (handWritten, handAsks) = await timed(users) { chunk in
            chunk.reduce(0) { $0 + HandWrittenLoop(policy: "apple", user: plainUsers[$1], start: start).run() }
        }
        let userDays = Double(users * 365)
        print(
            String(
                format:
                    "  plain users, simulator %.2f s: %.2f M user-days/s; hand-written loop %.2f s: %.1f M user-days/s   ratio %.0fx   asks %d/%d",
                replayed, userDays / replayed / 1e6, handWritten, userDays / handWritten / 1e6, replayed / handWritten,
                replayAsks, handAsks))
        let usage = resourceUsage()
        print(
            String(
                format: "  1,000,000 users at this pace: about %.0f s;   peak memory of this process: %.0f MiB",
                simulated * 1_000_000 / Double(users), Double(usage.ru_maxrss) / 1_024))
    }

    /// Seconds `work` takes over the indices of `users` users, in chunks of 500 on every core, and the
    /// sum of what it returns.
    private static func timed(_ users: Int, _ work: @escaping @Sendable (Range<Int>) -> Int) async -> (Double, Int) {
        let clock = ContinuousClock()
        let began = clock.now
        let total = await withTaskGroup(of: Int.self) { group in
            for first in stride(from: 0, to: users, by: 500) {
                group.addTask { work(first..<min(users, first + 500)) }
            }
            return await group.reduce(0, +)
        }
        return (seconds(clock.now - began), total)
    }

    private static func seconds(_ duration: Duration) -> Double {
        Double(duration.components.seconds) + Double(duration.components.attoseconds) / 1e18
    }
}
