import Foundation
import Testing

/// A write of an output file (`--per-user`, `--csv`, `--svg`) killed or interrupted mid-way leaves a
/// temporary file beside it; the next write of the same path removes it once its process is gone.
@Suite("Leftovers of an interrupted output write")
struct OutputLeftoverTests {
    @Test("The next --per-user write removes a dead process's temporary file, and nothing else")
    func nextWriteRemovesLeftovers() throws {
        let shell = ShellHarness()
        let gone = Process()
        gone.executableURL = URL(fileURLWithPath: "/bin/true")
        try gone.run()
        gone.waitUntilExit()
        let dead = gone.processIdentifier
        let alive = ProcessInfo.processInfo.processIdentifier
        let names = [
            "left": ".asks.csv.tmp-\(dead)-12345", "alive": ".asks.csv.tmp-\(alive)-7",
            "notAProcess": ".asks.csv.tmp-x-1", "otherFile": ".other.csv.tmp-\(dead)-1",
        ]
        for name in names.values {
            try Data("partial".utf8).write(to: shell.home.appendingPathComponent(name))
        }
        let log = try shell.file(holding: #"{"user": "u", "time": "2026-03-01T10:00:00Z", "event": "launch"}"# + "\n")
        let target = shell.home.appendingPathComponent("asks.csv").path
        let run = try shell.run(["replay", "--events", log, "--per-user", target, "--json"], useStore: false)
        #expect(run.code == 0, "\(run.error)")
        #expect(FileManager.default.fileExists(atPath: target))
        for (label, name) in names {
            let exists = FileManager.default.fileExists(atPath: shell.home.appendingPathComponent(name).path)
            #expect(exists == (label != "left"), "\(label): \(name)")
        }
    }
}
