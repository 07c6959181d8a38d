import AskForReview
import AskForReviewConditions
import Foundation
import Testing

/// The Appirater rows, run against an oracle of Appirater written from its source
/// (``AppiraterOracle``) on random histories.
@MainActor
@Suite("Appirater's rows against an oracle of Appirater")
struct AppiraterDifferentialTests {
    let differential = PeerDifferential(quick: 40, long: 10_000)

    /// Appirater as the article's policy describes it: daysUntilPrompt 1, usesUntilPrompt 2,
    /// timeBeforeReminding 3.
    static func appirater() -> AppiraterOracle {
        var oracle = AppiraterOracle()
        oracle.daysUntilPrompt = 1
        oracle.usesUntilPrompt = 2
        oracle.timeBeforeReminding = 3
        return oracle
    }

    @Test("The article's Appirater policy decides as Appirater on every history")
    func appiraterPolicyAgrees() throws {
        let difference = try differential.firstDifference(policy: appiraterPolicy) { Self.appirater() }
        #expect(difference == nil, "\(difference ?? "")")
    }

    @Test("A use count off by one, or the decline kept across an update, is caught")
    func mutationsAreCaught() throws {
        func policy(uses: Int, declineEveryVersion: Bool) -> ReviewPolicy {
            ReviewPolicy(
                name: "appirater, mutated",
                conditions: [
                    ReviewConditions.minimumTimeElapsed(sinceFirstLaunchInCurrentVersion: 86_400),
                    ReviewConditions.minimumSessions(uses, in: .currentVersion),
                    ReviewConditions.minimumTimeElapsed(
                        sinceLast: .prePrompt(.later), 3 * 86_400, inCurrentVersionOnly: true),
                    ReviewConditions.notDeclined(inCurrentVersionOnly: !declineEveryVersion),
                    ReviewConditions.rateNotChosen(inCurrentVersionOnly: true),
                ],
                moments: [.processCompleted], prePrompt: peerPrePrompt, systemQuota: nil)
        }
        #expect(
            try differential.firstDifference(policy: policy(uses: 3, declineEveryVersion: false)) { Self.appirater() }
                != nil)
        #expect(
            try differential.firstDifference(policy: policy(uses: 2, declineEveryVersion: true)) { Self.appirater() }
                != nil)
    }
}
