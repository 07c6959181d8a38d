import AskForReviewDomain
import AskForReviewSimulation
import Foundation
import TestSupport
import Testing

@Suite("A log file's shards, split by its bytes")
struct ByteRangeShardTests {
    /// A file holding `text`, in a folder of its own that is removed with it.
    final class LogFile {
        let folder = ScratchFolder.url.appendingPathComponent("byte-shards-\(UUID().uuidString)")
        let path: String

        init(_ text: String) throws {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            path = folder.appendingPathComponent("log.jsonl").path
            try Data(text.utf8).write(to: URL(fileURLWithPath: path))
        }

        convenience init(bytes: [UInt8]) throws {
            try self.init("")
            try Data(bytes).write(to: URL(fileURLWithPath: path))
        }

        deinit { try? FileManager.default.removeItem(at: folder) }

        /// Shard `shard` of `shards` of the file replayed by `replay`'s policies on `threads`, its asks
        /// told to `eachAsk`.
        func replay(
            _ policies: [ReviewPolicy], shard: Int, of shards: Int, threads: Int = 1, order: LogOrder = .standard,
            eachAsk: ((ReplayedAsk) -> Void)? = nil
        ) throws -> [PolicyOutcome] {
            let handle = try FileHandle(forReadingFrom: URL(fileURLWithPath: path))
            defer { try? handle.close() }
            return try LogReplay(policies: policies, shard: shard, of: shards).run(
                readingLogFrom: handle, splittingBytes: true, threads: threads, order: order, eachAsk: eachAsk)
        }

        /// The problems replaying shard `shard` of `shards` on `threads` finds, or `nil` when it finds
        /// none; the whole log (one shard) read as a sorted log, so that its order's problems are told.
        func problems(_ shard: Int, of shards: Int, threads: Int = 1) -> [String]? {
            ByteRangeShardTests.problems {
                _ = try replay([.apple], shard: shard, of: shards, threads: threads, order: .sorted)
            }
        }
    }

    /// The problems `replay` finds in a log, or `nil` when it finds none.
    static func problems(of replay: () throws -> Void) -> [String]? {
        do {
            try replay()
            return nil
        } catch let error as EventLogError {
            return error.problems
        } catch {
            return ["\(error)"]
        }
    }

    /// `events` as log lines.
    static func lines(_ events: [LoggedEvent]) -> String {
        events.map { $0.logLine + "\n" }.joined()
    }

    /// A log of 10 users: six small ones, then one of about 2,000 events (some five times the rest of
    /// the log together), then three small ones.
    static func largeUserAmidSmall(using random: inout SeededGenerator) -> [LoggedEvent] {
        var events = Array((0..<6).map { LogReplayTests.history(of: "small-\($0)", using: &random) }.joined())
        var time = LogReplayTests.start
        events.append(LoggedEvent(user: "large", time: time, name: LoggedEvent.launch, version: "1.0"))
        for step in 0..<2_000 {
            time.addTimeInterval(step % 5 == 0 ? 86_400 : 60)
            events.append(
                LoggedEvent(user: "large", time: time, name: step % 5 == 0 ? LoggedEvent.launch : .processCompleted))
        }
        return events + (6..<9).flatMap { LogReplayTests.history(of: "small-\($0)", using: &random) }
    }

    /// The sum of `parts`, each the outcomes of every policy.
    static func sum(_ parts: [[PolicyOutcome]]) -> [PolicyOutcome] {
        parts.dropFirst().reduce(into: parts[0]) { total, part in
            for index in total.indices { total[index].add(part[index]) }
        }
    }

    @Test("For N = 1, 2, 3 and 16, the shards add up to the whole replay, each ask told by exactly one shard, in order")
    func shardsAddUp() throws {
        var random = SeededGenerator.recordingSeed(for: "byte-range shards")
        let users = (0..<60).map { LogReplayTests.history(of: "user-\($0)", using: &random) }
        let file = try LogFile(Self.lines(Array(users.joined())))
        var wholeAsks: [ReplayedAsk] = []
        let whole = try file.replay(ReviewPolicy.presets, shard: 0, of: 1) { wholeAsks.append($0) }
        #expect(whole[0].users == 60)
        for shards in [1, 2, 3, 16] {
            var asks: [ReplayedAsk] = []
            var users: [Int] = []
            let parts = try (0..<shards).map { shard in
                let part = try file.replay(ReviewPolicy.presets, shard: shard, of: shards) { asks.append($0) }
                users.append(part[0].users)
                return part
            }
            #expect(Self.sum(parts) == whole, "\(shards) shards")
            // Every shard reads a part: none holds every user.
            #expect(shards == 1 || users.allSatisfy { $0 < 60 }, "\(shards) shards: users \(users)")
            #expect(asks == wholeAsks, "\(shards) shards: the asks, shard after shard, are the whole run's")
        }
    }

    @Test("A user larger than a range is read whole by one shard; the shards their events span read nobody")
    func userLargerThanARange() throws {
        var random = SeededGenerator.recordingSeed(for: "byte-range shards, a large user")
        let file = try LogFile(Self.lines(Self.largeUserAmidSmall(using: &random)))
        let whole = try file.replay([.apple, .fitToday], shard: 0, of: 1)
        let parts = try (0..<16).map { try file.replay([.apple, .fitToday], shard: $0, of: 16) }
        #expect(Self.sum(parts) == whole)
        let users = parts.map { $0[0].users }
        #expect(users.reduce(0, +) == 10)
        #expect(users.filter { $0 == 0 }.count >= 10, "shards inside the large user's events: \(users)")
    }

    @Test("A shard tells a problem with its line in the whole file, as a whole replay does")
    func problemsKeepTheirLines() throws {
        var random = SeededGenerator.recordingSeed(for: "byte-range shards, problems")
        var lines = (0..<60).flatMap { LogReplayTests.history(of: "user-\($0)", using: &random) }.map(\.logLine)
        let broken = lines.count * 3 / 4
        lines[broken] = "not an event"
        let file = try LogFile(lines.joined(separator: "\n") + "\n")
        let whole = try #require(file.problems(0, of: 1))
        #expect(whole.count == 1 && whole[0].hasPrefix("line \(broken + 1): "), "\(whole)")
        let told = (0..<4).compactMap { file.problems($0, of: 4) }
        #expect(told == [whole], "exactly one shard reads the line, and names it as the whole replay does")
        #expect(file.problems(0, of: 1, threads: 4) == whole, "read on four threads, the same problem and line")
    }

    @Test(
        "Read on 1, 2 or 8 threads, a file gives the same figures and tells the same asks in the same order; a user in two blocks is caught across threads"
    )
    func threadsReadAsOne() throws {
        var random = SeededGenerator.recordingSeed(for: "a log read on threads")
        let users = (0..<50).map { LogReplayTests.history(of: "user-\($0)", using: &random) }
        let file = try LogFile(Self.lines(Array(users.joined())))
        var inOrder: [ReplayedAsk] = []
        let whole = try file.replay(ReviewPolicy.presets, shard: 0, of: 1) { inOrder.append($0) }
        #expect(!inOrder.isEmpty)
        for threads in [2, 8] {
            var asks: [ReplayedAsk] = []
            #expect(
                try file.replay(ReviewPolicy.presets, shard: 0, of: 1, threads: threads) { asks.append($0) } == whole)
            #expect(asks == inOrder, "\(threads) threads")
            // Each shard of three, on two threads, as one shard on one.
            for shard in 0..<3 {
                #expect(
                    try file.replay([.apple], shard: shard, of: 3, threads: threads)
                        == file.replay([.apple], shard: shard, of: 3))
            }
        }
        // The first user's events again at the end: far apart, so read by two threads.
        let twoBlocks = try LogFile(Self.lines(Array(users.joined()) + users[0]))
        let inOne = try #require(twoBlocks.problems(0, of: 1))
        #expect(inOne.first?.contains("were given before, apart from these") == true, "\(inOne)")
        #expect(twoBlocks.problems(0, of: 1, threads: 4) == inOne)
    }

    @Test("Progress ends at the file's bytes, lines and users, read in order or on threads, and for a fit")
    func progressCountsTheWholeFile() throws {
        var random = SeededGenerator.recordingSeed(for: "a log's progress")
        let users = (0..<40).map { LogReplayTests.history(of: "user-\($0)", using: &random) }
        let text = Self.lines(Array(users.joined()))
        let file = try LogFile(text)
        let whole = LogProgress(bytes: text.utf8.count, lines: users.joined().count, users: 40)
        for threads in [1, 3] {
            let handle = try FileHandle(forReadingFrom: URL(fileURLWithPath: file.path))
            defer { try? handle.close() }
            var told: [LogProgress] = []
            _ = try LogReplay(policies: [.apple]).run(
                readingLogFrom: handle, threads: threads, progress: { told.append($0) })
            #expect(told.last == whole, "\(threads) threads: \(told)")
            #expect(zip(told, told.dropFirst()).allSatisfy { $0.bytes <= $1.bytes }, "never backwards")
        }
        let handle = try FileHandle(forReadingFrom: URL(fileURLWithPath: file.path))
        defer { try? handle.close() }
        var fitTold: LogProgress?
        _ = try PopulationFit(readingLogFrom: handle) { fitTold = $0 }
        #expect(fitTold == whole)
    }

    @Test("A compressed file and an empty one are refused by every shard; a pipe cannot be split by bytes")
    func refusals() throws {
        let gzip = try LogFile(bytes: [0x1F, 0x8B, 0x08, 0x00] + Array(repeating: 0x41, count: 200))
        #expect(throws: EventLogError.self) { try gzip.replay([.apple], shard: 1, of: 2) }
        let empty = try LogFile("")
        #expect(throws: EventLogError.self) { try empty.replay([.apple], shard: 0, of: 2) }
        let pipe = Pipe()
        pipe.fileHandleForWriting.write(Data(#"{"user": "a", "time": "2026-03-01T10:00:00Z", "event": "launch"}"#.utf8))
        try pipe.fileHandleForWriting.close()
        let replay = LogReplay(policies: [.apple], shard: 0, of: 2)
        #expect(throws: EventLogError.self) {
            try replay.run(readingLogFrom: pipe.fileHandleForReading, splittingBytes: true)
        }
    }
}
