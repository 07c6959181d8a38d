import Foundation
import TestSupport
import Testing

/// The command-line contract: help and version, option syntax, strict values, output only after a
/// commit, an unwritable standard output, escaped echoes and the words a person reads.
@Suite("AppShell: the command-line contract")
struct ShellContractTests {
    @Test("--help and -h alone print the general help; after a command, that command's; --version the version")
    func helpAndVersion() throws {
        let shell = ShellHarness()
        for flag in ["--help", "-h"] {
            let run = try shell.run([flag])
            #expect(run.code == 0)
            #expect(run.out.contains("Commands:"), "\(flag)")
            let command = try shell.run(["complete", flag])
            #expect(command.out.contains("--outcome completed|skipped") && !command.out.contains("Commands:"))
        }
        let version = try shell.run(["--version"])
        #expect(version.code == 0)
        #expect(version.outLines == ["AppShell 0.1.0"])
    }

    @Test("-- ends the options: what follows is a command or argument")
    func doubleDash() throws {
        let shell = ShellHarness()
        #expect(try shell.run(["--json", "--store", shell.store.path, "--", "status"], useStore: false).code == 0)
        let run = try shell.run(["--", "--json"])
        #expect(run.code == 64)
        #expect(run.error.contains("unknown command '--json'"), "\(run.error)")
    }

    @Test(
        "Refused with 64 and the store untouched: empty '=' values, impossible dates, non-decimal numbers",
        arguments: [
            ["--store=", "status"], ["status", "--policy="], ["status", "--now="],
            ["status", "--now", "2026-02-30T00:00:00Z"], ["status", "--now", "2026-01-01T24:00:00Z"],
            ["status", "--now", "2026-01-01T00:61:00Z"], ["status", "--now", "2026-01-01T00:00:60Z"],
            ["status", "--now", "2026-01-01T00:00:00+24:00"], ["status", "--now", "2026-01-01T00:00:00"],
            ["status", "--pause", "0x1p2"], ["status", "--pause", "1e1"], ["status", "--pause", "+1"],
            ["simulate", "--days", "0x10"], ["simulate", "--days", "+5"], ["simulate", "--launches-per-day", "1e1"],
            ["simulate", "--launches-per-day", ".5"],
            ["simulate", "--signed-out"], ["simulate", "--background"], ["simulate", "--app-version", "2.0"],
            ["simulate", "--answer", "rate"], ["demo", "--json"], ["respond", "rate"],
            ["status", "--app-version", String(repeating: "v", count: 257)],
        ])
    func refused(arguments: [String]) throws {
        let shell = ShellHarness()
        _ = try shell.json(["complete"], now: "2026-01-01T00:00:00Z")
        let before = try Data(contentsOf: shell.store)
        let run = try shell.run(arguments)
        #expect(run.code == 64, "\(arguments): \(run.error)")
        #expect(run.out.isEmpty)
        #expect(run.error.split(separator: "\n").count == 1)
        #expect(try Data(contentsOf: shell.store) == before)
    }

    @Test(
        "ISO 8601 forms that name a real moment are accepted",
        arguments: [
            ("2026-01-01t00:00:00z", "2026-01-01T00:00:00Z"), ("2026-01-01T00:00:00-23:59", "2026-01-01T23:59:00Z"),
            ("2026-01-01T00:00:00+0130", "2025-12-31T22:30:00Z"), ("2028-02-29T12:00:00.5+01", "2028-02-29T11:00:00Z"),
        ])
    func datesAccepted(text: String, utc: String) throws {
        let shell = ShellHarness()
        let launched = try shell.json(["launch"], now: text)
        #expect(launched.state["firstLaunchDate"] as? String == utc)
    }

    @Test("A failed command prints nothing on standard output: no line claims a change that did not happen")
    func nothingClaimedOnFailure() throws {
        let shell = ShellHarness()
        let run = try shell.run(["complete", "--pause", "0", "--store", shell.home.path], useStore: false)
        #expect(run.code == 74)
        #expect(run.out.isEmpty, "\(run.out)")
    }

    @Test("An unwritable standard output: exit 74 and one line on standard error, never a crash")
    func unwritableOutput() throws {
        let shell = ShellHarness()
        _ = try shell.json(["launch"], now: "2026-01-01T00:00:00Z")
        for redirection in [">/dev/full", ">&-"] {
            let status = try shell.run(["status"], redirecting: redirection)
            #expect(status.code == 74, "\(redirection): \(status.error)")
            #expect(status.error.split(separator: "\n").count == 1, "\(status.error)")
            #expect(status.error.hasPrefix("AppShell: cannot write to standard output"))
            #expect(!status.error.contains("committed"))
        }
        let complete = try shell.run(["complete", "--json", "--pause", "0"], redirecting: ">/dev/full")
        #expect(complete.code == 74)
        #expect(complete.error.contains("the command's change to the store is committed"), "\(complete.error)")
        #expect(try shell.json(["status"], now: "2026-01-01T00:00:00Z").state["completedCount"] as? Int == 1)
    }

    @Test("A reader that closes the pipe early (| head -1) ends the command quietly, its change kept")
    func readerClosingThePipe() throws {
        let shell = ShellHarness()
        _ = try shell.json(["launch"], now: "2026-01-01T00:00:00Z")
        for arguments in [["status"], ["status", "--json"], ["help"], ["complete", "--pause", "0"]] {
            let run = try shell.runWithReaderGone(arguments)
            #expect(run.code == 0, "\(arguments): \(run.code) \(run.error)")
            #expect(run.error.isEmpty, "\(arguments): \(run.error)")
        }
        #expect(try shell.json(["status"], now: "2026-01-01T00:00:00Z").state["completedCount"] as? Int == 1)
        let headed = try shell.run(["status"], redirecting: "| head -1")
        #expect(headed.code == 0)
        #expect(headed.outLines.count == 1, "\(headed.out)")
        #expect(headed.error.isEmpty, "\(headed.error)")
    }

    @Test("respond needs a pre-prompt that awaits an answer, and takes one answer for it")
    func respondNeedsAPrePrompt() throws {
        let shell = ShellHarness()
        let policy = ["--policy", "searchconsole"]
        let fresh = try shell.run(["respond", "rate"] + policy)
        #expect(fresh.code == 64)
        #expect(fresh.error.contains("no pre-prompt awaits an answer"), "\(fresh.error)")
        #expect(!FileManager.default.fileExists(atPath: shell.store.path), "nothing stored")
        _ = try shell.json(["launch"] + policy, now: "2026-01-01T00:00:00Z")
        #expect(try shell.json(["tick"] + policy, now: "2026-01-01T00:05:00Z").prePrompted == true)
        let answered = try shell.json(["respond", "later"] + policy, now: "2026-01-01T00:05:10Z")
        #expect(answered.state["laterTaps"] as? Int == 1)
        let again = try shell.run(["respond", "later"] + policy)
        #expect(again.code == 64)
        let state = try shell.json(["status"] + policy, now: "2026-01-01T00:06:00Z").state
        #expect(state["laterTaps"] as? Int == 1)
        #expect(state["requestCount"] as? Int == 1)
    }

    @Test("Control characters in echoed values are escaped; echoed arguments are cut")
    func echoesEscaped() throws {
        let shell = ShellHarness()
        let version = "1.0\nDecision: eligible"
        for minute in 1...4 {
            _ = try shell.json(["complete", "--app-version", version], now: "2026-01-01T00:0\(minute):00Z")
        }
        let status = try shell.run(["status", "--app-version", version, "--now", "2026-01-01T00:10:00Z"])
        #expect(status.code == 0)
        #expect(!status.outLines.contains("Decision: eligible"), "\(status.out)")
        #expect(status.out.contains("1.0\\nDecision: eligible"))
        let bad = try shell.run(["status", "--policy", "x\u{1B}[2J" + String(repeating: "y", count: 1_000)])
        #expect(bad.code == 64)
        #expect(!bad.error.contains("\u{1B}"))
        #expect(bad.error.contains("\\u{1B}"))
        #expect(bad.error.count < 300, "\(bad.error.count) characters")
    }

    @Test("status: the columns line up, and after the clock moved back the earliest ask is the real one")
    func statusWords() throws {
        let shell = ShellHarness()
        let policy = ["--policy", "fittoday"]
        _ = try shell.json(["launch"] + policy, now: "2026-01-01T00:00:00Z")
        for _ in 1...3 { _ = try shell.json(["complete"] + policy, now: "2026-02-01T00:00:00Z") }
        let run = try shell.run(["status", "--now", "2026-01-15T00:00:00Z"] + policy)
        let fields = run.outLines.filter { $0.hasPrefix("  ") && !$0.hasPrefix("  - ") }
        #expect(fields.count >= 8)
        #expect(fields.allSatisfy { $0.contains(":  ") })
        let valueColumns = Set(
            fields.map { line -> Int in
                let colon = line.firstIndex(of: ":") ?? line.startIndex
                let value = line[line.index(after: colon)...].firstIndex { $0 != " " } ?? line.endIndex
                return line.distance(from: line.startIndex, to: value)
            })
        #expect(valueColumns.count == 1, "values start in one column: \(fields)")
        #expect(run.out.contains("clock is earlier than the last request (2026-02-01T00:00:00Z)"))
        #expect(run.out.contains("Earliest ask if nothing else changes: 2026-03-03T00:00:00Z"), "\(run.out)")
    }

    @Test("demo: the steps read 1, 2, 3, then Process Completed; input that ends in the pause cancels the request")
    func demoWords() throws {
        let shell = ShellHarness()
        let run = try shell.run(["demo", "--pause", "30"], input: "s\nc\nc\n")
        #expect(run.code == 0)
        let screens = run.outLines.filter { $0.hasPrefix("== ") }
        #expect(
            screens == [
                "== Requesting App Store Reviews ==", "== Step 1 of 3 ==", "== Step 2 of 3 ==", "== Step 3 of 3 ==",
                "== Process Completed ==",
            ])
        for _ in 1...2 { _ = try shell.json(["complete"], now: "2026-01-01T00:00:00Z") }
        let due = try shell.run(["demo", "--pause", "30"], input: "s\nc\nc\n")
        #expect(due.out.contains("(The input ended during the pause: the review request was cancelled.)"), "\(due.out)")
        #expect(!due.out.contains("[System] App Store review request"))
    }

    @Test("demo: the hint about launches shows only while no launch is recorded")
    func demoLaunchHint() throws {
        let shell = ShellHarness()
        let policy = ["--policy", "searchconsole", "--now", "2026-01-01T00:01:00Z"]
        let before = try shell.run(["demo"] + policy, input: "q\n")
        #expect(before.out.contains("Only 'AppShell launch' records a launch."))
        _ = try shell.json(["launch", "--policy", "searchconsole"], now: "2026-01-01T00:00:00Z")
        let after = try shell.run(["demo"] + policy, input: "q\n")
        #expect(
            after.out.contains(
                "(No pre-prompt now: asks from 2026-01-01T00:03:00Z (3 minutes after the first launch).)"))
        #expect(!after.out.contains("Only 'AppShell launch' records a launch."))
    }

    @Test("The README links nothing outside the repository")
    func readmeSelfContained() throws {
        let root = repositoryRoot
        let readme = try String(contentsOf: root.appendingPathComponent("README.md"), encoding: .utf8)
        #expect(!readme.contains("../"))
    }
}

@Suite("Apple-only snippets")
struct AppleSnippetTests {
    @Test(
        "Every snippet CI type-checks is shown in the README or a DocC article, word for word",
        arguments: ["ios", "swiftui", "extension"])
    func snippetsShown(configuration: String) throws {
        let root = repositoryRoot
        let readme = try String(contentsOf: root.appendingPathComponent("README.md"), encoding: .utf8)
        let catalog = root.appendingPathComponent("Sources/AppShell/App/AskForReview/AskForReview.docc")
        let articles = try FileManager.default.contentsOfDirectory(atPath: catalog.path).filter { $0.hasSuffix(".md") }
            .map { try String(contentsOf: catalog.appendingPathComponent($0), encoding: .utf8) }
        let documents = [readme] + articles
        let folder = root.appendingPathComponent(".ci/snippets/\(configuration)")
        let files = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".swift") }
        #expect(!files.isEmpty)
        for file in files {
            let snippet = try String(contentsOf: folder.appendingPathComponent(file), encoding: .utf8)
            let whole = snippet.trimmingCharacters(in: .newlines)
            // A file of several examples is shown example by example (checked by the drift test).
            let shown = documents.contains { $0.contains(whole) } || file.hasSuffix("Examples.swift")
            #expect(shown, "\(file)")
        }
    }
}

@Suite("Release files")
struct ReleaseFilesTests {
    let root = repositoryRoot

    func file(_ name: String) throws -> String {
        try String(contentsOf: root.appendingPathComponent(name), encoding: .utf8)
    }

    @Test(
        "AppShell --version and the newest CHANGELOG entry name one version; the README installs from main while untagged"
    )
    func oneVersion() throws {
        let heading = try #require(
            try file("CHANGELOG.md").split(separator: "\n").first { $0.hasPrefix("## [") })
        let changelogVersion = String(heading.dropFirst(4).prefix { $0 != "]" })
        #expect(changelogVersion.split(separator: ".").count == 3, "\(heading)")
        let run = try ShellHarness().run(["--version"])
        #expect(run.outLines == ["AppShell \(changelogVersion)"])
        // No release is tagged: the install snippet follows the branch, and says so.
        let readme = try file("README.md")
        #expect(readme.contains(#"branch: "main""#) && !readme.contains("from: \"\(changelogVersion)\""))
        #expect(try file("CHANGELOG.md").contains("no tag exists yet"))
    }

    @Test("The licence is MIT and the package index builds the documentation of the public modules")
    func releaseFiles() throws {
        #expect(try file("LICENSE").hasPrefix("MIT License"))
        let spi = try file(".spi.yml")
        for module in ["AskForReview", "AskForReviewDomain", "AskForReviewData", "AskForReviewPresentation"] {
            #expect(spi.contains(module), "\(module)")
        }
    }
}
