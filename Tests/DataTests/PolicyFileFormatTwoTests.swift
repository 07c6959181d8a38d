import AskForReviewData
import AskForReviewDomain
import AskForReviewPolicyFiles
import AskForReviewRollout
import Foundation
import Testing

@Suite("Policy files, format 2: a kill switch and targeting")
struct PolicyFileFormatTwoTests {
    func problems(_ text: String) -> [PolicyFileProblem] {
        policyFileProblems(of: Data(text.utf8)) { data throws(PolicyFileError) in try PolicyFile.contents(from: data) }
    }

    static let rules = #""moments": ["processCompleted"], "conditions": [{"minimumSessions": {"count": 3}}]"#

    @Test("A kill switch needs only a name; it never asks, and is written back as it was read")
    func killSwitch() throws {
        let text = #"{"format": 2, "name": "off", "enabled": false}"#
        let policy = try PolicyFile.policy(from: Data(text.utf8))
        #expect(!policy.isEnabled && policy.moments.isEmpty)
        #expect(policy.guidanceWarnings().isEmpty, "a policy that never asks goes against no guidance")
        let context = EligibilityContext(state: ReviewState(firstLaunchDate: Date()), now: Date(), currentVersion: "1")
        #expect(policy.decision(in: context, at: .processCompleted).unmet.first?.kind == .switchedOff)
        let written = try PolicyFile.data(for: policy, onOneLine: true)
        #expect(
            String(decoding: written, as: UTF8.self)
                == #"{"format":2,"name":"off","enabled":false,"conditions":[],"systemLimit":"appStore"}"# + "\n")
        let again = try PolicyFile.policy(from: written)
        #expect(!again.isEnabled && again.name == "off")
    }

    @Test("A switched-off policy may keep its rules, and still never asks")
    func switchedOffWithRules() throws {
        let policy = try PolicyFile.policy(
            from: Data(#"{"format": 2, "name": "held", "enabled": false, \#(Self.rules)}"#.utf8))
        #expect(!policy.isEnabled && policy.moments == [.processCompleted])
        let written = try PolicyFile.data(for: policy)
        #expect(try PolicyFile.policy(from: written).moments == [.processCompleted])
    }

    @Test(
        "Targeting reads versions and platforms, applies as documented, and is written back; a policy read alone refuses it"
    )
    func targeting() throws {
        let text =
            #"{"format": 2, "name": "t", \#(Self.rules), "appliesTo": {"versions": {"from": "2.9", "below": "3"}, "platforms": ["macOS", "iOS"]}}"#
        guard case .policy(let policy, let read) = try PolicyFile.contents(from: Data(text.utf8)) else {
            Issue.record("an experiment")
            return
        }
        let target = try #require(read)
        #expect(target == PolicyTarget(fromVersion: "2.9", belowVersion: "3", platforms: ["iOS", "macOS"]))
        #expect(target.applies(toVersion: "2.10", platform: "iOS"), "2.10 comes after 2.9")
        #expect(target.applies(toVersion: "2.9", platform: "macOS"))
        #expect(!target.applies(toVersion: "2.8.9", platform: "iOS"))
        #expect(!target.applies(toVersion: "3.0", platform: "iOS"))
        #expect(!target.applies(toVersion: "2.9", platform: "tvOS"))
        #expect(!target.applies(toVersion: nil, platform: "iOS"), "an unknown version is in no range")
        #expect(PolicyTarget(platforms: ["iOS"]).applies(toVersion: nil, platform: "iOS"))
        let written = try PolicyFile.data(for: policy, appliesTo: target)
        guard case .policy(_, let again) = try PolicyFile.contents(from: written) else {
            Issue.record("an experiment")
            return
        }
        #expect(again == target)
        // Read alone, the policy would apply to every install: the file is refused, naming why.
        let error = #expect(throws: PolicyFileError.self) { try PolicyFile.policy(from: Data(text.utf8)) }
        #expect(error?.problems.map(\.path) == ["appliesTo"], "\(String(describing: error))")
        // A variant's own target would be ignored: refused too; the experiment's targets every variant.
        let variantTargeted = Data(
            #"{"format": 2, "experiment": "e", "variants": [{"name": "a", "share": 1, "policy": {"name": "a", \#(Self.rules), "appliesTo": {"platforms": ["iOS"]}}}, {"name": "b", "share": 1, "policy": {"name": "b", \#(Self.rules)}}]}"#
                .utf8)
        let refused = #expect(throws: PolicyFileError.self) { try PolicyFile.contents(from: variantTargeted) }
        #expect(refused?.problems.map(\.path) == ["variants[0].policy.appliesTo"], "\(String(describing: refused))")
    }

    @Test("Format 1 files read as before, and a policy without format 2 fields is still written as format 1")
    func formatOne() throws {
        let policy = try PolicyFile.policy(from: Data(#"{"format": 1, "name": "one", \#(Self.rules)}"#.utf8))
        #expect(policy.isEnabled)
        #expect(
            String(decoding: try PolicyFile.data(for: policy, onOneLine: true), as: UTF8.self).hasPrefix(
                #"{"format":1,"#))
        #expect(
            String(decoding: try PolicyFile.data(for: .apple, onOneLine: true), as: UTF8.self).hasPrefix(
                #"{"format":1,"#))
    }

    @Test(
        "Each problem of the new fields names its path",
        arguments: [
            (
                #"{"format": 1, "name": "n", "enabled": false, \#(rules)}"#, "enabled",
                "a field of format 2 in a format 1 file"
            ),
            (
                #"{"format": 1, "name": "n", \#(rules), "appliesTo": {"platforms": ["iOS"]}}"#, "appliesTo",
                "a field of format 2 in a format 1 file"
            ),
            (#"{"format": 2, "name": "n", "enabled": "no", \#(rules)}"#, "enabled", "\"no\""),
            (#"{"format": 2, "name": "n", "moments": ["processCompleted"]}"#, "conditions", "nothing"),
            (#"{"format": 2, "name": "n", \#(rules), "appliesTo": {}}"#, "appliesTo", "neither"),
            (#"{"format": 2, "name": "n", \#(rules), "appliesTo": {"versions": {}}}"#, "appliesTo.versions", "neither"),
            (
                #"{"format": 2, "name": "n", \#(rules), "appliesTo": {"versions": {"from": "v2"}}}"#,
                "appliesTo.versions.from", "\"v2\""
            ),
            (
                #"{"format": 2, "name": "n", \#(rules), "appliesTo": {"versions": {"from": "3", "below": "2.9"}}}"#,
                "appliesTo.versions", "from \"3\" not below \"2.9\""
            ),
            (
                #"{"format": 2, "name": "n", \#(rules), "appliesTo": {"platforms": []}}"#, "appliesTo.platforms",
                "a list"
            ),
            (
                #"{"format": 2, "name": "n", \#(rules), "appliesTo": {"platforms": ["iOS", "iOS"]}}"#,
                "appliesTo.platforms[1]", "\"iOS\""
            ),
            (
                #"{"format": 2, "name": "n", \#(rules), "appliesTo": {"platforms": ["Android"]}}"#,
                "appliesTo.platforms[0]", "\"Android\""
            ),
            (
                #"{"format": 2, "name": "n", \#(rules), "appliesTo": {"versions": {"from": "1"}, "x": 1}}"#,
                "appliesTo.x", "an unknown key"
            ),
        ])
    func problemsOfNewFields(_ text: String, path: String, found: String) {
        let problems = problems(text).map { "\($0.path): \($0.found)" }
        #expect(problems.first == "\(path): \(found)", "\(text): \(problems)")
    }

    @Test("An experiment of format 2: targeted, with a holdout variant switched off")
    func experiment() throws {
        let text = #"""
            {"format": 2, "experiment": "e", "appliesTo": {"platforms": ["iOS"]}, "variants": [
              {"name": "holdout", "share": 10, "policy": {"name": "never", "enabled": false}},
              {"name": "ask", "share": 90, "policy": {"name": "ask", \#(Self.rules)}}]}
            """#
        guard case .experiment(let experiment) = try PolicyFile.contents(from: Data(text.utf8)) else {
            Issue.record("not an experiment")
            return
        }
        #expect(experiment.appliesTo == PolicyTarget(platforms: ["iOS"]))
        #expect(experiment.variants.map(\.policy.isEnabled) == [false, true])
        let written = try PolicyFile.data(for: experiment)
        let again = try PolicyFile.experiment(from: written)
        #expect(again.appliesTo == experiment.appliesTo && again.variants.map(\.policy.isEnabled) == [false, true])
        // The same file called format 1 is refused, naming each field of format 2.
        let asFormatOne = String(decoding: written, as: UTF8.self).replacingOccurrences(
            of: #""format": 2"#, with: #""format": 1"#)
        #expect(asFormatOne != String(decoding: written, as: UTF8.self))
        #expect(
            problems(asFormatOne).map(\.path) == [
                "variants[0].policy.enabled", "variants[0].policy.moments", "appliesTo",
            ])
    }
}
