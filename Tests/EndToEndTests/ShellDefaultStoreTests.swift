import Foundation
import Testing

@Suite("The command-line tool's state, apart from an app's")
struct ShellDefaultStoreTests {
    @Test("With no --store the tool keeps its state in command-line/state.json, never in an app's default store")
    func apartFromAnApp() throws {
        let shell = ShellHarness()
        let state = shell.home.appendingPathComponent("xdg-state/askforreview")
        let launched = try shell.run(["launch", "--now", "2026-01-01T00:00:00Z"], useStore: false)
        #expect(launched.code == 0, "\(launched.error)")
        #expect(FileManager.default.fileExists(atPath: state.appendingPathComponent("command-line/state.json").path))
        #expect(!FileManager.default.fileExists(atPath: state.appendingPathComponent("state.json").path))
        // What the tool recorded is what it reads back, and `reset --all` starts afresh.
        let status = try shell.run(["status", "--json", "--now", "2026-01-02T00:00:00Z"], useStore: false)
        #expect((try status.json()["state"] as? [String: Any])?["firstLaunchDate"] is String, "\(status.out)")
        #expect(try shell.run(["reset", "--all"], useStore: false).code == 0)
        let afresh = try shell.run(["status", "--json", "--now", "2026-01-02T00:00:00Z"], useStore: false)
        #expect((try afresh.json()["state"] as? [String: Any])?["firstLaunchDate"] is NSNull, "\(afresh.out)")
    }
}
