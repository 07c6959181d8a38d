import AskForReviewDomain
import AskForReviewSimulation
import Foundation
import TestSupport
import Testing

@Suite("Gzip files and streams read as what they hold")
struct GzipLogTests {
    /// `bytes` compressed by the system's `gzip` with `options`.
    static func gzip(_ bytes: [UInt8], _ options: [String] = []) throws -> [UInt8] {
        [UInt8](try SystemGzip.compress(bytes, options))
    }

    /// A random log of `users` users, as text.
    static func log(users: Int, using random: inout SeededGenerator) -> String {
        ByteRangeShardTests.lines((0..<users).flatMap { LogReplayTests.history(of: "user-\($0)", using: &random) })
    }

    /// The outcomes of replaying the files holding `contents` (as a folder's files, in order).
    static func replay(_ contents: [[UInt8]], order: LogOrder = .standard) throws -> [PolicyOutcome] {
        let files = try contents.map { try ByteRangeShardTests.LogFile(bytes: $0) }
        let handles = try files.map { try FileHandle(forReadingFrom: URL(fileURLWithPath: $0.path)) }
        defer { for handle in handles { try? handle.close() } }
        return try LogReplay(policies: ReviewPolicy.presets).run(readingLogFiles: handles, threads: 2, order: order)
    }

    @Test("A gzip file replays as the plain log it holds, at every compression level, in several members too")
    func gzipFiles() throws {
        var random = SeededGenerator.recordingSeed(for: "gzip files")
        let text = Array(Self.log(users: 60, using: &random).utf8)
        let plain = try Self.replay([text])
        for level in ["-1", "-6", "-9"] {
            #expect(try Self.replay([Self.gzip(text, [level])]) == plain, "gzip \(level)")
        }
        // Two members one after another (as `cat a.gz b.gz` writes them), split inside a line.
        let cut = text.count / 2
        let members = try Self.gzip(Array(text[..<cut])) + Self.gzip(Array(text[cut...]))
        #expect(try Self.replay([members]) == plain)
        // Among plain files in a folder, a file's last line without its newline.
        let third = text.count / 3
        let firstEnd = try #require(text[..<third].lastIndex(of: UInt8(ascii: "\n")))
        let secondEnd = try #require(text[..<(2 * third)].lastIndex(of: UInt8(ascii: "\n")))
        let folder = try [
            Self.gzip(Array(text[..<firstEnd])), Array(text[(firstEnd + 1)..<secondEnd]),
            Self.gzip(Array(text[(secondEnd + 1)...])),
        ]
        #expect(try Self.replay(folder) == plain)
    }

    @Test("Data of every block kind decodes to its bytes: stored (random), fixed (short) and dynamic codes")
    func blockKinds() throws {
        var random = SeededGenerator.recordingSeed(for: "gzip block kinds")
        let incompressible = (0..<200_000).map { _ in UInt8.random(in: 0...255, using: &random) }
        let short = Array(#"{"user": "a", "time": "2026-03-01T10:00:00Z", "event": "launch"}"#.utf8)
        let repetitive = Array(repeating: short + [10], count: 3_000).flatMap { $0 }
        for bytes in [incompressible, short, repetitive, []] {
            let pipe = Pipe()
            let compressed = try Self.gzip(bytes)
            let writer = Thread {
                pipe.fileHandleForWriting.write(Data(compressed))
                try? pipe.fileHandleForWriting.close()
            }
            writer.start()
            // Read through a population fit's reader of standard input: its bytes, then a problem or figures.
            var read = 0
            _ = try? PopulationFit(readingLogFrom: pipe.fileHandleForReading) { read = $0.bytes }
            #expect(read == bytes.count, "\(bytes.count) bytes")
        }
    }

    @Test("A cut or damaged gzip file is refused with the byte, never read as a shorter log; a stream too")
    func damaged() throws {
        var random = SeededGenerator.recordingSeed(for: "damaged gzip")
        let text = Array(Self.log(users: 20, using: &random).utf8)
        let compressed = try Self.gzip(text)
        let plain = try Self.replay([text])
        for cut in stride(from: 10, to: compressed.count, by: max(1, compressed.count / 25)) {
            let problems = ByteRangeShardTests.problems { _ = try Self.replay([Array(compressed[..<cut])]) }
            #expect(
                problems?.first?.contains("holds gzip data that cannot be read at its byte") == true, "cut at \(cut)")
        }
        var accepted = 0
        for _ in 0..<40 {
            var damaged = compressed
            damaged[Int.random(in: 10..<(damaged.count - 8), using: &random)] ^= UInt8.random(
                in: 1...255, using: &random)
            if let outcomes = try? Self.replay([damaged]) {
                accepted += 1
                #expect(outcomes == plain)
            }
        }
        #expect(accepted < 40, "some damage is found")
        let trailing = ByteRangeShardTests.problems { _ = try Self.replay([compressed + Array("junk".utf8)]) }
        #expect(trailing?.first?.contains("at its byte \(compressed.count):") == true, "\(trailing ?? [])")
        let folder = ByteRangeShardTests.problems { _ = try Self.replay([text, Array(compressed.dropLast(3))]) }
        #expect(folder?.first?.hasPrefix("the log's file 2 of 2 holds gzip data") == true, "\(folder ?? [])")
    }

    @Test("A gzip file out of order is gathered by user; a shard of its bytes is refused")
    func unsortedAndShards() throws {
        var random = SeededGenerator.recordingSeed(for: "a shuffled gzip file")
        let events = (0..<50).flatMap { LogReplayTests.history(of: "user-\($0)", using: &random) }
        let shuffled = AnyOrderTests.shuffled(events.map(\.logLine), using: &random).map { $0 + "\n" }.joined()
        let folder = try AnyOrderTests.TemporaryFolder()
        let compressed = try Self.gzip(Array(shuffled.utf8))
        let read = try Self.replay([compressed], order: .sortedOrGathered(in: folder.url))
        #expect(read == (try LogReplay(policies: ReviewPolicy.presets).run(events)))
        let file = try ByteRangeShardTests.LogFile(bytes: compressed)
        let problems = ByteRangeShardTests.problems { _ = try file.replay([.apple], shard: 0, of: 2) }
        #expect(problems?.first?.contains("holds gzip data") == true, "\(problems ?? [])")
    }

    /// The CRC-32 of `bytes` (ISO 3309), for a header's CRC-16 (its low 16 bits) as gzip writes one.
    static func crc32(_ bytes: [UInt8]) -> UInt32 {
        var crc: UInt32 = 0xFFFF_FFFF
        for byte in bytes {
            crc ^= UInt32(byte)
            for _ in 0..<8 { crc = crc & 1 == 1 ? 0xEDB8_8320 ^ (crc >> 1) : crc >> 1 }
        }
        return ~crc
    }

    @Test(
        "A member whose header carries a CRC is read when it matches and refused at its byte when not, as zcat refuses it"
    )
    func headerCRC() throws {
        var random = SeededGenerator.recordingSeed(for: "gzip header crc")
        let text = Array(Self.log(users: 5, using: &random).utf8)
        let compressed = try Self.gzip(text)
        // gzip writes no name from standard input: the header is its first ten bytes.
        #expect(compressed[3] == 0)
        var header = Array(compressed[..<10])
        header[3] |= 2
        let crc = Self.crc32(header)
        let good = header + [UInt8(crc & 0xFF), UInt8(crc >> 8 & 0xFF)] + compressed[10...]
        let bad = header + [UInt8(~crc & 0xFF), UInt8(crc >> 8 & 0xFF)] + compressed[10...]
        #expect(try Self.replay([good]) == (try Self.replay([text])))
        let problems = ByteRangeShardTests.problems { _ = try Self.replay([bad]) }
        #expect(
            problems?.first?.contains("holds gzip data that cannot be read at its byte") == true, "\(problems ?? [])")
        #expect(problems?.first?.contains("header crc") == true, "\(problems ?? [])")
    }
}
