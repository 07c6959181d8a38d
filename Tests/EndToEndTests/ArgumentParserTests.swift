import AskForReviewDomain
import AskForReviewSimulation
import Foundation
import TestSupport
import Testing

@testable import AppShell

@Suite("Argument parser")
struct ArgumentParserTests {
    @Test("No command means demo with the default options")
    func defaults() throws {
        let invocation = try ArgumentParser.parse([])
        #expect(invocation.command as? DemoCommand == DemoCommand(reviewLink: nil))
        let options = invocation.options
        #expect(options.policy.name == "apple" && options.policyFile == nil && options.storePath == nil)
        #expect(options.appVersion == "1.0" && options.now == nil && options.pauseSeconds == 2)
        #expect(!options.signedOut && !options.background && !options.json)
    }

    @Test("Options stand before or after the command, as --name value or --name=value")
    func optionForms() throws {
        let invocation = try ArgumentParser.parse([
            "--policy=fittoday", "complete", "--outcome", "skipped", "--pause", "0", "--now",
            "2026-01-01T00:00:00.250Z",
            "--json", "--signed-out",
        ])
        #expect(invocation.command as? CompleteCommand == CompleteCommand(outcome: .skipped))
        #expect(invocation.options.policy.name == "fittoday")
        #expect(invocation.options.pauseSeconds == 0)
        #expect(invocation.options.now == Date(timeIntervalSince1970: 1_767_225_600.25))
        #expect(invocation.options.json && invocation.options.signedOut && !invocation.options.background)
    }

    @Test("simulate reads its settings")
    func simulate() throws {
        let invocation = try ArgumentParser.parse([
            "simulate", "--days", "30", "--launches-per-day", "0.5", "--completions-per-day", "2",
            "--new-version-every", "7", "--answer", "rate", "--policy", "searchconsole",
        ])
        let expected = SimulatedUser(
            days: 30, launchesPerDay: 0.5, completionsPerDay: 2, newVersionEveryDays: 7, answer: .rate)
        #expect(invocation.command as? SimulateCommand == SimulateCommand(settings: expected, days: 30))
    }

    @Test("simulate with --population is a population run")
    func population() throws {
        let invocation = try ArgumentParser.parse(["simulate", "--population", "50", "--seed", "7"])
        var expected = PopulationRun()
        (expected.users, expected.seed) = (50, 7)
        #expect(invocation.command as? PopulationCommand == PopulationCommand(run: expected))
    }

    @Test("Every command in the table is listed in the general help and has its own")
    func everyCommandHasHelp() throws {
        for definition in CommandTable.all {
            let invocation = try ArgumentParser.parse(["help", definition.name])
            let help = try #require(invocation.command as? HelpCommand)
            #expect(help.text.hasPrefix("Usage: swift run AppShell \(definition.name)"))
            #expect(HelpCommand.general.contains("\n  \(definition.usage.prefix { $0 != "\n" })"))
        }
    }

    @Test("Errors name the option and the command whose help explains it")
    func errors() {
        #expect(throws: UsageError("'status' does not take --outcome", command: "status")) {
            try ArgumentParser.parse(["status", "--outcome", "completed"])
        }
        #expect(throws: UsageError("--days expects a whole number from 1 to 36500, got '0'", command: "simulate")) {
            try ArgumentParser.parse(["simulate", "--days", "0"])
        }
    }
}

@Suite("Argument parser: dates")
struct ArgumentParserDateTests {
    @Test("--now accepts a UTC offset and means the same instant")
    func offsets() throws {
        let utc = try ArgumentParser.parse(["status", "--now", "2026-01-01T00:00:00Z"]).options.now
        let offset = try ArgumentParser.parse(["status", "--now", "2026-01-01T02:00:00+02:00"]).options.now
        #expect(utc != nil)
        #expect(utc == offset)
    }
}

@Suite("Argument parser: random command lines")
struct ArgumentParserFuzzTests {
    static let vocabulary = [
        "demo", "launch", "complete", "tick", "respond", "status", "reset", "simulate", "review-link", "help",
        "--policy", "--store", "--app-version", "--now", "--pause", "--signed-out", "--background", "--json",
        "--help", "--outcome", "--days", "--launches-per-day", "--completions-per-day", "--new-version-every",
        "--answer", "--app-id", "apple", "fittoday", "searchconsole", "rate", "later", "decline", "completed",
        "skipped", "2026-01-01T00:00:00Z", "0", "-1", "1e309", "nan", "12345", "x", "", "=", "--now=", "--days=3",
        "--", "-", "é", "--policy=apple",
    ]

    @Test("5,000 random command lines: each parses or names a usage error; nothing traps")
    func randomLines() {
        var generator = SeededGenerator.recordingSeed(for: "random command lines")
        var parsed = 0
        var refused = 0
        for _ in 0..<5_000 {
            let count = Int.random(in: 0...6, using: &generator)
            let line = (0..<count).map { _ in Self.vocabulary.randomElement(using: &generator) ?? "" }
            do {
                _ = try ArgumentParser.parse(line)
                parsed += 1
            } catch {
                #expect(!error.message.isEmpty)
                #expect(error.line.hasPrefix("AppShell: ") && error.line.contains("AppShell help"))
                refused += 1
            }
        }
        #expect(parsed > 0 && refused > 0)
    }
}
