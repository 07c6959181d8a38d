import Foundation
import TestSupport
import Testing

/// The README's command-line example is what the tool prints: its commands run in order against a
/// fresh store, and the last one's output is compared with the README's, line for line.
@Suite("The README's command-line example")
struct ReadmeCommandLineExampleTests {
    @Test("The commands shown print the output shown")
    func exampleOutput() throws {
        let readme = try String(contentsOf: repositoryRoot.appendingPathComponent("README.md"), encoding: .utf8)
        let section = try #require(readme.components(separatedBy: "## From the command line").dropFirst().first)
        let block = try #require(section.components(separatedBy: "```").dropFirst().first)
        let lines = block.split(separator: "\n", omittingEmptySubsequences: false).map(String.init).dropFirst()
        let alias = try #require(lines.first { $0.hasPrefix("$ alias shell=") })
        let prefix = try #require(alias.split(separator: "'").dropFirst().first)
        #expect(prefix == "swift run AppShell --policy fittoday --store demo.json")
        let commands = lines.filter { $0.hasPrefix("$ shell ") }
        let shown = lines.drop { !$0.hasPrefix("$ shell status") }.dropFirst().filter { !$0.isEmpty }
        let shell = ShellHarness()
        var output: [String] = []
        for command in commands {
            let arguments = command.dropFirst("$ shell ".count).replacingOccurrences(of: " > /dev/null", with: "")
                .split(separator: " ").map(String.init)
            let run = try shell.run(["--policy", "fittoday"] + arguments)
            #expect(run.code == 0, "\(command): \(run.error)")
            output = run.outLines
        }
        #expect(commands.count == 4)
        #expect(output == Array(shown))
    }
}
