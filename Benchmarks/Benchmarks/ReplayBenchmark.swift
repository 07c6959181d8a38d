import AskForReviewDomain
import AskForReviewSimulation
import Foundation

/// 7. Replaying an event log: a log of the built-in population's users written to a file, replayed
/// under `apple` from the file, several times; events a second, median and spread.
enum ReplayBenchmark {
    @MainActor
    static func run(quick: Bool) throws {
        let users = quick ? 5_000 : 40_000
        let simulator = PopulationSimulator(
            model: PopulationModel(), policies: [], users: users, days: 365, seed: 1,
            start: Date(timeIntervalSinceReferenceDate: 788_918_400))
        var log = Data()
        var events = 0
        for index in 0..<users {
            for event in simulator.loggedEvents(ofUser: index) {
                log.append(contentsOf: Array((event.logLine + "\n").utf8))
                events += 1
            }
        }
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("replay-benchmark-\(UUID()).jsonl")
        try log.write(to: file)
        defer { try? FileManager.default.removeItem(at: file) }
        print("\n7. Replaying an event log")
        print("  target: at least 1,000,000 events/s on 2 cores (apple); memory bounded by one user's history")
        var rates: [Double] = []
        for _ in 0..<(quick ? 3 : 7) {
            let handle = try FileHandle(forReadingFrom: file)
            defer { try? handle.close() }
            let clock = ContinuousClock()
            let started = clock.now
            _ = try LogReplay(policies: [.apple]).run(readingLogFrom: handle)
            let elapsed = clock.now - started
            rates.append(
                Double(events) / (Double(elapsed.components.attoseconds) / 1e18 + Double(elapsed.components.seconds)))
        }
        let sorted = rates.sorted()
        print(
            String(
                format: "  %d events of %d users (%.0f MB), apple: median %.2f M events/s, spread %.2f–%.2f",
                events, users, Double(log.count) / 1e6, sorted[sorted.count / 2] / 1e6, (sorted.first ?? 0) / 1e6,
                (sorted.last ?? 0) / 1e6))
        try ReplayShardsBenchmark.run(log: file, events: events, quick: quick)
    }
}
