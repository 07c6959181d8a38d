import Foundation
import Testing

/// A named pipe given as the log is read once, as standard input is: its identity is not taken by
/// opening it (which lost what its writer sent, and left the replay waiting for a writer gone).
@Suite("A named pipe given as the log is read once")
struct ShellEventPipeTests {
    @Test("replay --events FIFO reads what the pipe's writer sends, and ends")
    func pipeIsReadOnce() throws {
        let shell = ShellHarness()
        let text = ShellEventFolderTests.lines.joined(separator: "\n") + "\n"
        let log = try shell.file(holding: text)
        let expected = try shell.run(["replay", "--events", log, "--json"], useStore: false).json()
        let fifo = shell.home.appendingPathComponent("events.fifo").path
        #expect(mkfifo(fifo, 0o600) == 0)
        // The replay under a time limit (a hang is a failure, not a stuck test run), then the writer.
        let replay = Process()
        replay.executableURL = URL(fileURLWithPath: "/usr/bin/timeout")
        replay.arguments = ["30", ShellHarness.binary.path, "replay", "--events", fifo, "--json"]
        replay.environment = ["HOME": shell.home.path, "PATH": "/usr/bin:/bin", "TZ": "UTC"]
        let (out, error) = (Pipe(), Pipe())
        replay.standardOutput = out
        replay.standardError = error
        try replay.run()
        let writer = Process()
        writer.executableURL = URL(fileURLWithPath: "/bin/sh")
        writer.arguments = ["-c", "cat \"$0\" > \"$1\"", log, fifo]
        try writer.run()
        let printed = out.fileHandleForReading.readDataToEndOfFile()
        let problems = String(decoding: error.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        replay.waitUntilExit()
        writer.waitUntilExit()
        #expect(replay.terminationStatus == 0, "\(problems)")
        let object = try JSONSerialization.jsonObject(with: printed) as? [String: Any]
        let policies = { (json: [String: Any]?) in (json?["replay"] as? [String: Any])?["policies"] as? [[String: Any]]
        }
        #expect(policies(object)?.first?["users"] as? Int == 40)
        #expect(policies(object)?.first?["users"] as? Int == policies(expected)?.first?["users"] as? Int)
    }
}
