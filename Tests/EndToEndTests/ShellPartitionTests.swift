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

@Suite("replay partition: parts that cannot be swapped, and a folder that says how it was divided")
struct ShellPartitionCheckTests {
    /// A partition of the unsorted log into `parts` parts in a new folder, and the folder's path.
    static func divided(_ shell: ShellHarness, parts: Int) throws -> (log: String, out: String) {
        let log = try shell.file(holding: ShellAnyOrderTests.unsorted)
        let out = shell.home.appendingPathComponent("parts").path
        let run = try shell.run(
            ["replay", "partition", "--events", log, "--parts", "\(parts)", "--out", out], useStore: false)
        #expect(run.code == 0, "\(run.error)")
        return (log, out)
    }

    static func part(_ index: Int, of parts: Int, in out: String) -> String {
        out + "/part-0000\(index)-of-0000\(parts).jsonl"
    }

    @Test("Parts exchanged, cut at a line's end or edited are refused (65) naming the part; intact ones replay")
    func partsChecked() throws {
        let shell = ShellHarness()
        let (_, out) = try Self.divided(shell, parts: 3)
        let description = try String(contentsOfFile: out + "/.partition.json", encoding: .utf8)
        #expect(description.contains("\"digest\"") && description.contains("\"bytes\""))
        let (first, second) = (Self.part(1, of: 3, in: out), Self.part(2, of: 3, in: out))
        let one = try Data(contentsOf: URL(fileURLWithPath: first))
        let two = try Data(contentsOf: URL(fileURLWithPath: second))
        // Exchanged.
        try two.write(to: URL(fileURLWithPath: first))
        try one.write(to: URL(fileURLWithPath: second))
        let exchanged = try shell.run(["replay", "--events", out, "--shard", "1/3", "--json"], useStore: false)
        #expect(exchanged.code == 65 && exchanged.error.contains("part-00001-of-00003.jsonl"), "\(exchanged.error)")
        #expect(exchanged.out.isEmpty)
        // Cut at a line's end.
        let lines = one.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: true)
        try (Data(lines.dropLast().joined(separator: [UInt8(ascii: "\n")])) + Data("\n".utf8)).write(
            to: URL(fileURLWithPath: first))
        try two.write(to: URL(fileURLWithPath: second))
        let cut = try shell.run(["replay", "--events", out, "--shard", "1/3"], useStore: false)
        #expect(cut.code == 65 && cut.error.contains("bytes where 'replay partition' wrote"), "\(cut.error)")
        // Edited, its size kept: one digit changed.
        var edited = [UInt8](one)
        if let digit = edited.lastIndex(where: { (UInt8(ascii: "0")...UInt8(ascii: "8")).contains($0) }) {
            edited[digit] += 1
        }
        try Data(edited).write(to: URL(fileURLWithPath: first))
        let changed = try shell.run(["replay", "--events", out, "--shard", "1/3"], useStore: false)
        #expect(changed.code == 65 && changed.error.contains("digest"), "\(changed.error)")
        try one.write(to: URL(fileURLWithPath: first))
        #expect(try shell.run(["replay", "--events", out, "--shard", "1/3"], useStore: false).code == 0)
    }

    @Test("A description that is garbage, has a key twice or is missing is refused (65), not read past")
    func descriptionRead() throws {
        let shell = ShellHarness()
        let (_, out) = try Self.divided(shell, parts: 2)
        let path = out + "/.partition.json"
        let written = try String(contentsOfFile: path, encoding: .utf8)
        for (text, comment) in [
            ("not json", "garbage"), ("{\"parts\": 2, " + written.dropFirst(), "a key twice"),
        ] {
            try text.write(toFile: path, atomically: true, encoding: .utf8)
            let run = try shell.run(["replay", "--events", out, "--shard", "1/2"], useStore: false)
            #expect(run.code == 65 && run.error.contains(".partition.json"), "\(comment): \(run.error)")
        }
        try FileManager.default.removeItem(atPath: path)
        let missing = try shell.run(["replay", "--events", out, "--shard", "1/2"], useStore: false)
        #expect(missing.code == 65 && missing.error.contains("no .partition.json"), "\(missing.error)")
    }

    @Test("One part's --shard 1/1 reads it as the partition's part: its result names the log, as a merge of more would")
    func onePart() throws {
        let shell = ShellHarness()
        let (log, out) = try Self.divided(shell, parts: 1)
        let run = try shell.run(["replay", "--events", out, "--shard", "1/1", "--json"], useStore: false)
        #expect(run.code == 0, "\(run.error)")
        let replay = try #require(try run.json()["replay"] as? [String: Any])
        #expect(replay["events"] as? String == log, "\(replay["events"] ?? "none")")
    }

    @Test("--parts above the 1,000 files a replay reads is refused up front (64); --out a link is refused (73)")
    func partsAndOut() throws {
        let shell = ShellHarness()
        let log = try shell.file(holding: ShellAnyOrderTests.unsorted)
        let target = shell.home.appendingPathComponent("elsewhere")
        try FileManager.default.createDirectory(at: target, withIntermediateDirectories: true)
        let many = try shell.run(
            ["replay", "partition", "--events", log, "--parts", "1001", "--out", target.path], useStore: false)
        #expect(many.code == 64 && many.error.contains("1000"), "\(many.error)")
        let link = shell.home.appendingPathComponent("link").path
        try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: target.path)
        let linked = try shell.run(
            ["replay", "partition", "--events", log, "--parts", "2", "--out", link], useStore: false)
        #expect(linked.code == 73 && linked.error.contains("symbolic link"), "\(linked.error)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: target.path).isEmpty, "nothing written through it")
    }

    @Test("A failed division removes the folder it made")
    func failureRemovesItsFolder() throws {
        let shell = ShellHarness()
        let bad = try shell.file(holding: ShellAnyOrderTests.unsorted + "{not an event}\n")
        let out = shell.home.appendingPathComponent("made").path
        let run = try shell.run(
            ["replay", "partition", "--events", bad, "--parts", "2", "--out", out], useStore: false)
        #expect(run.code == 65)
        #expect(!FileManager.default.fileExists(atPath: out), "the folder it made is gone")
    }
}

@Suite("A dropped event is never validated")
struct ShellDroppedNameTests {
    @Test(
        "An event the mapping drops, its name over 64 characters, is left out in a replay, a partition, its shards and their merge"
    )
    func longDroppedName() throws {
        let shell = ShellHarness()
        let long = String(repeating: "background_refresh_", count: 4)
        let mapping = try shell.file(holding: #"{"format": "firebase", "drop": ["\#(long)"]}"#)
        let rows = ["a", "b", "c"].flatMap { user in
            [
                #"{"event_timestamp":1772359200000000,"event_name":"session_start","user_pseudo_id":"\#(user)"}"#,
                #"{"event_timestamp":1772359201000000,"event_name":"\#(long)","user_pseudo_id":"\#(user)"}"#,
            ]
        }
        let log = try shell.file(holding: rows.reversed().map { $0 + "\n" }.joined())
        let whole = try shell.run(["replay", "--events", log, "--format", mapping, "--json"], useStore: false)
        #expect(whole.code == 0, "\(whole.error)")
        let policy = try #require(
            ((try whole.json()["replay"] as? [String: Any])?["policies"] as? [[String: Any]])?.first)
        #expect((policy["linesLeftOut"] as? [String: Int]) == ["dropped \(long.prefix(64))": 3])
        let out = shell.home.appendingPathComponent("parts").path
        let divided = try shell.run(
            ["replay", "partition", "--events", log, "--format", mapping, "--parts", "2", "--out", out], useStore: false
        )
        #expect(divided.code == 0, "\(divided.error)")
        var results: [String] = []
        for shard in 1...2 {
            let run = try shell.run(
                ["replay", "--events", out, "--format", mapping, "--shard", "\(shard)/2", "--json"], useStore: false)
            #expect(run.code == 0, "\(run.error)")
            results.append(try shell.file(holding: run.out))
        }
        let merged = try shell.run(["replay", "merge"] + results + ["--json"], useStore: false)
        #expect(merged.code == 0 && merged.out == whole.out, "\(merged.error)")
    }
}
