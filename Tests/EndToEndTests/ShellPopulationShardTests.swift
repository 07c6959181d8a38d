import Foundation
import Testing

@Suite("simulate --population in shards, merged")
struct ShellPopulationShardTests {
    @Test("Four shards run apart and merged print, byte for byte, what one run of the population prints")
    func shardsMerge() throws {
        let shell = ShellHarness()
        let arguments = [
            "simulate", "--population", "203", "--days", "90", "--compare", "apple,searchconsole", "--json",
        ]
        let whole = try shell.run(arguments, useStore: false)
        #expect(whole.code == 0, "\(whole.error)")
        var parts: [String] = []
        for shard in 1...4 {
            let part = try shell.run(arguments + ["--shard", "\(shard)/4"], useStore: false)
            #expect(part.code == 0, "\(part.error)")
            parts.append(try shell.file(holding: part.out))
        }
        let merged = try shell.run(["simulate", "merge"] + parts.reversed() + ["--json"], useStore: false)
        #expect(merged.code == 0, "\(merged.error)")
        #expect(merged.out == whole.out)
        let table = try shell.run(["simulate", "merge"] + parts, useStore: false)
        let single = try shell.run(Array(arguments.dropLast()), useStore: false)
        #expect(table.out == single.out, "the table too")
        // A shard of another run is refused.
        let other = try shell.run(
            ["simulate", "--population", "203", "--days", "90", "--seed", "2", "--json", "--shard", "1/4"],
            useStore: false)
        let mismatched = try shell.run(
            ["simulate", "merge", parts[0], try shell.file(holding: other.out)], useStore: false)
        #expect(mismatched.code == 65 && mismatched.error.contains("is not a shard of the same run"))
    }

    @Test("A merge adds every shard of one split of one population, each once; the rest is refused, naming the files")
    func mergesThatCannotLie() throws {
        let shell = ShellHarness()
        func run(_ extra: [String]) throws -> String {
            try shell.resultFile(["simulate", "--population", "40", "--days", "30", "--json"] + extra)
        }
        let whole = try run([])
        let (first, second) = (try run(["--shard", "1/2"]), try run(["--shard", "2/2"]))
        func merge(_ files: [String]) throws -> ShellHarness.Run {
            try shell.run(["simulate", "merge"] + files + ["--json"], useStore: false)
        }
        #expect(try merge([first, second]).out == (try String(contentsOfFile: whole, encoding: .utf8)))
        for (files, says) in [
            ([first, second, second], "are the same shard"), ([second], "shard 1 of 2 is missing"),
            ([whole, second], "are shards of different splits"),
        ] {
            let refused = try merge(files)
            #expect(refused.code == 65 && refused.error.contains(says), "\(says): \(refused.error)")
        }
        // Another population with the same size, seed and days is another run.
        let shown = try shell.run(["population", "show"], useStore: false).out
        let population = try shell.file(
            holding: shown.replacingOccurrences(of: "\"churnPerDay\": 0.", with: "\"churnPerDay\": 0.0"))
        #expect(shown.contains("\"churnPerDay\": 0."), "the built-in population states its churn")
        let other = try run(["--shard", "2/2", "--population-file", population])
        let refused = try merge([first, other])
        #expect(refused.code == 65 && refused.error.contains("is not a shard of the same run"), "\(refused.error)")
    }

    @Test("A population above a million needs shards of at most a million each; --shard needs --population")
    func bounds() throws {
        let shell = ShellHarness()
        for arguments in [
            ["simulate", "--population", "1000001"], ["simulate", "--population", "2000001", "--shard", "1/2"],
            ["simulate", "--shard", "1/2"], ["simulate", "--population", "10", "--shard", "0/2"],
            ["simulate", "merge"], ["simulate", "extra"],
        ] {
            let run = try shell.run(arguments, useStore: false)
            #expect(run.code == 64, "\(arguments): \(run.error)")
            #expect(run.out.isEmpty)
        }
    }
}
