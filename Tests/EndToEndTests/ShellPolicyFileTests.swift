import AskForReviewDomain
import AskForReviewPolicyFiles
import Foundation
import TestSupport
import Testing

@Suite("AppShell: policy files")
struct ShellPolicyFileTests {
    static let mine = #"""
        {"format": 1, "name": "mine", "moments": ["processCompleted"],
         "conditions": [{"minimumEventCount": {"event": "processCompleted", "count": 2}},
                        {"minimumTimeElapsed": {"since": "lastRequest", "duration": "30d"}}]}
        """#
    static let broken =
        #"{"format": 1, "name": "bad", "moments": ["processCompleted"], "conditions": [{"minimumSessions": {"count": -1}}], "x": 1}"#

    /// A harness with `mine.json` and `bad.json` in its home.
    func harness() throws -> (ShellHarness, mine: String, bad: String) {
        let shell = ShellHarness()
        let mine = shell.home.appendingPathComponent("mine.json")
        let bad = shell.home.appendingPathComponent("bad.json")
        try Data(Self.mine.utf8).write(to: mine)
        try Data(Self.broken.utf8).write(to: bad)
        return (shell, mine.path, bad.path)
    }

    @Test("The documented folders: policy check Documentation/Policies/*.json passes; each population file simulates")
    func documentedFolders() throws {
        let shell = ShellHarness()
        let listed = { (folder: String) in
            try FileManager.default.contentsOfDirectory(atPath: repositoryRoot.appendingPathComponent(folder).path)
                .filter { $0.hasSuffix(".json") }.sorted().map {
                    repositoryRoot.appendingPathComponent(folder + "/" + $0).path
                }
        }
        let policies = try listed("Documentation/Policies")
        #expect(policies.count == ReviewPolicy.presets.count)
        let check = try shell.run(["policy", "check"] + policies, useStore: false)
        #expect(check.code == 0, "\(check.out)")
        for population in try listed("Documentation/Populations") {
            let run = try shell.run(
                ["simulate", "--population", "200", "--days", "30", "--population-file", population], useStore: false)
            #expect(run.code == 0, "\(population): \(run.error)")
        }
    }

    @Test("policy check: a mistyped condition gets the name it most likely meant, and every allowed name")
    func mistypedCondition() throws {
        let shell = ShellHarness()
        let file = try shell.file(
            holding: Self.mine.replacingOccurrences(of: "minimumEventCount", with: "minimumEvntCount"))
        let run = try shell.run(["policy", "check", file], useStore: false)
        #expect(run.code == 65)
        let problem = try #require(run.outLines.dropFirst().first)
        #expect(
            problem.hasPrefix(
                "  conditions[0].minimumEvntCount: found an unknown condition (did you mean minimumEventCount?); allowed: an object with one of the keys allOf, "
            ))
        let lastTwo = PolicyConditions.builtIn.names.suffix(2).joined(separator: ", ")
        #expect(problem.hasSuffix(", \(lastTwo)"), "the list is never cut: \(problem)")
        #expect(run.outLines.count == 2, "a near name gets no own-condition hint: \(run.out)")
    }

    @Test("policy check: a condition of the team's own says it is checked from Swift, and how")
    func ownCondition() throws {
        let shell = ShellHarness()
        let file = try shell.file(holding: Self.mine.replacingOccurrences(of: "minimumEventCount", with: "lessonsDone"))
        let run = try shell.run(["policy", "check", file], useStore: false)
        #expect(run.code == 65)
        #expect(!run.outLines[1].contains("did you mean"), "\(run.outLines[1])")
        let hint = run.outLines.dropFirst(2).joined(separator: " ")
        #expect(hint.contains("check the file from Swift"), "\(run.out)")
        #expect(hint.contains("PolicyConditions.builtIn.registering(_:as:)"))
        #expect(hint.contains("PolicyFile.policy(from:conditions:)"))
        #expect(hint.contains("\"Your policy in a file\""))
    }

    @Test("policy check: 0 and warnings for a valid file, 65 and every problem for a bad one, 66 for a missing one")
    func check() throws {
        let (shell, mine, bad) = try harness()
        let valid = try shell.run(["policy", "check", mine], useStore: false)
        #expect(valid.code == 0)
        #expect(valid.outLines == ["\(mine): valid (policy 'mine')"])
        let invalid = try shell.run(["policy", "check", mine, bad], useStore: false)
        #expect(invalid.code == 65)
        #expect(
            invalid.outLines.suffix(3) == [
                "\(bad): 2 problems",
                "  conditions[0].minimumSessions.count: found -1; allowed: an integer from 0 to 1000000000",
                "  x: found an unknown key; allowed: the keys format, name, enabled, moments, conditions, periodicCheckInterval, prePrompt, rateAction, systemLimit, asksAfterBadExperienceInSession, sessionScoreBounds, appliesTo",
            ])
        #expect(
            try shell.run(["policy", "check", bad, shell.home.appendingPathComponent("none").path], useStore: false)
                .code == 66)
        let json = try shell.run(["policy", "check", bad, "--json"], useStore: false)
        let files = try #require(try json.json()["files"] as? [[String: Any]])
        #expect(
            (files.first?["problems"] as? [[String: Any]])?.first?["path"] as? String
                == "conditions[0].minimumSessions.count")
        let apple = try shell.run(["policy", "check", "--json", "--allow", "reviewGating", mine], useStore: false)
        #expect(apple.code == 0)
    }

    @Test("policy show prints a preset or a file as its normalized file, which checks clean")
    func show() throws {
        let (shell, mine, _) = try harness()
        let shown = try shell.run(["policy", "show", mine], useStore: false)
        #expect(shown.code == 0)
        #expect(shown.out.contains(#""duration": "30d""#) && shown.out.contains(#""systemLimit": "appStore""#))
        let normalized = shell.home.appendingPathComponent("normalized.json")
        try Data(shown.out.utf8).write(to: normalized)
        #expect(try shell.run(["policy", "show", normalized.path], useStore: false).out == shown.out)
        let preset = try shell.run(["policy", "show", "fittoday", "--json"], useStore: false)
        #expect(try preset.json()["name"] as? String == "fittoday")
    }

    @Test("--policy-file drives the commands; a bad file stops them with 65 before the store is opened")
    func policyFileOption() throws {
        let (shell, mine, bad) = try harness()
        #expect(try shell.run(["complete", "--policy-file", mine]).code == 0)
        #expect(try shell.run(["status", "--policy-file", mine, "--json"]).json()["eligible"] as? Bool == false)
        #expect(try shell.run(["complete", "--policy", "fittoday"]).code == 0)
        let status = try shell.run(["status", "--policy-file", mine, "--json"])
        #expect(try status.json()["eligible"] as? Bool == true)
        #expect(try status.json()["policy"] as? String == "mine")
        let refused = try shell.run(["complete", "--policy-file", bad])
        #expect(refused.code == 65)
        #expect(refused.error.contains("is not a valid policy file (2 problems, below); nothing was changed"))
        #expect(try shell.run(["status", "--policy", "apple", "--policy-file", mine]).code == 64)
        let before = try Data(contentsOf: shell.store)
        _ = try shell.run(["complete", "--policy-file", bad])
        #expect(try Data(contentsOf: shell.store) == before)
    }

    @Test("simulate --population --compare mixes presets and files, in the order given")
    func compareMixed() throws {
        let (shell, mine, _) = try harness()
        let run = try shell.run(
            ["simulate", "--population", "20", "--days", "60", "--compare", "apple,\(mine)", "--json"], useStore: false)
        #expect(run.code == 0)
        let population = try #require(try run.json()["population"] as? [String: Any])
        let policies = try #require(population["policies"] as? [[String: Any]])
        #expect(policies.map { $0["policy"] as? String } == ["apple", "mine"])
    }

    static let experiment = #"""
        {"format": 1, "experiment": "timing", "variants": [
          {"name": "control", "share": 50, "policy": {"name": "apple", "moments": ["processCompleted"], "conditions": [{"versionNotYetPrompted": {}}]}},
          {"name": "sooner", "share": 50, "policy": {"name": "sooner", "moments": ["processCompleted"], "conditions": []}}]}
        """#

    @Test("An experiment file: the install's variant is chosen once, kept in the store, and reported")
    func experiment() throws {
        let shell = ShellHarness()
        let file = shell.home.appendingPathComponent("experiment.json")
        try Data(Self.experiment.utf8).write(to: file)
        let first = try shell.run(["status", "--policy-file", file.path, "--json"]).json()
        let assignment = try #require(first["assignment"] as? [String: String])
        #expect(assignment["experiment"] == "timing")
        let state = try #require(first["state"] as? [String: Any])
        let id = try #require(state["installID"] as? String)
        for _ in 0..<3 {
            let again = try shell.run(["complete", "--policy-file", file.path, "--json", "--pause", "0"]).json()
            #expect(again["assignment"] as? [String: String] == assignment)
            #expect((again["state"] as? [String: Any])?["installID"] as? String == id)
        }
        #expect(try shell.run(["simulate", "--policy-file", file.path], useStore: false).code == 64)
        let compared = try shell.run(
            ["simulate", "--population", "20", "--days", "30", "--policy-file", file.path, "--json"], useStore: false)
        let population = try #require(try compared.json()["population"] as? [String: Any])
        let policies = try #require(population["policies"] as? [[String: Any]])
        #expect(policies.map { $0["policy"] as? String } == ["timing/control", "timing/sooner"])
        let check = try shell.run(["policy", "check", file.path], useStore: false)
        #expect(check.code == 0 && check.outLines.first == "\(file.path): valid (experiment 'timing')")
    }
}
