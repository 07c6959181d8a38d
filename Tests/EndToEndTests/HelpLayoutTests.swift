import AskForReviewDomain
import Foundation
import TestSupport
import Testing

@testable import AppShell

@Suite("Help fits 80 columns")
struct HelpLayoutTests {
    @Test("Every help page, the general one and each command's, fits 80 columns and says every word")
    func everyHelpPageFits() throws {
        let shell = ShellHarness()
        let general = try shell.run(["help"], useStore: false)
        let commands = Set(CommandTable.all.map(\.name))
        #expect(commands.count > 10)
        for topic in [nil] + commands.sorted() {
            let run = topic == nil ? general : try shell.run(["help", topic ?? ""], useStore: false)
            #expect(run.code == 0, "\(topic ?? "help"): \(run.error)")
            for line in run.outLines {
                #expect(line.count <= 80, "\(topic ?? "help"), \(line.count) columns: \(line)")
            }
            let text = topic.flatMap { try? HelpCommand(topic: $0).text } ?? HelpCommand.general
            #expect(words(run.out) == words(text), "\(topic ?? "help"): a word lost or moved")
        }
    }

    @Test("The general help names every exit code the reference's table gives")
    func helpNamesEveryExitCode() throws {
        let reference = try String(
            contentsOf: repositoryRoot.appendingPathComponent("Documentation/CLI.md"), encoding: .utf8)
        let table = reference.components(separatedBy: "## Exit codes")[1].components(separatedBy: "\n")
        let codes = table.compactMap { line -> String? in
            let cells = line.split(separator: "|").map { $0.trimmingCharacters(in: .whitespaces) }
            return cells.first.flatMap { Int($0) != nil ? $0 : nil }
        }
        #expect(Set(codes) == ["0", "64", "65", "66", "73", "74", "75", "130"], "\(codes)")
        let general = HelpCommand.general
        let exitCodes = general.components(separatedBy: "Exit codes:")[1].split(whereSeparator: \.isWhitespace)
            .joined(separator: " ")
        for code in codes { #expect(" \(exitCodes)".contains(" \(code) "), "the general help leaves out exit \(code)") }
        for meaning in ["do not merge", "event log", "mapping", "--per-user", "replay or population fit"] {
            #expect(exitCodes.contains(meaning), "the general help's exit codes leave out \(meaning)")
        }
    }

    @Test("Each command's help opens with a usage naming every option it takes")
    func helpUsageNamesEveryOption() throws {
        for definition in CommandTable.all {
            guard let text = try? HelpCommand(topic: definition.name).text else { continue }
            // The usage lines: each form's heading and its continuations, not the prose indented by two.
            let usage = text.components(separatedBy: "\n").filter { !$0.hasPrefix("  ") || $0.hasPrefix("   ") }
                .joined(separator: " ")
            for option in definition.flags.union(definition.valued).sorted() {
                #expect(usage.contains(option), "help \(definition.name): the usage leaves out \(option)")
            }
        }
    }

    @Test("The presets are listed as the Swift API spells them, and each reads in any letter case")
    func presetsListedAsSpelled() throws {
        let shell = ShellHarness()
        let help = try shell.run(["help"], useStore: false).out
        #expect(help.contains("--policy apple|fitToday|searchConsole"), "\(help)")
        let spelled = PolicySource.presetSpellings.compactMap { ReviewPolicy.preset(named: $0)?.name }
        #expect(spelled == ReviewPolicy.presets.map(\.name), "every preset listed once, in order")
        for name in ["apple", "fitToday", "searchConsole", "SEARCHCONSOLE", "fittoday"] {
            let run = try shell.run(["status", "--policy", name], useStore: true)
            #expect(run.code == 0, "\(name): \(run.error)")
        }
    }

    @Test("A paragraph is filled again, a listing hangs under its description, a usage under its command")
    func layout() {
        let paragraph = "  " + Array(repeating: "word", count: 30).joined(separator: " ") + "\n  next line."
        #expect(
            HelpLayout.fitted(paragraph, width: 40) == [
                "  word word word word word word word",
                "  word word word word word word word",
                "  word word word word word word word",
                "  word word word word word word word",
                "  word word next line.",
            ])
        #expect(
            HelpLayout.fitted("  --store PATH   the store file, which is kept", width: 30) == [
                "  --store PATH   the store", "                 file, which", "                 is kept",
            ])
        #expect(
            HelpLayout.fitted("Usage: swift run AppShell replay [--a A] [--b B]\nshow: next item", width: 44) == [
                "Usage: swift run AppShell replay [--a A]", "                          [--b B]", "show: next item",
            ])
        #expect(HelpLayout.fitted("short\n\n  kept") == ["short", "", "  kept"])
        #expect(HelpLayout.fitted("run [--a A] [--b B] ", width: 19) == ["run [--a A] [--b B]"], "a trailing space")
        let long = String(repeating: "x", count: 30)
        #expect(HelpLayout.fitted("  a " + long, width: 20) == ["  a", "  " + long], "a long word stays whole")
    }

    private func words(_ text: String) -> [Substring] {
        text.split(whereSeparator: { $0 == " " || $0 == "\n" })
    }
}
