import Foundation
import Testing

@Suite("Preset names as the README and the Swift API spell them")
struct ShellPresetNameTests {
    @Test("--policy and --compare take a preset's name in any letter case; an unknown name is still 64")
    func anyLetterCase() throws {
        let shell = ShellHarness()
        for (spelled, name) in [("fitToday", "fittoday"), ("searchConsole", "searchconsole"), ("APPLE", "apple")] {
            let status = try shell.json(["status", "--policy", spelled], now: "2026-01-01T00:00:00Z")
            #expect(status["policy"] as? String == name, "\(spelled): \(status)")
        }
        let compared = try shell.run(
            ["simulate", "--population", "20", "--compare", "fitToday,SearchConsole", "--json"], useStore: false)
        #expect(compared.code == 0, "\(compared.error)")
        let policies = (try compared.json()["population"] as? [String: Any])?["policies"] as? [[String: Any]]
        #expect(policies?.compactMap { $0["policy"] as? String } == ["fittoday", "searchconsole"])
        let unknown = try shell.run(["status", "--policy", "fit-today"])
        #expect(unknown.code == 64 && unknown.error.contains("fit-today"), "\(unknown.error)")
    }
}
