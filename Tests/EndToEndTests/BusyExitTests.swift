import Foundation
import TestSupport
import Testing

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Exit 75 says "nothing was changed, try again", and a script that retries on it counts on that:
/// every command that writes, run while another process holds the store's lock until about the end
/// of the 3-second wait, either exits 75 with the store exactly as it was, or succeeds (or exits 74,
/// saying part of it was stored) with the store changed.
@Suite("Exit 75 means nothing was stored")
struct BusyExitTests {
    /// Rounds of every command at every release time: 1 in `swift test`; `.ci/run` runs 4
    /// (`ASKFORREVIEW_BUSY_ROUNDS`).
    static let rounds = ProcessInfo.processInfo.environment["ASKFORREVIEW_BUSY_ROUNDS"].flatMap { Int($0) } ?? 1

    /// The store's lock wait, in nanoseconds (`JSONFileStore.defaultLockWait`).
    static let lockWait: UInt64 = 3_000_000_000

    /// Every command that writes the store, with the experiment's install id written first.
    static func commands(experiment: String) -> [[String]] {
        [
            ["launch"], ["complete", "--pause", "0"], ["complete", "--outcome", "skipped"], ["event", "seen"],
            ["event", "fresh", "--ask", "--pause", "0"], ["event", "seen", "--bad"], ["chose-rate"], ["opt-out"],
            ["reset"], ["reset", "--all"],
            ["launch", "--policy-file", experiment],
        ]
    }

    /// How a command of a round ended.
    struct End: Sendable {
        let arguments: [String]
        /// Whether the test could take the store's lock before starting the command.
        let locked: Bool
        let code: Int32
        /// Whether the store differs from the seeded one.
        let changed: Bool
    }

    @Test("Each writing command against a lock held to the edge of the wait: exit 75 if and only if nothing is stored")
    func busyMeansNothingStored() async throws {
        let shell = ShellHarness()
        let experiment = try shell.file(holding: ShellPolicyFileTests.experiment)
        // A store that has seen a launch and the event "seen", so recording it again is queued.
        for seed in [["launch"], ["event", "seen"]] { _ = try shell.run(seed) }
        let seeded = try Data(contentsOf: shell.store)
        var generator = SeededGenerator.recordingSeed(for: "busy exit release times")
        var tally: [Int32: Int] = [:]
        for _ in 0..<Self.rounds {
            // Each command three times, each lock let go at its own moment: from 0.1 s before the
            // command's wait ends to 0.25 s after.
            let commands = Self.commands(experiment: experiment).flatMap { arguments in
                (0..<3).map { _ in (arguments, UInt64.random(in: 0...350_000_000, using: &generator)) }
            }
            // The round waits about 3 s: on a thread of its own, not one of a core's.
            for end in try await offThePool({ try Self.round(commands, seeded: seeded, in: shell) }) {
                tally[end.code, default: 0] += 1
                #expect(end.locked, "\(end.arguments): the test took the lock first")
                #expect([0, 74, 75].contains(end.code), "\(end.arguments): exit \(end.code)")
                let told = "\(end.arguments): exit \(end.code), store changed: \(end.changed)"
                #expect((end.code == 75) == !end.changed, "\(told)")
            }
        }
        let counts = tally.keys.sorted().map { "exit \($0): \(tally[$0] ?? 0)" }.joined(separator: ", ")
        TestOutput.write("busy exit: \(tally.values.reduce(0, +)) commands against a lock held to the edge; \(counts)")
    }

    /// Starts each of `commands` on a store of its own holding `seeded`, whose lock this process
    /// holds, lets each lock go `shift` after 0.1 s before the command's wait ends, and tells how
    /// each command ended.
    static func round(
        _ commands: [(arguments: [String], shift: UInt64)], seeded: Data, in shell: ShellHarness
    ) throws -> [End] {
        var runs: [(arguments: [String], store: URL, process: Process, lock: Int32, locked: Bool, release: UInt64)] = []
        let start = monotonicNanoseconds()
        for (arguments, shift) in commands {
            let store = shell.home.appendingPathComponent("busy-\(UUID().uuidString).json")
            try seeded.write(to: store)
            let lock = open(store.path + ".lock", O_RDWR | O_CREAT | O_CLOEXEC, 0o600)
            let locked = lock >= 0 && flock(lock, LOCK_EX) == 0
            let process = Process()
            process.executableURL = ShellHarness.binary
            process.arguments = arguments + ["--store", store.path]
            process.environment = ["HOME": shell.home.path, "PATH": "/usr/bin:/bin", "TZ": "UTC"]
            process.standardOutput = FileHandle.nullDevice
            process.standardError = FileHandle.nullDevice
            try process.run()
            runs.append((arguments, store, process, lock, locked, start + lockWait - 100_000_000 + shift))
        }
        for run in runs.sorted(by: { $0.release < $1.release }) {
            while monotonicNanoseconds() < run.release { usleep(1_000) }
            flock(run.lock, LOCK_UN)
            close(run.lock)
        }
        return try runs.map { run in
            run.process.waitUntilExit()
            return End(
                arguments: run.arguments, locked: run.locked, code: run.process.terminationStatus,
                changed: try Data(contentsOf: run.store) != seeded)
        }
    }
}
