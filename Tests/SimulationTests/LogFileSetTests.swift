import AskForReviewDomain
import AskForReviewSimulation
import Foundation
import TestSupport
import Testing

@Suite("A log written in several files, read as one")
struct LogFileSetTests {
    /// Files holding pieces of a log, in a folder of their own that is removed with them.
    final class LogFiles {
        let folder: URL
        let paths: [String]

        init(_ pieces: [[UInt8]]) throws {
            let folder = ScratchFolder.url.appendingPathComponent("log-set-\(UUID().uuidString)")
            self.folder = folder
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            paths = pieces.indices.map { folder.appendingPathComponent("part-\($0)").path }
            for (path, piece) in zip(paths, pieces) { try Data(piece).write(to: URL(fileURLWithPath: path)) }
        }

        deinit { try? FileManager.default.removeItem(at: folder) }

        /// The files, opened for reading in order; closed by `body`'s end.
        func withHandles<Result>(_ body: ([FileHandle]) throws -> Result) throws -> Result {
            let handles = try paths.map { try FileHandle(forReadingFrom: URL(fileURLWithPath: $0)) }
            defer {
                for handle in handles { try? handle.close() }
            }
            return try body(handles)
        }

        /// Shard `shard` of `shards` of the files replayed by `policies` on `threads`, its asks told to
        /// `eachAsk`.
        func replay(
            _ policies: [ReviewPolicy], shard: Int = 0, of shards: Int = 1, threads: Int = 1,
            eachAsk: ((ReplayedAsk) -> Void)? = nil, progress: (LogProgress) -> Void = { _ in }
        ) throws -> [PolicyOutcome] {
            try withHandles {
                try LogReplay(policies: policies, shard: shard, of: shards).run(
                    readingLogFiles: $0, splittingBytes: true, threads: threads, eachAsk: eachAsk, progress: progress)
            }
        }

        /// The problems replaying the files finds, or `nil` when it finds none.
        func problems(shard: Int = 0, of shards: Int = 1, threads: Int = 1) -> [String]? {
            ByteRangeShardTests.problems { _ = try replay([.apple], shard: shard, of: shards, threads: threads) }
        }
    }

    /// `text` cut into pieces at `random` line ends and inside lines too, an empty piece among them.
    static func pieces(of text: String, using random: inout SeededGenerator) -> [[UInt8]] {
        let bytes = Array(text.utf8)
        var cuts = (0..<9).map { _ in Int.random(in: 1..<bytes.count, using: &random) }
        cuts.append(cuts[0])  // an empty piece
        cuts.sort()
        return zip([0] + cuts, cuts + [bytes.count]).map { Array(bytes[$0..<$1]) }
    }

    /// A log of `count` users, as text.
    static func log(users count: Int, seed label: String) -> String {
        var random = SeededGenerator.recordingSeed(for: label)
        let users = (0..<count).map { LogReplayTests.history(of: "user-\($0)", using: &random) }
        return ByteRangeShardTests.lines(Array(users.joined()))
    }

    @Test(
        "Files cut anywhere between lines replay as the one file they were cut from: whole, on threads, and in 1, 2, 3 or 16 shards that add up to it"
    )
    func filesReadAsOne() throws {
        let text = Self.log(users: 60, seed: "a log in several files")
        let whole = try ByteRangeShardTests.LogFile(text)
        var wholeAsks: [ReplayedAsk] = []
        let expected = try whole.replay(ReviewPolicy.presets, shard: 0, of: 1) { wholeAsks.append($0) }
        #expect(expected[0].users == 60)
        // Cut at line ends: each piece holds whole lines, users' lines going on in the next piece.
        var random = SeededGenerator.recordingSeed(for: "where the log is cut")
        let lines = text.split(separator: "\n").map { $0 + "\n" }
        let cuts = Set((0..<7).map { _ in Int.random(in: 0...lines.count, using: &random) } + [0]).sorted()
        let pieces = zip(cuts, cuts.dropFirst() + [lines.count]).map { Array(lines[$0..<$1].joined().utf8) }
        let files = try LogFiles(pieces + [[]])
        for threads in [1, 4] {
            var asks: [ReplayedAsk] = []
            #expect(try files.replay(ReviewPolicy.presets, threads: threads) { asks.append($0) } == expected)
            #expect(asks == wholeAsks, "\(threads) threads")
        }
        for shards in [1, 2, 3, 16] {
            var asks: [ReplayedAsk] = []
            let parts = try (0..<shards).map {
                try files.replay(ReviewPolicy.presets, shard: $0, of: shards) { asks.append($0) }
            }
            #expect(ByteRangeShardTests.sum(parts) == expected, "\(shards) shards")
            #expect(asks == wholeAsks, "\(shards) shards: the asks, shard after shard, are the whole run's")
        }
    }

    @Test("A user larger than a range, their lines over several files, is read whole by one shard of 16")
    func userOverSeveralFiles() throws {
        var random = SeededGenerator.recordingSeed(for: "a large user over several files")
        let events = ByteRangeShardTests.largeUserAmidSmall(using: &random)
        let lines = events.map { $0.logLine + "\n" }
        let expected = try ByteRangeShardTests.LogFile(lines.joined()).replay([.apple, .fitToday], shard: 0, of: 1)
        // Cut every 400 lines: the large user's lines go on through five files.
        let files = try LogFiles(
            stride(from: 0, to: lines.count, by: 400).map {
                Array(lines[$0..<min(lines.count, $0 + 400)].joined().utf8)
            })
        let parts = try (0..<16).map { try files.replay([.apple, .fitToday], shard: $0, of: 16) }
        #expect(ByteRangeShardTests.sum(parts) == expected)
        #expect(parts.map { $0[0].users }.reduce(0, +) == 10)
        #expect(try files.replay([.apple, .fitToday], threads: 4) == expected)
    }

    @Test("A file's last line ends with the file, newline or not; a line cut in two by a file's end is two lines")
    func fileEndsEndLines() throws {
        let text = Self.log(users: 10, seed: "files without a last newline")
        let lines = text.split(separator: "\n").map(String.init)
        let expected = try ByteRangeShardTests.LogFile(text).replay([.apple], shard: 0, of: 1)
        // Each file's last line without its newline.
        let half = lines.count / 2
        let unterminated = try LogFiles([
            Array(lines[..<half].joined(separator: "\n").utf8), Array(lines[half...].joined(separator: "\n").utf8),
        ])
        #expect(try unterminated.replay([.apple]) == expected)
        for shards in [2, 3] {
            let parts = try (0..<shards).map { try unterminated.replay([.apple], shard: $0, of: shards) }
            #expect(ByteRangeShardTests.sum(parts) == expected, "\(shards) shards")
        }
        // Anywhere else, a file's end cuts a line: both halves are refused, each with its line.
        var random = SeededGenerator.recordingSeed(for: "files cut inside lines")
        let cutAnywhere = try LogFiles(Self.pieces(of: text, using: &random))
        let problems = try #require(cutAnywhere.problems())
        #expect(problems.contains { $0.hasPrefix("line ") }, "\(problems)")
    }

    @Test(
        "Problems are told with their lines counted through the files, by a whole replay and by the shard that reads them"
    )
    func problemsCountThroughTheFiles() throws {
        let text = Self.log(users: 40, seed: "a problem in the third file")
        var lines = text.split(separator: "\n").map { $0 + "\n" }
        let broken = lines.count * 2 / 3
        lines[broken] = "not an event\n"
        let third = lines.count / 3
        let files = try LogFiles([
            Array(lines[..<third].joined().utf8), Array(lines[third..<broken - 1].joined().utf8),
            Array(lines[(broken - 1)...].joined().utf8),
        ])
        let whole = try #require(files.problems())
        #expect(whole.count == 1 && whole[0].hasPrefix("line \(broken + 1): "), "\(whole)")
        #expect(files.problems(threads: 3) == whole)
        #expect((0..<4).compactMap { files.problems(shard: $0, of: 4) } == [whole])
    }

    @Test(
        "A corrupt gzip file among them is refused, saying which and where; a pipe among files cannot be read at its offsets"
    )
    func refusals() throws {
        let line = Array(#"{"user": "a", "time": "2026-03-01T10:00:00Z", "event": "launch"}"#.utf8) + [10]
        let gzip = try LogFiles([line, [0x1F, 0x8B, 0x08, 0x00] + Array(repeating: 0x41, count: 100)])
        #expect(
            gzip.problems()?.first?.hasPrefix("the log's file 2 of 2 holds gzip data that cannot be read at its byte ")
                == true,
            "\(gzip.problems() ?? [])")
        let empty = try LogFiles([[], []])
        #expect(empty.problems() == ["the log is empty"])
        let pipe = Pipe()
        pipe.fileHandleForWriting.write(Data(line))
        try pipe.fileHandleForWriting.close()
        let file = try LogFiles([line])
        #expect(throws: EventLogError.self) {
            try file.withHandles {
                try LogReplay(policies: [.apple]).run(readingLogFiles: $0 + [pipe.fileHandleForReading])
            }
        }
    }

    @Test("Progress and a population fit count the files as the one file")
    func fitAndProgress() throws {
        let text = Self.log(users: 30, seed: "a fit of several files")
        let lines = text.split(separator: "\n").map { $0 + "\n" }
        let files = try LogFiles([Array(lines[..<100].joined().utf8), Array(lines[100...].joined().utf8)])
        var told: LogProgress?
        _ = try files.replay([.apple], threads: 1, progress: { told = $0 })
        #expect(told == LogProgress(bytes: text.utf8.count, lines: lines.count, users: 30))
        let one = try ByteRangeShardTests.LogFile(text)
        let fromOne = try FileHandle(forReadingFrom: URL(fileURLWithPath: one.path))
        defer { try? fromOne.close() }
        let expected = try PopulationFit(readingLogFrom: fromOne)
        let fitted = try files.withHandles { try PopulationFit(readingLogFiles: $0) }
        #expect(fitted.model == expected.model && fitted.users == expected.users && fitted.days == expected.days)
    }
}
