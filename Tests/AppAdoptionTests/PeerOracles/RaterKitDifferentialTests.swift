import AskForReview
import AskForReviewConditions
import AskForReviewPolicyFiles
import AskForReviewRollout
import Foundation
import Testing

/// The RaterKit row: a server that changes some of the shipped values, run against a model of
/// RaterKit's override (``RaterKitOverrideOracle``) on random runs of answers and app updates.
@Suite("RaterKit's server override against an oracle of RaterKit")
struct RaterKitDifferentialTests {
    typealias Thresholds = RaterKitOverrideOracle.Thresholds

    /// The policy a build ships with `values`, written as the row says.
    static func policy(_ values: Thresholds) -> ReviewPolicy {
        ReviewPolicy(
            name: "raterKit",
            conditions: [
                ReviewConditions.minimumTimeElapsed(sinceFirstLaunch: Double(values.minDaysSinceInstall) * 86_400),
                ReviewConditions.minimumSessions(values.minLaunchCount),
                ReviewConditions.minimumEventCount("significantEvent", values.minSignificantEvents),
                ReviewConditions.minimumTimeElapsed(sinceLastRequest: Double(values.cooldownDays) * 86_400),
            ],
            moments: [.processCompleted])
    }

    /// The payload the row gives for RaterKit's `rules`: each key the server sent, as the one
    /// condition's parameter it changes.
    static func payload(_ rules: RaterKitOverrideOracle.Rules, wrongType: Bool) -> String {
        let changes = [
            rules.minDaysSinceInstall.map { #""minimumTimeElapsed/firstLaunch": {"duration": "\#($0)d"}"# },
            rules.minLaunchCount.map { #""minimumSessions": {"count": \#(wrongType ? "\"\($0)\"" : "\($0)")}"# },
            rules.minSignificantEvents.map { #""minimumEventCount": {"count": \#($0)}"# },
            rules.cooldownDays.map { #""minimumTimeElapsed/lastRequest": {"duration": "\#($0)d"}"# },
        ].compactMap { $0 }
        return #"{"format": 2, "extends": "bundled", "conditions": {"# + changes.joined(separator: ", ") + "}}"
    }

    /// The payload the row gave before the conditions could be changed one by one: the whole list,
    /// the values the server did not send restated as the server's copy of the first build had them.
    static func wholeList(_ rules: RaterKitOverrideOracle.Rules, serverCopy: Thresholds) throws -> String {
        let values = RaterKitOverrideOracle(rules: rules).effective(bundled: serverCopy)
        let file = try JSONSerialization.jsonObject(with: PolicyFile.data(for: policy(values))) as? [String: Any]
        let payload: [String: Any] = ["format": 2, "extends": "bundled", "conditions": file?["conditions"] ?? []]
        return String(decoding: try JSONSerialization.data(withJSONObject: payload), as: UTF8.self)
    }

    static func thresholds(_ random: inout SplitMix) -> Thresholds {
        Thresholds(
            minDaysSinceInstall: 1 + Int(random.unit() * 30), minLaunchCount: 2 + Int(random.unit() * 19),
            minSignificantEvents: 1 + Int(random.unit() * 20), cooldownDays: 1 + Int(random.unit() * 90))
    }

    /// Some of `values`, as a server sends some keys.
    static func some(of values: Thresholds, _ random: inout SplitMix) -> RaterKitOverrideOracle.Rules {
        RaterKitOverrideOracle.Rules(
            minDaysSinceInstall: random.unit() < 0.4 ? values.minDaysSinceInstall : nil,
            minLaunchCount: random.unit() < 0.4 ? values.minLaunchCount : nil,
            minSignificantEvents: random.unit() < 0.4 ? values.minSignificantEvents : nil,
            cooldownDays: random.unit() < 0.4 ? values.cooldownDays : nil)
    }

    /// A folder of the run's own, removed at the end.
    final class Folder: Sendable {
        let url = ScratchFolder.url.appendingPathComponent("raterkit-\(UUID().uuidString)")

        deinit { try? FileManager.default.removeItem(at: url) }
    }

    /// The first run on which the package's policy and RaterKit read different values, told step by
    /// step, or `nil`.
    static func firstDifference(runs: Int, seed: UInt64, restatingTheList: Bool = false) throws -> String? {
        var random = SplitMix(seed: seed)
        for run in 0..<runs {
            let folder = Folder()
            var oracle = RaterKitOverrideOracle()
            var bundled = thresholds(&random)
            let serverCopy = bundled
            var told = ["ships \(bundled)"]
            for _ in 0..<6 {
                if random.unit() < 0.4 {
                    bundled = thresholds(&random)
                    told.append("update ships \(bundled)")
                } else {
                    let rules = some(of: thresholds(&random), &random)
                    let wrongType = rules.minLaunchCount != nil && random.unit() < 0.15
                    oracle.received(wrongType ? nil : rules)
                    let source = RemotePolicySource(
                        bundled: .policy(policy(bundled)), fileURL: folder.url.appendingPathComponent("policy.json"))
                    let sent =
                        restatingTheList && !wrongType
                        ? try wholeList(rules, serverCopy: serverCopy) : payload(rules, wrongType: wrongType)
                    let report = try source.receive(Data(sent.utf8))
                    told.append("server sends \(rules)\(wrongType ? " with a count as a string" : ""): \(report)")
                }
                let source = RemotePolicySource(
                    bundled: .policy(policy(bundled)), fileURL: folder.url.appendingPathComponent("policy.json"))
                let ours = try source.policy(
                    forInstallIn: ServiceFactory.makeReviewStoreService(store: DataFactory.makeInMemoryStore()),
                    version: "1.0")
                let peer = oracle.effective(bundled: bundled)
                guard try PolicyFile.data(for: ours) == PolicyFile.data(for: policy(peer)) else {
                    return "run \(run): " + told.joined(separator: "; ") + " -> RaterKit reads \(peer)"
                }
            }
        }
        print("raterKit override: \(runs) runs from seed \(seed) agree")
        return nil
    }

    @Test("A payload of the keys the server sends keeps every other shipped value, across updates and refused answers")
    func overrideAgrees() throws {
        let difference = try Self.firstDifference(
            runs: LongTests.count(quick: 40, long: 10_000), seed: PeerDifferential.loopSeed)
        #expect(difference == nil, "\(difference ?? "")")
    }

    @Test("The whole list restated with the server's copy of the other values (the row as it read before) is caught")
    func wholeListIsCaught() throws {
        #expect(try Self.firstDifference(runs: 60, seed: PeerDifferential.loopSeed, restatingTheList: true) != nil)
    }
}
