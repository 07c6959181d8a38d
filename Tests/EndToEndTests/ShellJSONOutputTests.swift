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
}
