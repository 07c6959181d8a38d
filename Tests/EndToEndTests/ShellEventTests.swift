import AskForReviewData
import AskForReviewDomain
import AskForReviewPolicyFiles
import AskForReviewSimulation
import Foundation
import Testing

@testable import AppShell

/// The shell records an app's own events, a review through the app's own path, and resets.
@Suite("AppShell: events, reviews and reset")
struct ShellEventTests {
    @Test("event records the facts of a named event; --bad makes the session ask nothing")
    func events() throws {
        let shell = ShellHarness()
        _ = try shell.json(["launch"], now: "2026-01-01T00:00:00Z")
        let first = try shell.json(["event", "exportSucceeded", "--weight", "2.5"], now: "2026-01-01T00:01:00Z")
        let export = try #require((first.state["events"] as? [String: Any])?["exportSucceeded"] as? [String: Any])
        #expect(export["count"] as? Int == 1)
        #expect(export["weightedTotal"] as? Double == 2.5)
        #expect(export["firstDate"] as? String == "2026-01-01T00:01:00Z")
        _ = try shell.json(["event", "crash", "--bad", "--weight=-3"], now: "2026-01-01T00:02:00Z")
        for _ in 1...4 { _ = try shell.json(["complete"], now: "2026-01-01T00:03:00Z") }
        let status = try shell.json(["status"], now: "2026-01-01T00:04:00Z")
        #expect(status.reasons?.first == "this session had a bad experience")
        #expect((status.state["sessions"] as? [String: Any])?["scores"] as? [Double] == [3.5])
    }

    @Test("event --ask asks on the screen after the event, like a completion")
    func eventAsks() throws {
        let shell = ShellHarness()
        for _ in 1...3 { _ = try shell.json(["complete"], now: "2026-01-01T00:00:00Z") }
        let asked = try shell.json(["event", "exportSucceeded", "--ask"], now: "2026-01-01T00:01:00Z")
        #expect(asked.prompted == false, "apple counts completed processes, not exports")
        let completed = try shell.json(["complete"], now: "2026-01-01T00:02:00Z")
        #expect(completed.prompted == true)
    }

    @Test("A bad event name is refused with 64 and stores nothing", arguments: ["", "has space", "ünï", "a\u{1B}b"])
    func badNames(name: String) throws {
        let shell = ShellHarness()
        let run = try shell.run(["event", name])
        #expect(run.code == 64, "\(run.error)")
        #expect(run.error.contains("event name"), "\(run.error)")
        #expect(!FileManager.default.fileExists(atPath: shell.store.path))
    }

    @Test("chose-rate means never asked again by a policy that asks only users who have not chosen to rate")
    func choseRate() throws {
        let shell = ShellHarness()
        let policy = ["--policy", "searchconsole"]
        _ = try shell.json(["launch"] + policy, now: "2026-01-01T00:00:00Z")
        _ = try shell.json(["chose-rate"] + policy, now: "2026-01-01T00:01:00Z")
        let tick = try shell.json(["tick"] + policy, now: "2026-01-02T00:00:00Z")
        #expect(tick.prePrompted == false)
        #expect(tick.reasons == ["user already chose to rate the app; never asked again"])
    }

    @Test("reset keeps the system request log and an opt-out; reset --all forgets them too")
    func reset() throws {
        let shell = ShellHarness()
        for _ in 1...4 { _ = try shell.json(["complete"], now: "2026-01-01T00:00:00Z") }
        _ = try shell.json(["opt-out"], now: "2026-01-01T00:00:00Z")
        let reset = try shell.json(["reset"], now: "2026-01-01T00:00:01Z")
        #expect(reset.state["completedCount"] as? Int == 0)
        #expect((reset.state["systemRequestDates"] as? [String])?.count == 1)
        #expect(reset.state["optedOutDate"] as? String == "2026-01-01T00:00:00Z")
        let all = try shell.json(["reset", "--all"], now: "2026-01-01T00:00:02Z")
        #expect((all.state["systemRequestDates"] as? [String])?.isEmpty == true)
        #expect(all.state["optedOutDate"] is NSNull)
        #expect(try shell.run(["status", "--all"]).code == 64, "--all belongs to reset")
    }
}

@Suite("AppShell: simulate --population")
struct ShellPopulationTests {
    @Test("The same seed gives byte-identical JSON; the report names the seed and every compared policy")
    func reproducible() throws {
        let shell = ShellHarness()
        let arguments = ["simulate", "--population", "150", "--seed", "9", "--compare", "apple,fittoday", "--json"]
        let first = try shell.run(arguments, useStore: false)
        let second = try shell.run(arguments, useStore: false)
        #expect(first.code == 0, "\(first.error)")
        #expect(first.out == second.out)
        let population = try #require(try first.json()["population"] as? [String: Any])
        #expect(population["seed"] as? Int == 9 && population["users"] as? Int == 150)
        #expect(
            (population["policies"] as? [[String: Any]])?.compactMap { $0["policy"] as? String } == [
                "apple", "fittoday",
            ])
        let other = try shell.run(
            ["simulate", "--population", "150", "--seed", "10", "--compare", "apple,fittoday", "--json"],
            useStore: false)
        #expect(other.out != first.out)
        let text = try shell.run(["simulate", "--population", "50", "--seed", "9"], useStore: false)
        #expect(text.out.contains("seed 9") && text.out.contains("users asked at least once"))
    }

    @Test(
        "Bad population arguments are refused with 64 and one line",
        arguments: [
            ["--population", "0"], ["--population", "1000001"], ["--population", "5", "--compare", "apple,nope"],
            ["--population", "5", "--launches-per-day", "2"], ["--seed", "3"], ["--population", "5", "--seed", "-1"],
            ["--population", "5", "--seed", "9007199254740992"], ["--population", "5", "--review-rate", "2"],
        ])
    func refused(arguments: [String]) throws {
        let run = try ShellHarness().run(["simulate"] + arguments, useStore: false)
        #expect(run.code == 64, "\(arguments): \(run.error)")
        #expect(run.error.split(separator: "\n").count == 1)
    }

    @Test("A bad population file is exit 65 naming every problem; the one population show prints gives the same run")
    func populationFile() throws {
        let shell = ShellHarness()
        let file = shell.home.appendingPathComponent("population.json")
        try Data(
            #"{"format": 1, "segments": [{"name": "a", "share": 1, "sessionsPerWeek": -1, "eventsPerSession": []}]}"#
                .utf8
        )
        .write(to: file)
        let run = try shell.run(["simulate", "--population", "5", "--population-file", file.path], useStore: false)
        #expect(run.code == 65)
        #expect(run.error.contains("segments[0].sessionsPerWeek: found -1"), "\(run.error)")
        let shown = try shell.run(["population", "show"], useStore: false)
        #expect(shown.code == 0)
        try Data(shown.out.utf8).write(to: file)
        let arguments = [
            "simulate", "--population", "300", "--days", "90", "--seed", "4", "--compare", "apple,fittoday",
        ]
        let builtIn = try shell.run(arguments, useStore: false)
        let fromFile = try shell.run(arguments + ["--population-file", file.path], useStore: false)
        #expect(builtIn.code == 0 && fromFile.out == builtIn.out)
        let json = try shell.run(["population", "show", "--json"], useStore: false)
        #expect(try json.json()["format"] as? Int == 1)
    }
}

#if canImport(FoundationXML)
    import FoundationXML
#endif

@Suite("AppShell: population CSV and SVG")
struct ShellPopulationFileTests {
    /// The `data-` attributes of every `polyline` in an SVG, read with an XML parser.
    final class Polylines: NSObject, XMLParserDelegate {
        var found: [[String: String]] = []
        func parser(
            _ parser: XMLParser, didStartElement name: String, namespaceURI: String?, qualifiedName: String?,
            attributes: [String: String] = [:]
        ) {
            if name == "polyline" { found.append(attributes) }
        }
    }

    @Test("A policy counting events the population never produces is warned about on standard error")
    func unproducedEventsWarned() throws {
        let shell = ShellHarness()
        let file = String(decoding: try PolicyFile.data(for: .fitToday), as: UTF8.self)
            .replacingOccurrences(of: "\"name\": \"fittoday\"", with: "\"name\": \"lessons\"")
            .replacingOccurrences(of: "\"event\": \"processCompleted\"", with: "\"event\": \"lessonDone\"")
        let lessons = try shell.file(holding: file)
        let run = try shell.run(
            ["simulate", "--population", "50", "--days", "30", "--compare", "apple," + lessons, "--json"],
            useStore: false)
        #expect(run.code == 0, "\(run.error)")
        #expect(run.outLines.count == 1, "the JSON stays one line on standard output")
        #expect(run.error.split(separator: "\n").count == 1, "\(run.error)")
        #expect(run.error.contains("policy 'lessons' counts events the population never produces (lessonDone)"))
        let presets = try shell.run(
            ["simulate", "--population", "50", "--days", "30", "--compare", "apple,fittoday,searchconsole"],
            useStore: false)
        #expect(presets.code == 0 && presets.error.isEmpty, "\(presets.error)")
        let own = try shell.file(
            holding: String(decoding: PopulationFile.data(for: PopulationModel()), as: UTF8.self)
                .replacingOccurrences(of: "significantEvent", with: "lessonDone"))
        let described = try shell.run(
            ["simulate", "--population", "50", "--days", "30", "--compare", lessons, "--population-file", own],
            useStore: false)
        #expect(described.code == 0 && described.error.isEmpty, "\(described.error)")
    }

    @Test("The CSV and the SVG agree with the JSON: one row per policy and day, one line per policy")
    func filesAgree() throws {
        let shell = ShellHarness()
        let csv = shell.home.appendingPathComponent("run.csv")
        let svg = shell.home.appendingPathComponent("run.svg")
        let run = try shell.run(
            [
                "simulate", "--population", "120", "--days", "60", "--seed", "3", "--compare", "apple,searchconsole",
                "--json", "--csv", csv.path, "--svg", svg.path,
            ], useStore: false)
        #expect(run.code == 0, "\(run.error)")
        let population = try #require(try run.json()["population"] as? [String: Any])
        let policies = try #require(population["policies"] as? [[String: Any]])
        let shares = Dictionary(
            uniqueKeysWithValues: policies.compactMap { policy in
                (policy["policy"] as? String).map { ($0, policy["everAskedShare"] as? Double ?? -1) }
            })

        let rows = try String(contentsOf: csv, encoding: .utf8).split(separator: "\n").dropFirst()
        #expect(rows.count == 2 * 60)
        for name in ["apple", "searchconsole"] {
            let last = try #require(rows.last { $0.hasPrefix(name + ",60,") }).split(separator: ",")
            #expect(Double(last[2]).map { ($0 / 120 * 10_000).rounded() / 10_000 } == shares[name], "\(name)")
        }

        let parser = try #require(XMLParser(contentsOf: svg))
        let lines = Polylines()
        parser.delegate = lines
        #expect(parser.parse(), "the SVG is well-formed XML")
        let asked = lines.found.filter { $0["class"] == "asked" }
        #expect(asked.compactMap { $0["data-policy"] } == ["apple", "searchconsole"])
        for line in asked {
            let policy = line["data-policy"] ?? ""
            #expect(line["data-final-share"].flatMap(Double.init) == shares[policy], "\(policy)")
            #expect(line["points"]?.split(separator: " ").count == 60)
        }
        for (kind, key) in [("requests", "systemRequests"), ("prePrompts", "prePrompts")] {
            let totals = lines.found.filter { $0["class"] == kind }
            #expect(totals.count == 2, "\(kind)")
            for line in totals {
                let policy = try #require(policies.first { $0["policy"] as? String == line["data-policy"] })
                #expect(
                    line["data-total"].flatMap(Int.init) == policy[key] as? Int,
                    "\(kind) of \(line["data-policy"] ?? "")")
            }
        }
        #expect(try String(contentsOf: svg, encoding: .utf8).contains("seed 3"))
    }
}

@Suite("AppShell: the population progress line")
struct ProgressLineTests {
    @Test("The progress line says how many users are done and about how long the rest takes")
    func words() {
        #expect(
            ProgressLine.text(done: 25, total: 100, elapsed: .seconds(3)) == "simulated 25 of 100 users, about 9 s left"
        )
        #expect(ProgressLine.text(done: 0, total: 100, elapsed: .seconds(2)) == "simulated 0 of 100 users")
        #expect(
            ProgressLine.text(done: 5 << 20, total: nil, elapsed: .milliseconds(14_500)) { read, _ in
                "read \(read >> 20) MB of the log from standard input"
            } == "read 5 MB of the log from standard input, 14 s so far")
    }
}
