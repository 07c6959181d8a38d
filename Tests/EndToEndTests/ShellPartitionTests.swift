import Foundation
import Testing

@Suite("replay partition: a log in any order divided once, its parts replayed as shards")
struct ShellPartitionTests {
    @Test("The parts' shards, merged, print byte for byte what one replay of the unsorted log prints")
    func shardsOfParts() throws {
        let shell = ShellHarness()
        let log = try shell.file(holding: ShellAnyOrderTests.unsorted)
        let out = shell.home.appendingPathComponent("parts").path
        let divided = try shell.run(
            ["replay", "partition", "--events", log, "--parts", "3", "--out", out, "--json"], useStore: false)
        #expect(divided.code == 0, "\(divided.error)")
        let parts = try #require((try divided.json()["partition"] as? [String: Any])?["parts"] as? [[String: Any]])
        #expect(parts.map { $0["file"] as? String } == (1...3).map { "part-0000\($0)-of-00003.jsonl" })
        #expect(parts.compactMap { $0["lines"] as? Int }.reduce(0, +) == ShellAnyOrderTests.lines.count)
        let names = try FileManager.default.contentsOfDirectory(atPath: out).sorted()
        #expect(names == [".partition.json"] + (1...3).map { "part-0000\($0)-of-00003.jsonl" })
        let options = ["--compare", "apple,fitToday", "--json"]
        let one = try shell.run(["replay", "--events", log] + options, useStore: false)
        var results: [String] = []
        for shard in 1...3 {
            let run = try shell.run(["replay", "--events", out, "--shard", "\(shard)/3"] + options, useStore: false)
            #expect(run.code == 0, "\(run.error)")
            results.append(try shell.file(holding: run.out))
        }
        let merged = try shell.run(["replay", "merge"] + results + ["--json"], useStore: false)
        #expect(merged.code == 0, "\(merged.error)")
        #expect(merged.out == one.out)
        // Read whole, the folder is a sorted log of the same figures.
        let whole = try shell.run(["replay", "--events", out] + options, useStore: false)
        #expect(try ShellAnyOrderTests.figures(whole).count == 2)
    }

    @Test("A folder not new or empty, or a file, is refused (73); options missing or misplaced are usage errors (64)")
    func refusals() throws {
        let shell = ShellHarness()
        let log = try shell.file(holding: ShellAnyOrderTests.unsorted)
        let taken = shell.home.appendingPathComponent("taken")
        try FileManager.default.createDirectory(at: taken, withIntermediateDirectories: true)
        try Data("x".utf8).write(to: taken.appendingPathComponent("notes.txt"))
        let base = ["replay", "partition", "--events", log, "--parts", "2", "--out"]
        let notEmpty = try shell.run(base + [taken.path], useStore: false)
        #expect(notEmpty.code == 73 && notEmpty.error.contains("notes.txt"), "\(notEmpty.error)")
        #expect(try shell.run(base + [log], useStore: false).code == 73)
        #expect(
            try shell.run(["replay", "partition", "--events", log, "--out", taken.path], useStore: false).code == 64)
        #expect(try shell.run(["replay", "--events", log, "--parts", "2"], useStore: false).code == 64)
        let sharded = try shell.run(base + ["new", "--shard", "1/2"], useStore: false)
        #expect(sharded.code == 64, "\(sharded.error)")
    }

    @Test("A log with a problem writes no part, and leaves the folder as it found it")
    func badLogWritesNothing() throws {
        let shell = ShellHarness()
        let bad = try shell.file(holding: ShellAnyOrderTests.unsorted + "{not an event}\n")
        let out = shell.home.appendingPathComponent("parts")
        try FileManager.default.createDirectory(at: out, withIntermediateDirectories: true)
        // A hidden file an earlier run cut short left is removed.
        try Data().write(to: out.appendingPathComponent(".part-00001-of-00002.jsonl.partial"))
        let run = try shell.run(
            ["replay", "partition", "--events", bad, "--parts", "2", "--out", out.path], useStore: false)
        #expect(run.code == 65 && run.error.contains("line \(ShellAnyOrderTests.lines.count + 1): "), "\(run.error)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: out.path).isEmpty)
    }

    @Test("A shard of the parts must be of their count and read their lines as they were divided")
    func shardsMustMatch() throws {
        let shell = ShellHarness()
        let log = try shell.file(holding: ShellAnyOrderTests.unsorted)
        let out = shell.home.appendingPathComponent("parts").path
        #expect(
            try shell.run(["replay", "partition", "--events", log, "--parts", "3", "--out", out], useStore: false).code
                == 0)
        let count = try shell.run(["replay", "--events", out, "--shard", "1/4"], useStore: false)
        #expect(count.code == 64 && count.error.contains("--shard K/3"), "\(count.error)")
        let format = try shell.run(
            ["replay", "--events", out, "--shard", "1/3", "--format", "posthog"], useStore: false)
        #expect(format.code == 64 && format.error.contains("was divided reading its lines as"), "\(format.error)")
        try FileManager.default.removeItem(atPath: out + "/part-00002-of-00003.jsonl")
        let missing = try shell.run(["replay", "--events", out, "--shard", "2/3"], useStore: false)
        #expect(missing.code == 66 && missing.error.contains("part-00002-of-00003.jsonl"), "\(missing.error)")
    }
}
