import Foundation
import Testing

/// `--json` is a contract with scripts: whatever a value holds, every output parses as JSON and gives
/// the value back exactly.
@Suite("AppShell --json output is always JSON")
struct ShellJSONOutputTests {
    /// Characters a terminal acts on that JSON allows raw: DEL, C1 controls, the line and paragraph
    /// separators and bidirectional controls; and two that JSON must escape (ESC, a line feed).
    static let awkward: [Unicode.Scalar] = [
        "\u{7F}", "\u{85}", "\u{9B}", "\u{2028}", "\u{2029}", "\u{202E}", "\u{2066}", "\u{1B}", "\n",
    ]

    @Test("A version holding a character a terminal acts on: every later --json output parses and keeps it")
    func awkwardVersions() throws {
        for scalar in Self.awkward {
            let shell = ShellHarness()
            let version = "1.0" + String(scalar)
            let runs = [
                try shell.run(["launch", "--app-version", version, "--json"]),
                try shell.run(["complete", "--pause", "0", "--app-version", version, "--json"]),
                try shell.run(["status", "--json"]),
            ]
            for run in runs {
                #expect(run.code == 0, "\(run.error)")
                let sessions = try #require(try run.json()["state"] as? [String: Any])["sessions"] as? [String: Any]
                #expect(sessions?["version"] as? String == version, "U+\(String(scalar.value, radix: 16))")
                #expect(!run.out.unicodeScalars.contains(scalar) || scalar == "\n", "escaped, never raw")
            }
        }
    }

    /// Every character a terminal or an editor acts on instead of showing, or shows nothing of: the C0
    /// controls, DEL, the C1 controls, the line and paragraph separators, the bidirectional controls
    /// and the characters of no width.
    static let everyControl: [Unicode.Scalar] = [
        Array(0x00...0x1F), [0x7F], Array(0x80...0x9F), [0x2028, 0x2029, 0x061C, 0x200E, 0x200F],
        Array(0x202A...0x202E), Array(0x2066...0x2069), Array(0x200B...0x200D), Array(0x2060...0x2064), [0xFEFF],
    ].joined().compactMap(Unicode.Scalar.init)

    @Test("A policy named with every control character: each command's --json, and each policy it prints, reads back")
    func everyControlInAPolicyName() throws {
        let shell = ShellHarness()
        let log = try shell.file(
            holding: #"{"user": "u1", "time": "2026-01-01T00:00:00Z", "event": "processCompleted"}"#)
        // Names of at most 64 characters: the characters in groups, each between two letters.
        let groups = stride(from: 0, to: Self.everyControl.count, by: 20).map {
            Array(Self.everyControl[$0..<min($0 + 20, Self.everyControl.count)])
        }
        for group in groups {
            let name = "a" + String(String.UnicodeScalarView(group)) + "b"
            let escaped = group.map { String(format: "\\u%04x", $0.value) }.joined()
            let file = try shell.file(
                holding: #"{"format": 1, "name": "a"# + escaped + #"b", "moments": ["processCompleted"], "#
                    + #""conditions": [{"minimumSessions": {"count": 3}}, "#
                    + #"{"minimumTimeElapsed": {"since": "lastRequest", "duration": "30d"}}]}"#)
            let commands: [(arguments: [String], policyName: ([String: Any]) -> String?)] = [
                (["policy", "check", file], { (($0["files"] as? [[String: Any]])?.first?["policy"]) as? String }),
                (["status", "--policy-file", file], { $0["policy"] as? String }),
                (["simulate", "--policy-file", file, "--now", "2026-01-01T00:00:00Z"], { $0["policy"] as? String }),
                (
                    ["simulate", "--population", "20", "--compare", file],
                    {
                        (($0["population"] as? [String: Any])?["policies"] as? [[String: Any]])?.first?["policy"]
                            as? String
                    }
                ),
                (
                    ["replay", "--events", log, "--compare", file],
                    { (($0["replay"] as? [String: Any])?["policies"] as? [[String: Any]])?.first?["policy"] as? String }
                ),
            ]
            for command in commands {
                let run = try shell.run(command.arguments + ["--json"])
                #expect(run.code == 0, "\(command.arguments): \(run.error)")
                #expect(run.outLines.count == 1, "one line: \(command.arguments)")
                #expect(command.policyName(try run.json()) == name, "\(command.arguments[0]) gives the name back")
                let raw = group.filter { run.out.unicodeScalars.contains($0) && $0 != "\n" }
                #expect(raw.isEmpty, "escaped, never raw: \(raw.map(\.value))")
            }
            for form in [[], ["--json"]] {
                let shown = try shell.run(["policy", "show", file] + form)
                #expect(shown.code == 0, "\(shown.error)")
                let printed = try shell.file(holding: shown.out)
                let checked = try shell.run(["policy", "check", printed, "--json"])
                #expect(checked.code == 0, "policy check reads what policy show \(form) printed: \(checked.out)")
                #expect(((try checked.json()["files"] as? [[String: Any]])?.first?["policy"]) as? String == name)
            }
        }
    }

    @Test("A user id with a character of no width is escaped in a replay's problem, as --json escapes it")
    func invisibleInAProblem() throws {
        let shell = ShellHarness()
        // One user's events in two blocks, read once from standard input: the problem names the user.
        let log =
            #"{"user": "a\u200db", "time": "2026-01-01T00:00:00Z", "event": "launch"}"# + "\n"
            + #"{"user": "c", "time": "2026-01-01T00:00:00Z", "event": "launch"}"# + "\n"
            + #"{"user": "a\u200db", "time": "2026-01-02T00:00:00Z", "event": "launch"}"# + "\n"
        let run = try shell.run(["replay", "--events", "-"], input: log, useStore: false)
        #expect(run.code == 65, "\(run.error)")
        #expect(run.error.contains("a\\u{200D}b"), "\(run.error)")
        #expect(!run.error.unicodeScalars.contains("\u{200D}"))
    }
}
