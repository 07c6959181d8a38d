import AskForReviewDomain
import AskForReviewSimulation
import Foundation
import TestSupport
import Testing

@Suite("A log in any order divided by user into sorted parts")
struct LogPartitionTests {
    /// The parts `partition` writes of the log `text` (read from a file on `threads`), each part's
    /// bytes, and the lines each holds.
    static func parts(
        of text: String, _ partition: LogPartition, threads: Int = 2, folder: AnyOrderTests.TemporaryFolder
    ) throws -> (bytes: [[UInt8]], lines: [Int]) {
        let file = try ByteRangeShardTests.LogFile(text)
        let handle = try FileHandle(forReadingFrom: URL(fileURLWithPath: file.path))
        defer { try? handle.close() }
        var bytes = Array(repeating: [UInt8](), count: partition.parts)
        var told: [Int] = []
        let lines = try partition.run(readingLogFiles: [handle], threads: threads, temporaryFolder: folder.url) {
            if told.last != $0 { told.append($0) }
            bytes[$0] += $1
        }
        #expect(told == Array(0..<partition.parts), "every part told once, in order")
        return (bytes, lines)
    }

    @Test("Each part holds whole users, sorted; the lines' bytes are the log's; the parts' shards add up to the log")
    func partsOfAShuffledLog() throws {
        var random = SeededGenerator.recordingSeed(for: "a shuffled log divided")
        let events = (0..<LongTests.count(quick: 40, long: 90)).flatMap {
            LogReplayTests.history(of: "user-\($0)", using: &random)
        }
        let lines = AnyOrderTests.shuffled(events.map(\.logLine), using: &random)
        let whole = try LogReplay(policies: ReviewPolicy.presets).run(events)
        let eventOfLine = Dictionary(events.map { ($0.logLine, $0) }) { first, _ in first }
        let folder = try AnyOrderTests.TemporaryFolder()
        for count in [1, 3, 7] {
            let (parts, counted) = try Self.parts(
                of: lines.map { $0 + "\n" }.joined(), LogPartition(parts: count), folder: folder)
            let texts = parts.map { String(decoding: $0, as: UTF8.self) }
            #expect(counted == texts.map { $0.split(separator: "\n").count })
            #expect(
                texts.flatMap { $0.split(separator: "\n").map(String.init) }.sorted() == lines.sorted(),
                "\(count) parts: every line once, its bytes kept")
            var summed: [PolicyOutcome]?
            for (index, text) in texts.enumerated() {
                // Sorted: read as a sorted log must be, by the shard of its users.
                let part = try AnyOrderTests.replay(
                    text, policies: ReviewPolicy.presets, order: .sorted, threads: 1)
                let shard = try LogReplay(policies: ReviewPolicy.presets, shard: index, of: count).run(
                    text.split(separator: "\n").compactMap { eventOfLine[String($0)] })
                #expect(part.outcomes == shard, "part \(index + 1) of \(count) holds that shard's users only")
                summed = summed.map { ByteRangeShardTests.sum([$0, part.outcomes]) } ?? part.outcomes
            }
            #expect(summed == whole, "\(count) parts")
        }
        #expect(folder.names.isEmpty)
    }

    @Test("On 1 or 3 threads, the same parts, byte for byte; an export's lines left out go with their user")
    func threadsWriteTheSameParts() throws {
        var random = SeededGenerator.recordingSeed(for: "an export divided on threads")
        var lines: [String] = []
        for (index, event) in VendorExportTests.history.enumerated() {
            lines.append(VendorExportTests.line(event, vendor: "firebase"))
            if index % 4 == 0 { lines.append(VendorExportTests.noise("firebase", user: event.user, time: event.time)) }
        }
        let text = AnyOrderTests.shuffled(lines, using: &random).map { $0 + "\n" }.joined()
        let folder = try AnyOrderTests.TemporaryFolder()
        let partition = LogPartition(parts: 4, format: .firebase)
        let one = try Self.parts(of: text, partition, threads: 1, folder: folder)
        let three = try Self.parts(of: text, partition, threads: 3, folder: folder)
        #expect(one.bytes == three.bytes)
        #expect(one.lines.reduce(0, +) == lines.count)
    }

    @Test("A log with a problem is refused with every problem and its line, and no part is told")
    func problemsRefused() throws {
        var random = SeededGenerator.recordingSeed(for: "a divided log's problems")
        var lines = AnyOrderTests.shuffled(
            (0..<30).flatMap { LogReplayTests.history(of: "user-\($0)", using: &random) }.map(\.logLine), using: &random
        )
        lines[lines.count / 3] = "{not json"
        lines[lines.count - 2] = #"{"user": "a", "time": "yesterday", "event": "launch"}"#
        let file = try ByteRangeShardTests.LogFile(lines.map { $0 + "\n" }.joined())
        let folder = try AnyOrderTests.TemporaryFolder()
        for threads in [1, 3] {
            let handle = try FileHandle(forReadingFrom: URL(fileURLWithPath: file.path))
            defer { try? handle.close() }
            var told = 0
            let problems = ByteRangeShardTests.problems {
                try LogPartition(parts: 3).run(readingLogFiles: [handle], threads: threads, temporaryFolder: folder.url)
                { _, _ in told += 1 }
            }
            #expect(problems?.count == 2, "\(problems ?? [])")
            #expect(problems?.first?.hasPrefix("line \(lines.count / 3 + 1): ") == true, "\(threads) threads")
            #expect(problems?.last?.hasPrefix("line \(lines.count - 1): ") == true, "\(threads) threads")
            #expect(told == 0)
        }
    }

    @Test("A part's file is named with its number and the count, from 1")
    func fileNames() {
        #expect(LogPartition.fileName(part: 0, of: 16) == "part-00001-of-00016.jsonl")
        #expect(LogPartition.fileName(part: 9_999, of: 10_000) == "part-10000-of-10000.jsonl")
    }
}
