import AskForReview
import AskForReviewConditions
import Foundation
import Testing

/// The Armchair rows, run against an oracle of Armchair written from its source
/// (``ArmchairOracle``) on random histories.
@MainActor
@Suite("Armchair's rows against an oracle of Armchair")
struct ArmchairDifferentialTests {
    let differential = PeerDifferential(quick: 40, long: 10_000)

    /// Armchair as the article's policy describes it: daysUntilPrompt 1, usesUntilPrompt 2,
    /// daysBeforeReminding 3, tracksNewVersions, and shouldPromptIfRated as given.
    static func armchair(shouldPromptIfRated: Bool = false) -> ArmchairOracle {
        var oracle = ArmchairOracle()
        oracle.daysUntilPrompt = 1
        oracle.usesUntilPrompt = 2
        oracle.daysBeforeReminding = 3
        oracle.shouldPromptIfRated = shouldPromptIfRated
        return oracle
    }

    /// The article's Armchair policy with `uses` launches and the rating held for `ratedEveryVersion`.
    static func policy(uses: Int = 3, ratedEveryVersion: Bool = true) -> ReviewPolicy {
        ReviewPolicy(
            name: "armchair, as given",
            conditions: [
                ReviewConditions.minimumTimeElapsed(sinceFirstLaunchInCurrentVersion: 86_400),
                ReviewConditions.minimumSessions(uses, in: .currentVersion),
                ReviewConditions.minimumTimeElapsed(
                    sinceLast: .prePrompt(.later), 3 * 86_400, inCurrentVersionOnly: true),
                ReviewConditions.notDeclined(inCurrentVersionOnly: true),
                ReviewConditions.rateNotChosen(inCurrentVersionOnly: !ratedEveryVersion),
            ],
            moments: [.processCompleted], prePrompt: peerPrePrompt, systemQuota: nil)
    }

    @Test("The article's Armchair policy decides as Armchair with shouldPromptIfRated false on every history")
    func armchairPolicyAgrees() throws {
        let difference = try differential.firstDifference(policy: armchairPolicy) { Self.armchair() }
        #expect(difference == nil, "\(difference ?? "")")
    }

    @Test("With Armchair's default shouldPromptIfRated, a rating holds for its version only, as the row says")
    func defaultRatingPerVersion() throws {
        let difference = try differential.firstDifference(policy: Self.policy(ratedEveryVersion: false)) {
            Self.armchair(shouldPromptIfRated: true)
        }
        #expect(difference == nil, "\(difference ?? "")")
    }

    @Test("usesUntilPrompt read as 'at least' (one use early), or a rating held in one version only, is caught")
    func mutationsAreCaught() throws {
        #expect(try differential.firstDifference(policy: Self.policy(uses: 2)) { Self.armchair() } != nil)
        #expect(
            try differential.firstDifference(policy: Self.policy(ratedEveryVersion: false)) { Self.armchair() } != nil)
    }
}
