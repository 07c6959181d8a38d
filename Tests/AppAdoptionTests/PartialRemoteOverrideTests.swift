import AskForReview
import AskForReviewConditions
import AskForReviewPolicyFiles
import AskForReviewRollout
import AskForReviewTesting
import Foundation
import Synchronization
import Testing

/// A remote payload that names only the values it changes over the policy the app ships
/// (`"extends": "bundled"`), as a team's remote config sends it: the result is checked as a whole
/// policy, kept as the last good payload, switched off, targeted, and refused as any payload is.
@Suite("A partial remote override over the bundled policy")
struct PartialRemoteOverrideTests {
    /// A folder of the test's own, removed at the end.
    final class Folder: Sendable {
        let url = ScratchFolder.url.appendingPathComponent("partial-\(UUID().uuidString)")
        var payloadFile: URL { url.appendingPathComponent("review-policy.json") }

        deinit { try? FileManager.default.removeItem(at: url) }
    }

    /// The reports a source handed its app.
    final class Reports: Sendable {
        let all = Mutex<[RemotePolicySource.Report]>([])
    }

    /// A source over `bundled` on `folder`'s file, its reports kept in `reports`.
    static func source(
        _ bundled: ReviewPolicy, _ folder: Folder, reports: Reports = Reports(), allowing: Set<PolicyWarning.Code> = []
    ) -> RemotePolicySource {
        RemotePolicySource(
            bundled: .policy(bundled), fileURL: folder.payloadFile, allowing: allowing,
            report: { report in reports.all.withLock { $0.append(report) } })
    }

    /// The policy `source` gives an install at 1.0 on iOS.
    static func policy(_ source: RemotePolicySource) throws -> ReviewPolicy {
        try source.policy(
            forInstallIn: ServiceFactory.makeReviewStoreService(store: DataFactory.makeInMemoryStore()), version: "1.0",
            platform: "iOS")
    }

    static let searchConsoleWarnings = Set(ReviewPolicy.searchConsole.guidanceWarnings().map(\.code))

    @Test("A new pre-prompt title alone: the bundled message, buttons, conditions and moments are kept")
    func changesOneValue() throws {
        let folder = Folder()
        let source = Self.source(.searchConsole, folder, allowing: Self.searchConsoleWarnings)
        let payload = #"{"format": 2, "extends": "bundled", "prePrompt": {"title": "Enjoying it?"}}"#
        #expect(try source.receive(Data(payload.utf8)) == .accepted("searchconsole"))
        let policy = try Self.policy(Self.source(.searchConsole, folder, allowing: Self.searchConsoleWarnings))
        var expected = try Self.fields(of: .searchConsole)
        var prePrompt = try #require(expected["prePrompt"] as? [String: Any])
        prePrompt["title"] = "Enjoying it?"
        expected["prePrompt"] = prePrompt
        #expect(NSDictionary(dictionary: try Self.fields(of: policy)).isEqual(to: expected))
    }

    /// The fields of `policy` as its file writes them.
    static func fields(of policy: ReviewPolicy) throws -> [String: Any] {
        let object = try JSONSerialization.jsonObject(with: PolicyFile.data(for: policy))
        return try #require(object as? [String: Any])
    }

    @Test("The conditions replaced whole, the rest kept; decided as a policy written out in full")
    func replacesTheConditions() throws {
        let folder = Folder()
        let source = Self.source(.fitToday, folder)
        let payload = #"""
            {"format": 2, "extends": "bundled", "name": "fittoday-longer", "conditions": [
              {"minimumEventCount": {"event": "processCompleted", "count": 5}},
              {"minimumTimeElapsed": {"since": "firstLaunch", "duration": "14d"}},
              {"minimumTimeElapsed": {"since": "lastRequest", "duration": "60d"}}]}
            """#
        #expect(try source.receive(Data(payload.utf8)) == .accepted("fittoday-longer"))
        let policy = try Self.policy(source)
        let whole = #"""
            {"format": 1, "name": "fittoday-longer", "moments": ["processCompleted"], "conditions": [
              {"minimumEventCount": {"event": "processCompleted", "count": 5}},
              {"minimumTimeElapsed": {"since": "firstLaunch", "duration": "14d"}},
              {"minimumTimeElapsed": {"since": "lastRequest", "duration": "60d"}}], "systemLimit": "appStore"}
            """#
        #expect(try PolicyFile.data(for: policy) == PolicyFile.data(for: PolicyFile.policy(from: Data(whole.utf8))))
    }

    @Test("The kill switch as a patch, and a patch for some installs only")
    func killSwitchAndTargeting() throws {
        let folder = Folder()
        let source = Self.source(.fitToday, folder)
        #expect(
            try source.receive(Data(#"{"format": 2, "extends": "bundled", "enabled": false}"#.utf8))
                == .accepted("fittoday"))
        let off = try Self.policy(source)
        let decision = off.decision(
            in: EligibilityContext(state: ReviewState(), now: Date(), currentVersion: "1.0"), at: .processCompleted)
        #expect(!off.isEnabled && decision.unmet.map(\.kind).first == .switchedOff && !decision.isEligible)

        let targeted = #"{"format": 2, "extends": "bundled", "name": "macs", "appliesTo": {"platforms": ["macOS"]}}"#
        #expect(try source.receive(Data(targeted.utf8)) == .accepted("macs"))
        #expect(try Self.policy(source).name == "fittoday", "an iOS install keeps the bundled policy")
        let mac = try source.policy(
            forInstallIn: ServiceFactory.makeReviewStoreService(store: DataFactory.makeInMemoryStore()), version: "1.0",
            platform: "macOS")
        #expect(mac.name == "macs")
    }

    @Test(
        "Refused as any payload: an unknown value, another base, format 1, a result with a guidance warning; the last good payload stays"
    )
    func refusals() throws {
        let folder = Folder()
        let reports = Reports()
        let source = Self.source(.fitToday, folder, reports: reports)
        let good = #"{"format": 2, "extends": "bundled", "name": "good"}"#
        #expect(try source.receive(Data(good.utf8)) == .accepted("good"))
        let refused: [(payload: String, says: String)] = [
            (#"{"format": 2, "extends": "bundled", "daysUntilPrompt": 5}"#, "daysUntilPrompt"),
            (#"{"format": 2, "extends": "apple", "name": "x"}"#, #""bundled""#),
            (#"{"format": 1, "extends": "bundled", "name": "x"}"#, "an app of an earlier version refuses it whole"),
            (#"{"format": 2, "extends": "bundled", "prePrompt": {"title": "t", "tone": "warm"}}"#, "tone"),
            (#"{"format": 2, "extends": "bundled", "conditions": []}"#, "first session"),
        ]
        for (payload, says) in refused {
            let report = try source.receive(Data(payload.utf8))
            guard case .refused(let problems) = report else {
                Issue.record("accepted: \(payload)")
                continue
            }
            #expect(problems.joined(separator: "\n").contains(says), "\(payload): \(problems)")
        }
        #expect(try Self.policy(source).name == "good", "the last good payload stays")
        #expect(reports.all.withLock { $0.count } == 1 + refused.count)
    }

    @Test("A patch read alone as a policy file is refused, saying what reads it")
    func patchAloneIsRefused() {
        let payload = Data(#"{"format": 2, "extends": "bundled", "name": "x", "enabled": false}"#.utf8)
        #expect {
            try PolicyFile.policy(from: payload)
        } throws: { error in
            let problems = (error as? PolicyFileError)?.problems.map(\.description) ?? []
            return problems == [
                "extends: found a payload that extends the bundled policy; allowed: a whole policy here; RemotePolicySource applies such a payload over the bundled policy"
            ]
        }
    }

    @Test("A kept patch applies over the policy the app ships now: an update's bundled policy, its other values")
    func keptPatchOverANewBundle() throws {
        let folder = Folder()
        let payload = #"{"format": 2, "extends": "bundled", "systemLimit": {"limit": 1, "window": "365d"}}"#
        #expect(try Self.source(.fitToday, folder).receive(Data(payload.utf8)) == .accepted("fittoday"))
        let updated = try Self.policy(Self.source(.apple, folder, allowing: [.noMinimumInterval]))
        var expected = try Self.fields(of: .apple)
        expected["systemLimit"] = ["limit": 1, "window": "365d"]
        #expect(NSDictionary(dictionary: try Self.fields(of: updated)).isEqual(to: expected))
    }

    /// A policy like a team ships: 5 sessions, 3 days after the first launch, `cooldown` days between
    /// requests.
    static func shipped(cooldown: Double) -> ReviewPolicy {
        ReviewPolicy(
            name: "shipped",
            conditions: [
                ReviewConditions.minimumSessions(5),
                ReviewConditions.minimumTimeElapsed(sinceFirstLaunch: 3 * 86_400),
                ReviewConditions.minimumTimeElapsed(sinceLastRequest: cooldown * 86_400),
            ],
            moments: [.processCompleted])
    }

    @Test(
        "One value of one condition: the server's launch count kept over an update's new cooldown, which the payload never named"
    )
    func oneValueOfOneCondition() throws {
        let folder = Folder()
        let payload = #"{"format": 2, "extends": "bundled", "conditions": {"minimumSessions": {"count": 3}}}"#
        #expect(try Self.source(Self.shipped(cooldown: 30), folder).receive(Data(payload.utf8)) == .accepted("shipped"))
        // The next version ships a 45-day cooldown; the kept payload changes the launch count only.
        let updated = try Self.policy(Self.source(Self.shipped(cooldown: 45), folder))
        let expected = ReviewPolicy(
            name: "shipped",
            conditions: [
                ReviewConditions.minimumSessions(3),
                ReviewConditions.minimumTimeElapsed(sinceFirstLaunch: 3 * 86_400),
                ReviewConditions.minimumTimeElapsed(sinceLastRequest: 45 * 86_400),
            ],
            moments: [.processCompleted])
        #expect(try PolicyFile.data(for: updated) == PolicyFile.data(for: expected))
    }

    @Test("A condition addressed by its name and subject; removed with null; the others kept in their order")
    func addressedBySubject() throws {
        let folder = Folder()
        let payload = #"""
            {"format": 2, "extends": "bundled", "conditions": {
              "minimumTimeElapsed/lastRequest": {"duration": "60d"}, "minimumTimeElapsed/firstLaunch": null}}
            """#
        #expect(try Self.source(Self.shipped(cooldown: 30), folder).receive(Data(payload.utf8)) == .accepted("shipped"))
        let policy = try Self.policy(Self.source(Self.shipped(cooldown: 30), folder))
        let expected = ReviewPolicy(
            name: "shipped",
            conditions: [
                ReviewConditions.minimumSessions(5), ReviewConditions.minimumTimeElapsed(sinceLastRequest: 60 * 86_400),
            ],
            moments: [.processCompleted])
        #expect(try PolicyFile.data(for: policy) == PolicyFile.data(for: expected))
    }

    @Test(
        "A key that addresses no condition, or several, or one another key changes, or a value that is not an object: refused, naming the keys that address one"
    )
    func badAddresses() throws {
        let folder = Folder()
        let source = Self.source(Self.shipped(cooldown: 30), folder)
        let refused: [(changes: String, says: String)] = [
            (#""minimumTimeElapsed": {"duration": "1d"}"#, "conditions.minimumTimeElapsed: found 2 of them"),
            (#""minimumEventCount": {"count": 2}"#, "found no condition of the bundled policy"),
            (#""minimumTimeElapsed/lastLaunch": {"duration": "1d"}"#, "found no condition of the bundled policy"),
            (#""minimumSessions": 3"#, "found 3; allowed: an object of the parameters to change"),
            (
                #""minimumSessions": {"count": "3"}"#,
                #"conditions[0].minimumSessions.count: found "3""#
            ),
        ]
        for (changes, says) in refused {
            let payload = #"{"format": 2, "extends": "bundled", "conditions": {"# + changes + "}}"
            let report = try source.receive(Data(payload.utf8))
            guard case .refused(let problems) = report else {
                Issue.record("accepted: \(payload)")
                continue
            }
            let told = problems.joined(separator: "\n")
            #expect(told.contains(says), "\(payload): \(problems)")
            if told.contains("found no condition") || told.contains("of them") {
                #expect(
                    told.contains(
                        #""minimumSessions", "minimumTimeElapsed/firstLaunch", "minimumTimeElapsed/lastRequest""#),
                    "\(problems)")
            }
        }
        #expect(try Self.policy(source).name == "shipped", "nothing refused is used")
        // fitToday counts one event: its name alone and its name and subject address the same condition.
        let twice = #"""
            {"format": 2, "extends": "bundled", "conditions": {
              "minimumEventCount": {"count": 4}, "minimumEventCount/processCompleted": {"count": 5}}}
            """#
        let report = try Self.source(.fitToday, Folder()).receive(Data(twice.utf8))
        #expect(
            report
                == .refused([
                    "conditions.minimumEventCount/processCompleted: found a condition another key changes; allowed: one key each"
                ]))
    }
}
