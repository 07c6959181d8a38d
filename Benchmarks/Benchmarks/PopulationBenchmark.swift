import AskForReviewDomain
import AskForReviewSimulation
import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// 5. A population run of the `apple` preset on every core (each user kept the whole year), against
/// a hand-written loop of the same rules over the same users on the same cores; peak memory of the
/// whole benchmark process.
enum PopulationBenchmark {
    static let start = Date(timeIntervalSinceReferenceDate: 800_000_000)

    /// Runs `users` users (by default 100,000, or 10,000 when `quick`).
    static func run(quick: Bool, users: Int? = nil) async {
        let users = users ?? (quick ? 10_000 : 100_000)
        var model = PopulationModel()
        model.churnPerDay = 0  // everyone stays the year: users × 365 days
        let simulator = PopulationSimulator(
            model: model, policies: [.apple], users: users, days: 365, seed: 1, start: start)
        let clock = ContinuousClock()
        let began = clock.now
        let outcome = await simulator.run()[0]
        let simulated = seconds(clock.now - began)

        let handBegan = clock.now
        let handAsks = await withTaskGroup(of: Int.self) { group in
            let chunk = 500
            for first in stride(from: 0, to: users, by: chunk) {
                group.addTask {
                    (first..<min(users, first + chunk)).reduce(0) { asks, index in
                        asks + HandWrittenLoop(policy: "apple", user: simulator.user(index).user, start: start).run()
                    }
                }
            }
            return await group.reduce(0, +)
        }
        let handWritten = seconds(clock.now - handBegan)

        var usage = rusage()
        #if canImport(Glibc)
            getrusage(RUSAGE_SELF.rawValue, &usage)
        #else
            getrusage(RUSAGE_SELF, &usage)
        #endif
        let userDays = Double(outcome.userDays)
        // A population run also replays a user without the mirror from where the mirror stood in the way
        // (to count what the system would have swallowed); the loop replays each user once.
        let rate = userDays / simulated
        let handRate = userDays / handWritten
        print(
            "\n5. Population, apple, \(users) users × 365 days on \(ProcessInfo.processInfo.activeProcessorCount) cores"
        )
        print("  target: 1,000,000 users in at most 60 s (≥ 6 M user-days/s), peak memory ≤ 200 MB")
        print(String(format: "  population run %.1f s: %.2f M user-days/s", simulated, rate / 1e6))
        print(
            String(
                format: "  hand-written loop %.2f s: %.1f M user-days/s   ratio %.0fx   asks %d/%d",
                handWritten, handRate / 1e6, handRate / rate, outcome.asksPerDay.reduce(0, +), handAsks))
        print(
            String(
                format: "  1,000,000 users at this pace: about %.0f s;   peak memory of this process: %.0f MiB",
                simulated * 1_000_000 / Double(users), Double(usage.ru_maxrss) / 1_024))
    }

    private static func seconds(_ duration: Duration) -> Double {
        Double(duration.components.seconds) + Double(duration.components.attoseconds) / 1e18
    }
}
