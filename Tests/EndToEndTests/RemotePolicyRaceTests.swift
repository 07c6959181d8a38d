import AskForReviewData
import AskForReviewDomain
import AskForReviewPolicyFiles
import AskForReviewRollout
import Foundation
import TestSupport
import Testing

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A launch that finds a refused payload kept and a receive of a good one, racing: the good payload
/// is never set aside, whichever runs first, in two threads or in two processes (an app and its
/// extension).
@Suite("Remote policy: a launch and a receive racing never lose a good payload")
struct RemotePolicyRaceTests {
    /// Trials with two processes: 20 in `swift test`; `.ci/run` runs 400
    /// (`ASKFORREVIEW_REMOTE_RACE_TRIALS`). Trials with two threads: five times as many.
    static let processTrials =
        ProcessInfo.processInfo.environment["ASKFORREVIEW_REMOTE_RACE_TRIALS"].flatMap { Int($0) } ?? 20

    static let good = Data(
        #"{"format": 1, "name": "good", "moments": ["processCompleted"], "conditions": [{"minimumSessions": {"count": 3}}, {"minimumTimeElapsed": {"since": "lastRequest", "duration": "30d"}}]}"#
            .utf8)
    /// A payload the kept file may hold that every launch refuses.
    static let refused = Data(#"{"format": 1, "name": "damaged""#.utf8)

    /// The name of the policy in force at `url` for a launch now.
    static func inForce(at url: URL) -> String {
        switch RemotePolicySource(bundled: .policy(.apple), fileURL: url).contents(forVersion: "1.0") {
        case .policy(let policy, _): policy.name
        case .experiment(let experiment): experiment.name
        }
    }

    @Test("Two threads: the good payload received is the one in force afterwards")
    func threads() throws {
        let folder = TemporaryFolderURL()
        let url = folder.url.appendingPathComponent("remote-policy.json")
        let trials = Self.processTrials * 5
        var lost = 0
        for _ in 0..<trials {
            try Self.refused.write(to: url)
            let launch = RemotePolicySource(bundled: .policy(.apple), fileURL: url)
            let receive = RemotePolicySource(bundled: .policy(.apple), fileURL: url)
            let group = DispatchGroup()
            DispatchQueue.global().async(group: group) { _ = launch.contents(forVersion: "1.0") }
            DispatchQueue.global().async(group: group) { _ = try? receive.receive(Self.good) }
            group.wait()
            if Self.inForce(at: url) != "good" { lost += 1 }
        }
        TestOutput.write("remote policy race, threads: the good payload lost in \(lost) of \(trials) trials")
        #expect(lost == 0)
    }

    @Test("Two processes, a launch and a receive started at the same instant: the good payload stays")
    func processes() throws {
        let folder = TemporaryFolderURL()
        let url = folder.url.appendingPathComponent("remote-policy.json")
        var generator = SeededGenerator.recordingSeed(for: "remote policy race offsets")
        var lost = 0
        var launchesThatSawGood = 0
        for _ in 0..<Self.processTrials {
            try Self.refused.write(to: url)
            // Both wait for the same instant, shifted by up to 0.5 ms either way, then act.
            let start = monotonicNanoseconds() + 40_000_000
            let shift = Int64.random(in: -500_000...500_000, using: &generator)
            let launch = Process()
            launch.executableURL = BuiltProduct.url(named: "StoreStressWriter")
            launch.arguments = ["remote-once", url.path, "launch", String(start)]
            let output = Pipe()
            launch.standardOutput = output
            let receive = try BuiltProduct.start(
                "StoreStressWriter", ["remote-once", url.path, "receive", String(UInt64(Int64(start) + shift))])
            try launch.run()
            let said = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
            launch.waitUntilExit()
            receive.waitUntilExit()
            #expect(receive.terminationStatus == 0 && launch.terminationStatus == 0)
            if said.hasPrefix("good") { launchesThatSawGood += 1 }
            if Self.inForce(at: url) != "good" { lost += 1 }
        }
        TestOutput.write(
            "remote policy race, processes: the good payload lost in \(lost) of \(Self.processTrials) trials "
                + "(the launch itself ran the good one in \(launchesThatSawGood))")
        #expect(lost == 0)
    }
}
