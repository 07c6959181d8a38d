import Foundation
import Testing

@Suite("replay and population fit: a log in any order")
struct ShellAnyOrderTests {
    /// The lines of ``ShellReplayTests/log`` and more users', in an order no sort gives: users
    /// interleaved, each user's lines backwards.
    static let lines: [String] = {
        var lines = ShellReplayTests.log.split(separator: "\n").map(String.init)
        for user in ["c", "d", "e"] {
            lines += (0..<6).map {
                #"{"user": "\#(user)", "time": "2026-03-0\#($0 + 1)T08:00:00Z", "event": "launch"}"#
            }
            lines += (0..<6).map {
                #"{"user": "\#(user)", "time": "2026-03-0\#($0 + 1)T08:30:00Z", "event": "processCompleted"}"#
            }
        }
        return lines
    }()

    static var sorted: String { lines.map { $0 + "\n" }.joined() }
    static var unsorted: String {
        let backwards = Array(lines.reversed())
        return
            (stride(from: 0, to: backwards.count, by: 2).map { backwards[$0] }
            + stride(from: 1, to: backwards.count, by: 2).map { backwards[$0] }).map { $0 + "\n" }.joined()
    }

    /// The policies' figures of a `replay --json` run, as JSON with sorted keys.
    static func figuresText(_ run: ShellHarness.Run) throws -> Data {
        try JSONSerialization.data(withJSONObject: figures(run), options: .sortedKeys)
    }

    /// The policies' figures of a `replay --json` run.
    static func figures(_ run: ShellHarness.Run) throws -> [[String: Any]] {
        try #require((try run.json()["replay"] as? [String: Any])?["policies"] as? [[String: Any]])
    }

    @Test("A file out of order replays as sorted; standard input with --any-order too; no temporary file is left")
    func unsortedFile() throws {
        let shell = ShellHarness()
        let temporary = shell.home.appendingPathComponent("tmp")
        try FileManager.default.createDirectory(at: temporary, withIntermediateDirectories: true)
        let options = ["--compare", "apple,fitToday", "--json", "--temp-dir", temporary.path]
        let sorted = try shell.run(["replay", "--events", shell.file(holding: Self.sorted)] + options, useStore: false)
        #expect(sorted.code == 0, "\(sorted.error)")
        let file = try shell.run(["replay", "--events", shell.file(holding: Self.unsorted)] + options, useStore: false)
        #expect(file.code == 0, "\(file.error)")
        let piped = try shell.run(
            ["replay", "--events", "-", "--any-order"] + options, input: Self.unsorted, useStore: false)
        #expect(piped.code == 0, "\(piped.error)")
        let expected = try JSONSerialization.data(withJSONObject: Self.figures(sorted), options: .sortedKeys)
        for run in [file, piped] {
            #expect(try JSONSerialization.data(withJSONObject: Self.figures(run), options: .sortedKeys) == expected)
        }
        #expect(try FileManager.default.contentsOfDirectory(atPath: temporary.path).isEmpty)
    }

    @Test("A population fitted to a file out of order is the one fitted to it sorted")
    func unsortedFit() throws {
        let shell = ShellHarness()
        let sorted = try shell.run(
            ["population", "fit", "--events", shell.file(holding: Self.sorted), "--json"], useStore: false)
        let unsorted = try shell.run(
            ["population", "fit", "--events", shell.file(holding: Self.unsorted), "--json"], useStore: false)
        #expect(sorted.code == 0 && unsorted.code == 0, "\(sorted.error) \(unsorted.error)")
        #expect(unsorted.out == sorted.out)
    }

    @Test("--temp-dir must be a folder (66); --any-order and a shard of a file's bytes do not go together (64)")
    func refusals() throws {
        let shell = ShellHarness()
        let log = try shell.file(holding: Self.unsorted)
        let notFolder = try shell.run(["replay", "--events", log, "--temp-dir", log], useStore: false)
        #expect(notFolder.code == 66 && notFolder.error.contains("--temp-dir"), "\(notFolder.error)")
        let sharded = try shell.run(["replay", "--events", log, "--any-order", "--shard", "1/2"], useStore: false)
        #expect(sharded.code == 64 && sharded.error.contains("replay partition"), "\(sharded.error)")
        // A shard of a file's bytes reads its part only: out of order, it is refused with the lines.
        let part = try shell.run(["replay", "--events", log, "--shard", "1/2"], useStore: false)
        #expect(part.code == 65 && part.error.contains("sort by user, then time"), "\(part.error)")
    }
}
