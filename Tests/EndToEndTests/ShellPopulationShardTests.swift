import Foundation
import Testing

@Suite("simulate --population in shards, merged")
struct ShellPopulationShardTests {
    @Test("Four shards run apart and merged print, byte for byte, what one run of the population prints")
    func shardsMerge() throws {
        let shell = ShellHarness()
        let arguments = [
            "simulate", "--population", "403", "--days", "120", "--compare", "apple,searchconsole", "--json",
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
            ["simulate", "--population", "403", "--days", "120", "--seed", "2", "--json", "--shard", "1/4"],
            useStore: false)
        let mismatched = try shell.run(
            ["simulate", "merge", parts[0], try shell.file(holding: other.out)], useStore: false)
        #expect(mismatched.code == 65 && mismatched.error.contains("is not a shard of the same run"))
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
