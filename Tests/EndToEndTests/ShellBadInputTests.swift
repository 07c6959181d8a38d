import Foundation
import Testing

@Suite("AppShell: bad input")
struct ShellBadInputTests {
    static let badCommandLines: [[String]] = [
        ["frobnicate"],
        ["status", "--bogus"],
        ["complete", "--now", "yesterday"],
        ["complete", "--now", "2026-13-45T00:00:00Z"],
        ["complete", "--pause", "-1"],
        ["complete", "--pause", "two"],
        ["complete", "--outcome", "maybe"],
        ["status", "--policy", "nonsense"],
        ["respond", "sure"],
        ["respond"],
        ["review-link", "--app-id", "12ab"],
        ["review-link"],
        ["simulate", "--days", "-3"],
        ["simulate", "--days", "many"],
        ["simulate", "--launches-per-day", "-1"],
        ["simulate", "--answer", "perhaps"],
        ["status", "--store"],
        ["status", "--policy", "apple", "--policy", "fittoday"],
        ["status", "--outcome", "skipped"],
        ["status", "extra"],
        ["status", "--json=yes"],
        ["respond", "rate"],
        ["status", "--app-version", ""],
        ["status", "--app-version", "   "],
        ["status", "--now", ""],
        ["simulate", "--launches-per-day", "nan"],
        ["simulate", "--completions-per-day", "inf"],
        ["status", "--now", "2026-01-01T09:00:00"],
    ]

    @Test(
        "Bad input: one line on stderr naming the problem and how to get help, exit 64, store untouched",
        arguments: badCommandLines)
    func badInput(arguments: [String]) throws {
        let shell = ShellHarness()
        _ = try shell.json(["complete"], now: "2026-01-01T00:00:00Z")
        let before = try Data(contentsOf: shell.store)
        let run = try shell.run(arguments)
        #expect(run.code == 64)
        #expect(run.out.isEmpty)
        let lines = run.error.split(separator: "\n")
        #expect(lines.count == 1)
        #expect(lines.first?.hasPrefix("AppShell: ") == true)
        #expect(lines.first?.contains("AppShell help") == true)
        #expect(try Data(contentsOf: shell.store) == before)
    }

    @Test("A date and time without a zone is refused saying the zone is missing; an impossible one is not")
    func missingZone() throws {
        let shell = ShellHarness()
        let noZone = try shell.run(["status", "--now", "2026-01-01T09:00:00"])
        #expect(noZone.error.contains("'2026-01-01T09:00:00' has no time zone: add Z for UTC"), "\(noZone.error)")
        let impossible = try shell.run(["status", "--now", "2026-02-30T09:00:00"])
        #expect(!impossible.error.contains("time zone"), "\(impossible.error)")
        #expect(impossible.error.contains("expects a real ISO-8601 date and time"))
    }

    @Test(
        "A mistyped command or option is answered with the name it most likely meant; a name far from all, without",
        arguments: [
            (["lanch"], "unknown command 'lanch' (did you mean launch?)"),
            (["stauts"], "unknown command 'stauts' (did you mean status?)"),
            (["status", "--nwo", "x"], "unknown option '--nwo' (did you mean --now?)"),
            (["status", "--polcy", "apple"], "unknown option '--polcy' (did you mean --policy?)"),
            (["frobnicate"], "unknown command 'frobnicate'. See"),
        ])
    func nearestName(arguments: [String], message: String) throws {
        let run = try ShellHarness().run(arguments)
        #expect(run.code == 64)
        #expect(run.error.contains(message), "\(run.error)")
    }

    @Test("Bad input never creates a store file")
    func noStoreCreated() throws {
        let shell = ShellHarness()
        let run = try shell.run(["complete", "--now", "nope"])
        #expect(run.code == 64)
        #expect(!FileManager.default.fileExists(atPath: shell.store.path))
    }

    @Test("An argument that is not valid UTF-8 is refused with 64, naming it; nothing is stored")
    func nonUTF8Refused() throws {
        let shell = ShellHarness()
        let version = try shell.run(["launch"], redirecting: #"--app-version "$(printf '\377\3761.0')""#)
        #expect(version.code == 64)
        #expect(version.error == "AppShell: argument 5 ('\\xFF\\xFE1.0') is not valid UTF-8. See 'AppShell help'.\n")
        let path = try shell.run(
            ["launch", "--app-version", "2.0"], redirecting: "--store \"\(shell.home.path)/$(printf 'a\\377b')\"")
        #expect(path.code == 64)
        #expect(path.error.contains("/a\\xFFb') is not valid UTF-8"), "\(path.error)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: shell.home.path).isEmpty)
    }

    @Test("A read-only store is refused with 74 on one line, and no lock file is left")
    func readOnlyStore() throws {
        let shell = ShellHarness()
        #expect(try shell.run(["launch"]).code == 0)
        try FileManager.default.removeItem(atPath: shell.store.path + ".lock")
        try FileManager.default.setAttributes([.posixPermissions: 0o444], ofItemAtPath: shell.store.path)
        let run = try shell.run(["launch"])
        #expect(run.code == 74)
        #expect(
            run.error.split(separator: "\n").count == 1 && run.error.contains("read-only (mode 0444)"), "\(run.error)")
        #expect(!FileManager.default.fileExists(atPath: shell.store.path + ".lock"))
    }

    @Test("A store path that cannot be read or written: a clear message and exit 74")
    func unreachableStore() throws {
        let shell = ShellHarness()
        let blocker = shell.home.appendingPathComponent("a-file")
        try Data("x".utf8).write(to: blocker)
        for path in [shell.home.path, blocker.appendingPathComponent("state.json").path] {
            let run = try shell.run(["complete", "--store", path, "--pause", "0"], useStore: false)
            #expect(run.code == 74, "\(path)")
            #expect(run.error.contains("AppShell: cannot"), "\(run.error)")
        }
        #expect(try String(contentsOf: blocker, encoding: .utf8) == "x")
    }

    @Test("A damaged store: a warning, no ask, the damaged file kept, and a fresh state afterwards")
    func damagedStore() throws {
        let shell = ShellHarness()
        try FileManager.default.createDirectory(
            at: shell.store.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data("{\"schemaVersion\":1,\"values\":{\"completedCount\":".utf8).write(to: shell.store)
        let run = try shell.run(["complete", "--json", "--pause", "0"])
        #expect(run.code == 0)
        #expect(run.error.contains("AppShell: warning: stored state was unreadable"))
        let result = try run.json()
        #expect(result.prompted == false)
        #expect((result["warnings"] as? [String])?.count == 1)
        #expect(result.eligible == false)
        #expect(result.reasons?.first?.hasPrefix("stored state was unreadable") == true)
        #expect(FileManager.default.fileExists(atPath: shell.store.path + ".corrupt-1"))
        #expect(result.state["completedCount"] as? Int == 1)
    }

    @Test("help and --help print help and succeed")
    func help() throws {
        let shell = ShellHarness()
        #expect(try shell.run(["help"]).out.contains("Commands:"))
        let commandHelp = try shell.run(["complete", "--help"])
        #expect(commandHelp.code == 0)
        #expect(commandHelp.out.contains("--outcome completed|skipped"))
    }
}
