import Foundation
import Testing

/// Stores written before the user's choices were kept as facts read as they meant: the command-line
/// tool built from the earlier commit printed `choices-expected.json` over the two fixture stores
/// (see `Fixtures/README.md`), and this build prints the same bytes, before and after its first
/// write rewrites the stores' keys.
@Suite("Stores written before choices were facts")
struct ChoicesAsFactsTests {
    struct Case: Decodable {
        struct Run: Decodable {
            let exit: Int32
            let out: String
        }
        let fixture: String
        let policy: String
        let appVersion: String
        let now: String
        let runs: [Run]
    }

    static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures")

    @Test(
        "Every preset decides and reports as the earlier build did, before and after the rewrite (36 cases, 108 runs)")
    func sameOutputs() throws {
        let data = try Data(contentsOf: Self.fixtures.appendingPathComponent("choices-expected.json"))
        let cases = try JSONDecoder().decode([Case].self, from: data)
        #expect(cases.count == 36)
        for item in cases {
            let shell = ShellHarness()
            try FileManager.default.createDirectory(
                at: shell.store.deletingLastPathComponent(), withIntermediateDirectories: true)
            try FileManager.default.copyItem(
                at: Self.fixtures.appendingPathComponent("choices-\(item.fixture).json"), to: shell.store)
            let options = [
                "--policy", item.policy, "--app-version", item.appVersion, "--now", item.now, "--json", "--pause", "0",
            ]
            for (command, expected) in zip(["status", "launch", "status"], item.runs) {
                let run = try shell.run([command] + options)
                #expect(
                    run.code == expected.exit && run.out == expected.out,
                    "\(item.fixture) \(item.policy) \(item.appVersion) \(item.now) \(command): \(run.out) \(run.error)")
            }
            let rewritten = try String(contentsOf: shell.store, encoding: .utf8)
            #expect(rewritten.contains("\"choice.") && !rewritten.contains("Taps\""), "\(rewritten)")
        }
    }
}
