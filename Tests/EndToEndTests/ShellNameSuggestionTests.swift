import Foundation
import Testing

@Suite("Every closed set of names answers a mistyped one alike")
struct ShellNameSuggestionTests {
    @Test(
        "A mistyped preset, format, help topic or policy subcommand is 64 with the name it most likely meant",
        arguments: [
            (["status", "--policy", "fittday"], "did you mean fitToday?"),
            (["simulate", "--population", "20", "--compare", "apple,fitoday"], "did you mean fitToday?"),
            (["policy", "show", "serchConsole"], "did you mean searchConsole?"),
            (["help", "replya"], "did you mean replay?"),
            (["policy", "chek", "x.json"], "did you mean check?"),
            (["respond", "rat"], "did you mean rate?"),
            (["replay", "--events", "LOG", "--format", "amplitud"], "did you mean amplitude?"),
        ])
    func mistypedName(arguments: [String], hint: String) throws {
        let shell = ShellHarness()
        let log = try shell.file(holding: "{}\n")
        let run = try shell.run(arguments.map { $0 == "LOG" ? log : $0 }, useStore: false)
        #expect(run.code == 64, "\(arguments): \(run.code) \(run.error)")
        #expect(run.error.contains(hint), "\(arguments): \(run.error)")
        #expect(run.out.isEmpty)
    }

    @Test(
        "A path that names no file is 66, for a policy as for a format",
        arguments: [
            ["simulate", "--population", "20", "--compare", "apple,./nosuch.json"],
            ["policy", "show", "./nosuch.json"],
            ["replay", "--events", "LOG", "--format", "nosuch-mapping.json"],
        ])
    func missingFile(arguments: [String]) throws {
        let shell = ShellHarness()
        let log = try shell.file(holding: "{}\n")
        let run = try shell.run(arguments.map { $0 == "LOG" ? log : $0 }, useStore: false)
        #expect(run.code == 66, "\(arguments): \(run.code) \(run.error)")
        #expect(run.error.contains("no such file"), "\(run.error)")
    }

    @Test("A vendor's format is read in any letter case, as a preset's name is")
    func formatInAnyCase() throws {
        let shell = ShellHarness()
        let log = try shell.file(holding: #"{"user_id": "u1"}"# + "\n")
        let lower = try shell.run(["replay", "--events", log, "--format", "amplitude", "--json"], useStore: false)
        for spelled in ["Amplitude", "AMPLITUDE"] {
            let run = try shell.run(["replay", "--events", log, "--format", spelled, "--json"], useStore: false)
            #expect(
                run.code == lower.code && run.out == lower.out && run.error == lower.error, "\(spelled): \(run.error)")
        }
    }

    @Test("The pre-prompt's buttons [1] [2] [3] are answers 'respond' takes, as the demo takes them")
    func numberedAnswers() throws {
        let shell = ShellHarness()
        let options = ["--policy", "searchConsole"]
        #expect(try shell.run(["launch", "--now", "2026-01-01T00:00:00Z"] + options).code == 0)
        let tick = try shell.run(["tick", "--now", "2026-01-01T00:05:00Z"] + options)
        #expect(tick.out.contains("[3]"), "\(tick.out)")
        let answered = try shell.run(["respond", "3", "--now", "2026-01-01T00:05:10Z"] + options)
        #expect(answered.code == 0 && answered.out.contains("'decline'"), "\(answered.out) \(answered.error)")
    }
}
