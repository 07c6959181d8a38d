import Foundation
import Testing

/// Each preset's seed scenario, driven through the built binary, moving time with `--now`.
@Suite("AppShell: preset scenarios end to end")
struct ShellPresetScenarioTests {
    @Test("apple: asks on the 4th completion, once per version, again for a new version")
    func apple() throws {
        let shell = ShellHarness()
        for (index, minute) in ["01", "02", "03"].enumerated() {
            let result = try shell.json(["complete"], now: "2026-01-01T10:\(minute):00Z")
            #expect(result.prompted == false)
            #expect(result.reasons == ["\(index + 1) of 4 completed processes"])
        }
        let fourth = try shell.json(["complete"], now: "2026-01-01T10:04:00Z")
        #expect(fourth.prompted == true)
        #expect(fourth.state["lastVersionPrompted"] as? String == "1.0")
        #expect(fourth.state["lastRequestDate"] as? String == "2026-01-01T10:04:00Z")
        let fifth = try shell.json(["complete"], now: "2026-01-02T10:00:00Z")
        #expect(fifth.prompted == false)
        #expect(fifth.reasons == ["already asked for version 1.0"])
        #expect(fifth["earliestAsk"] is NSNull, "waiting alone never brings a new version")
        let newVersion = try shell.json(["complete", "--app-version", "1.1"], now: "2026-02-01T10:00:00Z")
        #expect(newVersion.prompted == true)
        #expect(newVersion.state["completedCount"] as? Int == 6)
        #expect(newVersion.state["requestCount"] as? Int == 2)
    }

    @Test("fittoday: launch once, 3 workouts, 7 days, then 30 days between requests; skipped never triggers")
    func fitToday() throws {
        let shell = ShellHarness()
        let policy = ["--policy", "fittoday"]
        _ = try shell.json(["launch"] + policy, now: "2026-03-01T08:00:00Z")
        let relaunch = try shell.json(["launch"] + policy, now: "2026-03-02T08:00:00Z")
        #expect(relaunch.state["firstLaunchDate"] as? String == "2026-03-01T08:00:00Z")
        for day in 1...3 {
            let early = try shell.json(["complete"] + policy, now: "2026-03-0\(day)T18:00:00Z")
            #expect(early.prompted == false)
            #expect(early.earliestAsk == (day < 3 ? nil : "2026-03-08T08:00:00Z"), "day \(day)")
        }
        let skipped = try shell.json(["complete", "--outcome", "skipped"] + policy, now: "2026-03-08T09:00:00Z")
        #expect(skipped.prompted == false)
        #expect(skipped.state["skippedCount"] as? Int == 1)
        #expect(skipped.eligible == true, "the user is eligible, yet a skipped workout never asks")
        let completed = try shell.json(["complete"] + policy, now: "2026-03-08T09:00:00Z")
        #expect(completed.prompted == true)
        let tooSoon = try shell.json(["complete"] + policy, now: "2026-04-07T08:59:59Z")
        #expect(tooSoon.prompted == false)
        #expect(tooSoon.reasons == ["asks again from 2026-04-07T09:00:00Z (30 days after the last request)"])
        #expect(tooSoon.earliestAsk == "2026-04-07T09:00:00Z")
        #expect(try shell.json(["complete"] + policy, now: "2026-04-07T09:00:00Z").prompted == true)
    }

    @Test("searchconsole: pre-prompt 180 s after launch, 7 days after 'later', never after 'rate'")
    func searchConsole() throws {
        let shell = ShellHarness()
        let policy = ["--policy", "searchconsole"]
        _ = try shell.json(["launch"] + policy, now: "2026-05-01T12:00:00Z")
        #expect(try shell.json(["tick"] + policy, now: "2026-05-01T12:02:59Z").prePrompted == false)
        let signedOut = try shell.json(["tick", "--signed-out", "--background"] + policy, now: "2026-05-01T12:03:00Z")
        #expect(signedOut.prePrompted == false)
        #expect(signedOut.reasons == ["user is signed out", "app is in the background"])
        #expect(signedOut["earliestAsk"] is NSNull)
        let due = try shell.json(["tick"] + policy, now: "2026-05-01T12:03:00Z")
        #expect(due.prePrompted == true)
        #expect((due["prePrompt"] as? [String: Any])?["title"] as? String == "Enjoying Search Console?")
        #expect(
            (due["prePrompt"] as? [String: Any])?["buttons"] as? [String] == [
                "Rate on App Store", "Maybe Later", "No Thanks",
            ]
        )
        #expect(try shell.json(["respond", "later"] + policy, now: "2026-05-01T12:03:05Z").prompted == false)
        #expect(try shell.json(["tick"] + policy, now: "2026-05-08T12:02:59Z").prePrompted == false)
        #expect(try shell.json(["tick"] + policy, now: "2026-05-08T12:03:00Z").prePrompted == true)
        let rated = try shell.json(["respond", "rate"] + policy, now: "2026-05-08T12:03:10Z")
        #expect(rated.prompted == true)
        #expect(rated.state["choseRate"] as? Bool == true)
        #expect(rated.state["laterTaps"] as? Int == 1)
        #expect(rated.state["rateTaps"] as? Int == 1)
        #expect(rated.state["requestCount"] as? Int == 2)
        #expect(rated.state["secondsFromFirstLaunchToReview"] as? Double == 604_990)
        let never = try shell.json(["tick", "--app-version", "2.0"] + policy, now: "2027-06-01T00:00:00Z")
        #expect(never.prePrompted == false)
        #expect(never.reasons == ["user already chose to rate the app; never asked again"])
    }

    @Test("Dates are instants in UTC whatever the machine's time zone; unusual versions are kept as given")
    func timeZonesAndVersions() throws {
        let shell = ShellHarness()
        let version = "2.0-β (build " + String(repeating: "9", count: 200) + ")"
        _ = try shell.json(["launch"], now: "2026-03-29T01:30:00+01:00")
        for zone in ["Pacific/Kiritimati", "America/St_Johns", "Europe/Berlin"] {
            let run = try shell.run(["status", "--json"], timeZone: zone)
            #expect(run.code == 0)
            #expect(try run.json().state["firstLaunchDate"] as? String == "2026-03-29T00:30:00Z", "\(zone)")
        }
        for _ in 1...4 { _ = try shell.json(["complete", "--app-version", version], now: "2026-03-29T02:00:00Z") }
        let status = try shell.json(["status", "--app-version", version], now: "2026-03-29T02:00:00Z")
        #expect(status.state["lastVersionPrompted"] as? String == version)
        #expect(status.reasons == ["already asked for version \(version)"])
    }

    @Test("simulate --json reports asks, and how many the system limit would have swallowed without the mirror")
    func simulate() throws {
        let shell = ShellHarness()
        let result = try shell.json(
            ["simulate", "--days", "400", "--completions-per-day", "1", "--new-version-every", "30"],
            now: "2026-01-01T00:00:00Z"
        )
        let simulation = try #require(result["simulation"] as? [String: Any])
        let withoutMirror = try #require(simulation["withoutMirror"] as? [String: Any])
        #expect(simulation["askCount"] as? Int == 5)
        #expect((simulation["askDates"] as? [String])?.first == "2026-01-04T15:00:00Z")
        #expect(withoutMirror["systemRequests"] as? Int == 14)
        #expect(withoutMirror["swallowedBySystem"] as? Int == 10)
        #expect(!FileManager.default.fileExists(atPath: shell.store.path), "simulate never touches the store")
    }

    @Test("demo with searchconsole: the due pre-prompt shows on the start screen and takes an answer")
    func demoPrePrompt() throws {
        let shell = ShellHarness()
        _ = try shell.json(["launch", "--policy", "searchconsole"], now: "2026-05-01T12:00:00Z")
        let run = try shell.run(
            ["demo", "--policy", "searchconsole", "--now", "2026-05-01T12:03:20Z"],
            input: "9\n2\nq\n"
        )
        #expect(run.code == 0)
        #expect(run.out.contains("┌ Enjoying Search Console?"))
        #expect(run.out.contains("Choose 1, 2 or 3."))
        #expect(run.out.contains("Answer recorded: later."))
        let state = try shell.json(["status", "--policy", "searchconsole"], now: "2026-05-01T12:04:00Z").state
        #expect(state["laterTaps"] as? Int == 1)
        #expect(state["requestCount"] as? Int == 1)
    }
}
