import Foundation
import Testing

@Suite("population fit: a population file from an event log, through the command line")
struct ShellPopulationFitTests {
    @Test("A sample log's fit is a population file simulate reads; standard error gives the users and days")
    func fitThenSimulate() throws {
        let shell = ShellHarness()
        let sample = try shell.run(
            ["population", "sample", "--users", "120", "--days", "60", "--seed", "4"], useStore: false)
        #expect(sample.code == 0, "\(sample.error)")
        let fit = try shell.run(
            ["population", "fit", "--events", "-", "--segments", "2"], input: sample.out, useStore: false)
        #expect(fit.code == 0, "\(fit.error)")
        let users = Set(sample.outLines.compactMap { $0.split(separator: "\"").dropFirst(3).first }).count
        // The days from the first event's day to the last one's.
        let days = sample.outLines.compactMap { line in
            line.range(of: #"\d{4}-\d\d-\d\d"#, options: .regularExpression).map { String(line[$0]) + "T00:00:00Z" }
        }.compactMap { try? Date($0, strategy: .iso8601) }
        let span = try #require(days.max().map { Int($0.timeIntervalSince(days.min() ?? $0) / 86_400) + 1 })
        #expect(fit.error.contains("fitted \(users) users over \(span) days into 2 segments"), "\(fit.error)")
        let oneLine = try shell.run(
            ["population", "fit", "--events", try shell.file(holding: sample.out), "--segments", "2", "--json"],
            useStore: false)
        #expect(oneLine.code == 0 && oneLine.outLines.count == 1 && oneLine.error.isEmpty, "\(oneLine.error)")
        let indented = try JSONSerialization.jsonObject(with: Data(fit.out.utf8)) as? NSDictionary
        #expect(indented == (try oneLine.json()) as NSDictionary)
        let segments = try #require(try oneLine.json()["segments"] as? [[String: Any]])
        #expect(segments.count == 2)
        let simulated = try shell.run(
            [
                "simulate", "--population", "\(users)", "--days", "60", "--population-file",
                try shell.file(holding: fit.out),
                "--json",
            ], useStore: false)
        #expect(simulated.code == 0, "\(simulated.error)")
    }

    @Test(
        "A log of scripted users (a thousand launches a day, hundreds of events or bad experiences a session) fits into a file simulate reads, at the file's bounds"
    )
    func scriptedUsersFitWithinBounds() throws {
        let shell = ShellHarness()
        func line(_ user: String, _ event: String, bad: Bool = false) -> String {
            #"{"user": "\#(user)", "time": "2026-03-01T10:00:00Z", "event": "\#(event)"\#(bad ? #", "bad": true"# : "")}"#
                + "\n"
        }
        let log =
            String(repeating: line("a", "launch"), count: 1_000) + line("b", "launch")
            + String(repeating: line("b", "tap"), count: 500) + line("c", "launch")
            + String(repeating: line("c", "oops", bad: true), count: 200)
        let fit = try shell.run(
            ["population", "fit", "--events", try shell.file(holding: log), "--json"], useStore: false)
        #expect(fit.code == 0, "\(fit.error)")
        let file = try fit.json()
        let segments = try #require(file["segments"] as? [[String: Any]])
        #expect(segments.compactMap { $0["sessionsPerWeek"] as? Double }.max() == 700, "\(segments)")
        let rates = segments.flatMap { ($0["eventsPerSession"] as? [[String: Any]]) ?? [] }.compactMap {
            $0["perSession"] as? Double
        }
        #expect(rates.max() == 100, "\(rates)")
        let simulated = try shell.run(
            ["simulate", "--population", "20", "--days", "5", "--population-file", try shell.file(holding: fit.out)],
            useStore: false)
        #expect(simulated.code == 0, "a fitted file is one simulate reads: \(simulated.error)")
    }

    @Test("--answers goes into the file; a bad log is 65, a log without launches 65, bad options 64, no file 66")
    func answersAndBadInput() throws {
        let shell = ShellHarness()
        let log = [
            #"{"user": "a", "time": "2026-03-01T10:00:00Z", "event": "launch"}"#,
            #"{"user": "a", "time": "2026-03-01T10:01:00Z", "event": "processCompleted"}"#,
        ].joined(separator: "\n")
        let fit = try shell.run(
            ["population", "fit", "--events", "-", "--answers", "rate=1,later=3", "--json"], input: log,
            useStore: false)
        #expect(fit.code == 0, "\(fit.error)")
        let answers = try #require(try fit.json()["answers"] as? [String: Double])
        #expect(answers == ["rate": 1, "later": 3, "decline": 0])
        let unsorted = log.replacingOccurrences(of: "10:01:00Z", with: "09:00:00Z")
        let bad = try shell.run(["population", "fit", "--events", "-"], input: unsorted, useStore: false)
        #expect(bad.code == 65 && bad.out.isEmpty, "\(bad.error)")
        #expect(bad.error.contains("is not a valid event log (1 problem, below); nothing was fitted"))
        #expect(bad.error.contains("line 2: 2026-03-01T09:00:00Z is earlier than the event on line 1"))
        let noLaunch = try shell.run(
            ["population", "fit", "--events", "-"], input: log.replacingOccurrences(of: "launch", with: "open"),
            useStore: false)
        #expect(noLaunch.code == 65 && noLaunch.error.contains("no \"launch\" events"), "\(noLaunch.error)")
        for usage in [
            ["population", "fit"], ["population", "fit", "--events", "-", "--segments", "0"],
            ["population", "fit", "--events", "-", "--users", "3"], ["population", "sample", "--events", "-"],
            ["population", "fit", "--events", "-", "--answers", "rate=x"],
        ] {
            let run = try shell.run(usage, input: log, useStore: false)
            #expect(run.code == 64 && run.out.isEmpty, "\(usage): \(run.error)")
        }
        let missing = try shell.run(
            ["population", "fit", "--events", shell.home.appendingPathComponent("none.jsonl").path], useStore: false)
        #expect(missing.code == 66 && missing.error.contains("no such file"), "\(missing.error)")
    }

    @Test("Ctrl-C while a log is read ends replay and population fit with 130, nothing printed or written")
    func interrupted() throws {
        let shell = ShellHarness()
        // 3,000 lines (about 250 KB) of one user's events in time order, and no end of the log.
        let lines = (0..<3_000).map { second in
            #"{"user": "u", "time": "2026-03-01T10:\#(String(format: "%02d:%02d", second / 60 % 60, second % 60))Z", "event": "launch"}"#
        }
        let log = Data((lines.joined(separator: "\n") + "\n").utf8)
        let rows = shell.home.appendingPathComponent("asks.csv")
        for arguments in [
            ["replay", "--events", "-", "--per-user", rows.path], ["population", "fit", "--events", "-"],
        ] {
            let run = try shell.interrupted(arguments, afterReading: log)
            #expect(run.code == 130 && run.out.isEmpty && run.error.isEmpty, "\(arguments): \(run.code) \(run.error)")
        }
        #expect(!FileManager.default.fileExists(atPath: rows.path))
    }
}
