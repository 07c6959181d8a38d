import Foundation
import TestSupport
import Testing

/// `Documentation/CLI.md` against what the built tool prints: every printed JSON key is documented,
/// and every documented key is printed by one of the runs here.
@Suite("The command-line reference")
struct CLIReferenceTests {
    static let root = repositoryRoot

    /// The backticked keys in the first column of the tables between `start` and `end` in CLI.md.
    static func documentedKeys(from start: String, to end: String) throws -> Set<String> {
        let text = try String(contentsOf: root.appendingPathComponent("Documentation/CLI.md"), encoding: .utf8)
        let section = try #require(
            text.components(separatedBy: start).dropFirst().first?.components(separatedBy: end).first)
        var keys: Set<String> = []
        for line in section.split(separator: "\n") where line.hasPrefix("| `") {
            let cell = line.split(separator: "|").first.map(String.init) ?? ""
            let parts = cell.split(separator: "`", omittingEmptySubsequences: false)
            for (index, part) in parts.enumerated() where index % 2 == 1 { keys.insert(String(part)) }
        }
        return keys
    }

    /// The objects whose keys are names a run chose (events, versions, reasons), documented as `*`.
    static let openObjects: Set<String> = [
        "state.events", "replay.policies[].asksByVersion", "replay.policies[].eventsInLog",
        "replay.policies[].linesLeftOut",
    ]

    /// Every key path in `value`: `a.b`, `[]` for a list's elements, `*` for the keys of an open object.
    static func keyPaths(_ value: Any, at path: String = "") -> Set<String> {
        var paths: Set<String> = []
        if let object = value as? [String: Any] {
            for (key, member) in object {
                let child =
                    path.isEmpty
                    ? key
                    : path + "."
                        + (Self.openObjects.contains(path) ? "*" : key)
                paths.insert(child)
                paths.formUnion(keyPaths(member, at: child))
            }
        } else if let list = value as? [Any] {
            for element in list { paths.formUnion(keyPaths(element, at: path + "[]")) }
        }
        return paths
    }

    static let experiment = #"""
        {"format": 1, "experiment": "timing", "variants": [
          {"name": "control", "share": 50, "policy": {"name": "apple", "moments": ["processCompleted"], "conditions": []}},
          {"name": "sooner", "share": 50, "policy": {"name": "sooner", "moments": ["processCompleted"], "conditions": []}}]}
        """#

    /// A log of a few users whose replay prints every key: asks, versions, events and warnings.
    func replayLog(in shell: ShellHarness) throws -> String {
        let file = shell.home.appendingPathComponent("events.jsonl")
        try Data(ShellReplayTests.log.utf8).write(to: file)
        return file.path
    }

    /// The JSON objects of runs that between them print every key.
    func outputs() throws -> [[String: Any]] {
        let shell = ShellHarness()
        let now = ["--now", "2026-01-01T00:00:00Z", "--json"]
        let experiment = shell.home.appendingPathComponent("experiment.json")
        try Data(Self.experiment.utf8).write(to: experiment)
        let damaged = shell.home.appendingPathComponent("damaged.json")
        try Data("not json".utf8).write(to: damaged)
        let targeted = shell.home.appendingPathComponent("targeted.json")
        try Data(
            #"{"format": 2, "name": "off", "enabled": false, "appliesTo": {"versions": {"from": "2"}, "platforms": ["iOS"]}}"#
                .utf8
        ).write(to: targeted)
        let policies = Self.root.appendingPathComponent("Documentation/Policies")
        let runs: [(arguments: [String], useStore: Bool)] = [
            (["launch"] + now, true),
            (["event", "exportSucceeded", "--weight", "2"] + now, true),
            (["review-link", "--app-id", "1"] + now, true),
            (["simulate", "--days", "40", "--completions-per-day", "1"] + now, false),
            (["status", "--store", damaged.path] + now, false),
            (["status", "--policy-file", experiment.path] + now, true),
            (
                ["launch", "--policy", "searchconsole", "--store", shell.home.appendingPathComponent("s.json").path]
                    + now, false
            ),
            (
                [
                    "tick", "--policy", "searchconsole", "--store", shell.home.appendingPathComponent("s.json").path,
                    "--now", "2026-01-01T01:00:00Z", "--json",
                ], false
            ),
            (["simulate", "--population", "40", "--compare", "apple,searchconsole", "--json"], false),
            (["replay", "--events", try replayLog(in: shell), "--compare", "apple,searchconsole", "--json"], false),
            (
                [
                    "policy", "check", policies.appendingPathComponent("searchconsole.json").path,
                    shell.home.appendingPathComponent("missing.json").path, damaged.path, targeted.path, "--json",
                ], false
            ),
        ]
        return try runs.map { run in
            let result = try shell.run(run.arguments, useStore: run.useStore)
            return try result.json()
        }
    }

    @Test("Every key a --json output prints is in the reference, and every key there is printed")
    func jsonKeys() throws {
        let documented = try Self.documentedKeys(from: "## `--json` output", to: "## Files")
        let printed = try outputs().reduce(into: Set<String>()) { $0.formUnion(Self.keyPaths($1)) }
        #expect(
            printed.subtracting(documented).isEmpty,
            "printed but not documented: \(printed.subtracting(documented).sorted())")
        #expect(
            documented.subtracting(printed).isEmpty,
            "documented but not printed: \(documented.subtracting(printed).sorted())")
    }

    @Test("The population file format lists exactly the keys population show prints")
    func populationKeys() throws {
        let documented = try Self.documentedKeys(from: "### Population files", to: "## Exit codes")
        let run = try ShellHarness().run(["population", "show", "--json"], useStore: false)
        let printed = Self.keyPaths(try run.json())
        #expect(
            printed == documented,
            "printed only: \(printed.subtracting(documented).sorted()); documented only: \(documented.subtracting(printed).sorted())"
        )
    }

    @Test("The general help lists every command and points to each command's help")
    func helpListsEveryCommand() throws {
        let help = try ShellHarness().run(["help"], useStore: false).out
        let reference = try String(
            contentsOf: Self.root.appendingPathComponent("Documentation/CLI.md"), encoding: .utf8)
        for command in [
            "demo", "launch", "complete", "event", "tick", "respond", "chose-rate", "opt-out", "status", "reset",
            "simulate --population", "replay", "replay merge", "policy check", "policy show", "population show",
            "population sample", "population fit",
            "review-link", "help",
        ] {
            #expect(help.contains("  " + command), "\(command) in help")
            #expect(reference.contains("`" + command), "\(command) in CLI.md")
        }
        #expect(help.contains("help COMMAND") && help.contains("Documentation/CLI.md"))
    }
}
