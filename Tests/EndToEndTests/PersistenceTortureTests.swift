import AskForReviewData
import AskForReviewDomain
import AskForReviewPolicyFiles
import AskForReviewRollout
import Foundation
import TestSupport
import Testing

#if canImport(Glibc)
    import Glibc
#endif

/// The file store under real processes: killed writers and concurrent writers.
@Suite("JSON file store under real processes")
struct PersistenceTortureTests {
    /// Writers killed: 15 in `swift test` (a quick check); `.ci/run` kills 150
    /// (`ASKFORREVIEW_WRITER_KILLS`), the figure the README and Benchmarks give.
    static let kills = ProcessInfo.processInfo.environment["ASKFORREVIEW_WRITER_KILLS"].flatMap { Int($0) } ?? 15
    static let writers = 4
    static let incrementsPerWriter = 250

    func files(in folder: URL, containing part: String) throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.contains(part) }
    }

    @Test("A writer killed with SIGKILL at random moments never leaves a torn store or a smaller count")
    func killedWriters() throws {
        let folder = TemporaryFolderURL()
        let url = folder.url.appendingPathComponent("state.json")
        var generator = SeededGenerator.recordingSeed(for: "kill moments")
        var lastCount = 0
        var killedMidRun = 0
        for _ in 0..<Self.kills {
            let writer = try BuiltProduct.start("StoreStressWriter", ["json", url.path, "1000000"])
            // Kill it at a random moment among its writes: as soon as the store shows a random number
            // of new updates. The store is read every 200 µs meanwhile (often enough to land among the
            // writes, seldom enough to leave the writer the processor), so the kill lands wherever the
            // writer is then, mostly inside a write.
            let target = lastCount + Int.random(in: 1...5, using: &generator)
            let deadline = Date().addingTimeInterval(30)
            while (try JSONFileStore(fileURL: url).get(forKey: ReviewStoreKeys.requestCount) ?? 0) < target,
                Date() < deadline
            { usleep(200) }
            kill(writer.processIdentifier, SIGKILL)
            writer.waitUntilExit()
            if writer.terminationReason == .uncaughtSignal { killedMidRun += 1 }

            let values = try JSONFileStore(fileURL: url).load()
            #expect(values.problems.isEmpty, "the store always loads: \(values.problems)")
            let count = values[ReviewStoreKeys.requestCount] ?? 0
            #expect(count >= lastCount, "no count goes backwards")
            lastCount = count
        }
        #expect(killedMidRun == Self.kills)
        #expect(lastCount >= Self.kills, "every writer wrote before it was killed")
        #expect(try files(in: folder.url, containing: ".corrupt-").isEmpty)

        try JSONFileStore(fileURL: url).save(value: lastCount + 1, forKey: ReviewStoreKeys.requestCount)
        #expect(try files(in: folder.url, containing: ".tmp-").isEmpty, "leftover temporary files are removed")
        TestOutput.write("killed writers: \(Self.kills) kills survived, final count \(lastCount)")
    }

    @Test("An app killed while it keeps a remote policy leaves the last good one whole, never a damaged one")
    func killedWhileKeepingRemotePolicy() throws {
        let folder = TemporaryFolderURL()
        let url = folder.url.appendingPathComponent("remote-policy.json")
        var generator = SeededGenerator.recordingSeed(for: "remote policy kill moments")
        func inForce() -> String {
            switch RemotePolicySource(bundled: .policy(.apple), fileURL: url).contents(forVersion: "1.0") {
            case .policy(let policy, _): policy.name
            case .experiment(let experiment): experiment.name
            }
        }
        for _ in 0..<40 {
            let writer = try BuiltProduct.start("StoreStressWriter", ["remote", url.path])
            // Kill it once the policy kept has changed a random number of times (read every 200 µs):
            // mostly mid-write.
            var changes = Int.random(in: 1...4, using: &generator)
            var seen = inForce()
            let deadline = Date().addingTimeInterval(30)
            while changes > 0, Date() < deadline {
                let now = inForce()
                if now != seen { changes -= 1 }
                seen = now
                usleep(200)
            }
            kill(writer.processIdentifier, SIGKILL)
            writer.waitUntilExit()
            #expect(["even", "odd"].contains(inForce()), "a kept policy, whole")
        }
        #expect(try files(in: folder.url, containing: ".corrupt-").isEmpty, "nothing was ever damaged")
        try RemotePolicySource(bundled: .policy(.apple), fileURL: url).receive(
            Data(
                #"{"format": 1, "name": "last", "moments": ["processCompleted"], "conditions": [{"minimumSessions": {"count": 3}}, {"minimumTimeElapsed": {"since": "lastRequest", "duration": "30d"}}]}"#
                    .utf8))
        #expect(inForce() == "last")
        #expect(try files(in: folder.url, containing: ".tmp-").isEmpty, "a killed writer's temporary file is removed")
    }

    /// Rounds of two kills each: 4 in `swift test` (a quick check; the figure comes from the long
    /// form); `.ci/run` runs 150 (`ASKFORREVIEW_KILL_ROUNDS`).
    static let writeBehindRounds =
        ProcessInfo.processInfo.environment["ASKFORREVIEW_KILL_ROUNDS"].flatMap { Int($0) } ?? 4
    /// The write-behind store's default delay, in nanoseconds: a change's write starts half of it after
    /// the change was recorded.
    static let writeBehindDelay: UInt64 = 500_000_000
    /// How late a timer may fire on a busy machine (measured up to 90 ms on 2 loaded cores).
    static let timerLateness: UInt64 = 150_000_000

    @Test("Apps writing behind one store, killed at random moments, lose only what the window allows")
    func killedWriteBehindApps() async throws {
        let folder = TemporaryFolderURL()
        let url = folder.url.appendingPathComponent("state.json")
        var generator = SeededGenerator.recordingSeed(for: "write-behind kill moments")
        var figures = WriteBehindKillFigures()
        for _ in 0..<Self.writeBehindRounds {
            let moments = Self.writeBehindEvents.map { _ in
                UInt64.random(in: 50_000_000...700_000_000, using: &generator)
            }.sorted()
            // The apps live up to 0.7 s: waited for on a thread of its own, not one of a core's.
            let ends = try await offThePool { try Self.writeBehindApps(store: url, killedAt: moments) }
            let stored = try StoreableReviewStoreService(store: JSONFileStore(fileURL: url)).loadState()
            #expect(stored.loadProblems.isEmpty, "the store always loads: \(stored.loadProblems)")
            for end in ends {
                #expect(end.log.failures.isEmpty, "no failure reported: \(end.log.failures)")
                let kept = stored.facts(of: try EventName(end.event)).count
                #expect(kept >= (end.log.acknowledged.first?.count ?? 1) - 1, "nothing stored before this run is lost")
                figures.add(end.log, kept: kept, killedAt: end.killedAt)
            }
        }
        TestOutput.write(figures.summary(kills: 2 * Self.writeBehindRounds))
        // The documented bound: a lost change is at most `delay` old, or its write was under way (it
        // started within half the delay, a late timer allowed) and the disk had not finished it.
        #expect(figures.beyondBound.isEmpty, "lost beyond the bound: \(figures.beyondBound)")
    }

    /// The events of the apps sharing a write-behind store (an app and its extension), one each.
    static let writeBehindEvents = ["app", "extension"]

    /// An app for each of `writeBehindEvents` recording on the store at `store`, each killed at its
    /// moment of `moments` (sorted, nanoseconds after they started): what each printed, and when it
    /// was killed (monotonic ns).
    static func writeBehindApps(store: URL, killedAt moments: [UInt64]) throws -> [(
        event: String, log: WriteBehindApp.Log, killedAt: UInt64
    )] {
        let apps = try writeBehindEvents.map { try WriteBehindApp(store: store, event: $0) }
        let started = monotonicNanoseconds()
        var killedAt: [UInt64] = []
        for (app, moment) in zip(apps, moments) {
            let now = monotonicNanoseconds()
            if started + moment > now { usleep(UInt32((started + moment - now) / 1_000)) }
            killedAt.append(monotonicNanoseconds())
            app.kill()
        }
        return zip(apps, killedAt).map { (app, killed) in (app.event, app.log(), killed) }
    }

    @Test("Several processes recording completions at once end with exactly the total")
    func concurrentProcesses() throws {
        let folder = TemporaryFolderURL()
        let url = folder.url.appendingPathComponent("state.json")
        // What this checks is that no update is lost, so each writer may wait as long as it needs
        // (30 s) for the lock: on a loaded machine 4 writers in a tight loop can keep one waiting
        // longer than the store's default bound, which is another test's subject.
        let processes = try (0..<Self.writers).map { _ in
            try BuiltProduct.start(
                "StoreStressWriter", ["json", url.path, String(Self.incrementsPerWriter), "30000"])
        }
        for process in processes { process.waitUntilExit() }
        #expect(processes.allSatisfy { $0.terminationStatus == 0 })
        let count = try JSONFileStore(fileURL: url).get(forKey: ReviewStoreKeys.requestCount)
        #expect(count == Self.writers * Self.incrementsPerWriter)
    }

    /// Rounds of 3 writers making 400 changes each while the lock file is removed: 1 in `swift test`;
    /// `.ci/run` runs 10 (`ASKFORREVIEW_LOCK_REMOVAL_ROUNDS`), 12,000 acknowledged changes.
    static let lockRemovalRounds =
        ProcessInfo.processInfo.environment["ASKFORREVIEW_LOCK_REMOVAL_ROUNDS"].flatMap { Int($0) } ?? 1

    @Test("The lock file removed or replaced every few milliseconds while processes write: no acknowledged change lost")
    func lockFileRemovedWhileHeld() throws {
        let folder = TemporaryFolderURL()
        let url = folder.url.appendingPathComponent("state.json")
        let lock = folder.url.appendingPathComponent("state.json.lock").path
        let stranger = folder.url.appendingPathComponent("stranger").path
        let writers = 3
        let increments = 400
        var acknowledged = 0
        var removals = 0
        for _ in 0..<Self.lockRemovalRounds {
            let processes = try (0..<writers).map { _ in
                try BuiltProduct.start("StoreStressWriter", ["json", url.path, String(increments), "30000"])
            }
            // A person or a cleanup script, again and again: the lock file removed, or another file
            // moved onto its name, whoever holds it.
            while processes.contains(where: \.isRunning) {
                if removals.isMultiple(of: 2) {
                    unlink(lock)
                } else {
                    close(open(stranger, O_WRONLY | O_CREAT, 0o600))
                    rename(stranger, lock)
                }
                removals += 1
                usleep(2_000)
            }
            for process in processes { process.waitUntilExit() }
            #expect(processes.map(\.terminationStatus) == Array(repeating: 0, count: writers), "all acknowledged")
            acknowledged += writers * increments
        }
        let count = try JSONFileStore(fileURL: url).get(forKey: ReviewStoreKeys.requestCount)
        #expect(count == acknowledged, "none lost of \(acknowledged), \(removals) removals")
    }
}

/// An app process recording one event through the write-behind store until it is killed.
final class WriteBehindApp {
    /// What the app printed before it was killed.
    struct Log {
        /// The events it was told were recorded: each one's count then, and when (monotonic ns).
        var acknowledged: [(count: Int, time: UInt64)] = []
        /// Its writes of the file: when each started and, if it did, ended (monotonic ns).
        var writes: [(start: UInt64, end: UInt64?)] = []
        var failures: [String] = []
    }

    let event: String
    private let process = Process()
    private let output = Pipe()

    init(store: URL, event: String) throws {
        self.event = event
        process.executableURL = BuiltProduct.url(named: "StoreStressWriter")
        process.arguments = ["behind", store.path, event]
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        try process.run()
    }

    /// Kills the app with SIGKILL and waits for it to end.
    func kill() {
        Glibc.kill(process.processIdentifier, SIGKILL)
        process.waitUntilExit()
    }

    /// Everything the app printed before it was killed, in order.
    func log() -> Log {
        let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        var log = Log()
        for line in text.split(separator: "\n") {
            let fields = line.split(separator: " ")
            if line.hasPrefix("failure:") {
                log.failures.append(String(line))
            } else if fields.count == 2, let time = UInt64(fields[1]) {
                switch fields[0] {
                case "write-start": log.writes.append((time, nil))
                case "write-end": log.writes[log.writes.count - 1].end = time
                default: if let count = Int(fields[0]) { log.acknowledged.append((count, time)) }
                }
            }
        }
        return log
    }
}

/// What the write-behind kills lost: the age of the oldest lost event at each kill, and any loss the
/// documented bound does not allow.
struct WriteBehindKillFigures {
    private(set) var oldestLost: [UInt64] = []
    private(set) var duringStalledWrite = 0
    private(set) var beyondBound: [String] = []
    private(set) var longestWrite: UInt64 = 0

    /// Nanoseconds from `start` to `end`, or 0 when `end` is earlier: the kill is timed just before the
    /// signal is sent, so the app may still start a write, or acknowledge an event, after that time.
    static func elapsed(from start: UInt64, to end: UInt64) -> UInt64 {
        end > start ? end - start : 0
    }

    mutating func add(_ log: WriteBehindApp.Log, kept: Int, killedAt: UInt64) {
        for write in log.writes {
            longestWrite = max(longestWrite, Self.elapsed(from: write.start, to: write.end ?? killedAt))
        }
        guard let lost = log.acknowledged.first(where: { $0.count == kept + 1 }) else { return }
        let age = Self.elapsed(from: lost.time, to: killedAt)
        oldestLost.append(age)
        guard age > PersistenceTortureTests.writeBehindDelay else { return }
        // Older than the window: allowed only while the write carrying it is under way, having
        // started within half the delay (a late timer allowed) of the event.
        let halfDelay = PersistenceTortureTests.writeBehindDelay / 2 + PersistenceTortureTests.timerLateness
        let carrying = log.writes.first { $0.start >= lost.time }
        if let carrying, carrying.end == nil, Self.elapsed(from: lost.time, to: carrying.start) <= halfDelay {
            duringStalledWrite += 1
        } else {
            beyondBound.append("\(age / 1_000_000) ms old, writes \(log.writes.suffix(3))")
        }
    }

    func summary(kills: Int) -> String {
        let ms = { (nanoseconds: UInt64) in String(format: "%.0f ms", Double(nanoseconds) / 1e6) }
        let sorted = oldestLost.sorted()
        let median = sorted.isEmpty ? 0 : sorted[sorted.count / 2]
        return "write-behind kills: \(kills) kills, \(oldestLost.count) lost events; oldest lost event median"
            + " \(ms(median)), max \(ms(sorted.last ?? 0)); \(duringStalledWrite) older than the delay, each"
            + " during a stalled write; longest write \(ms(longestWrite))"
    }
}

/// Nanoseconds of the machine's monotonic clock, the clock the helper processes print.
func monotonicNanoseconds() -> UInt64 {
    var now = timespec()
    clock_gettime(CLOCK_MONOTONIC, &now)
    return UInt64(now.tv_sec) * 1_000_000_000 + UInt64(now.tv_nsec)
}

/// A fresh temporary folder, removed at deinit.
final class TemporaryFolderURL {
    let url: URL

    /// A folder in `parent`, the tests' scratch folder (`ScratchFolder`) by default.
    init(in parent: URL = ScratchFolder.url) {
        url = parent.appendingPathComponent("askforreview-e2e-\(UUID().uuidString)")
        try? FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }

    deinit {
        try? FileManager.default.removeItem(at: url)
    }
}
