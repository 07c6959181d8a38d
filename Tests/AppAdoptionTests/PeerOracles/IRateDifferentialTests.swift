import AskForReview
import AskForReviewConditions
import AskForReviewPolicyFiles
import Foundation
import Testing

/// The "coming from another library" rows for iRate, run against an oracle of iRate written from its
/// source (``IRateOracle``) on random histories.
@MainActor
@Suite("iRate's rows against an oracle of iRate")
struct IRateDifferentialTests {
    let differential = PeerDifferential(quick: 40, long: 10_000)
    /// The mutants' histories: the row as it read before the oracle parts from iRate only after an
    /// update and a rating, which 40 histories may not hold (a mutant's run ends at its first difference).
    let mutants = PeerDifferential(quick: 200, long: 10_000)

    @Test("The iRate policy of the conditions article decides as iRate's defaults on every history")
    func iRateDefaults() throws {
        let difference = try differential.firstDifference(policy: iRatePolicy) { IRateOracle() }
        #expect(difference == nil, "\(difference ?? "")")
    }

    @Test("The article's policy for promptForNewVersionIfUserRated decides as iRate with it on every history")
    func iRateNewVersion() throws {
        let difference = try differential.firstDifference(policy: iRateNewVersionPolicy) {
            IRateOracle(promptForNewVersionIfUserRated: true)
        }
        #expect(difference == nil, "\(difference ?? "")")
    }

    /// The article's iRate policy with `frequency` among its conditions, through the policy file.
    static func iRatePolicyWith(_ frequency: any EligibilityCondition) throws -> ReviewPolicy {
        func fields(_ policy: ReviewPolicy) throws -> [String: Any] {
            try JSONSerialization.jsonObject(with: PolicyFile.data(for: policy)) as? [String: Any] ?? [:]
        }
        var whole = try fields(iRatePolicy)
        let added = try fields(ReviewPolicy(name: "f", conditions: [frequency], moments: [.processCompleted]))
        whole["conditions"] = (whole["conditions"] as? [Any] ?? []) + (added["conditions"] as? [Any] ?? [])
        return try PolicyFile.policy(from: JSONSerialization.data(withJSONObject: whole))
    }

    @Test("iRate's policy with the article's usesPerWeekForPrompt row decides as iRate with it on every history")
    func usesPerWeek() throws {
        var oracle = IRateOracle()
        oracle.usesPerWeekForPrompt = 4
        let difference = try differential.firstDifference(policy: Self.iRatePolicyWith(iRateFrequency)) { oracle }
        #expect(difference == nil, "\(difference ?? "")")
    }

    @Test(
        "usesPerWeekForPrompt without the update's bound, or at another rate, is caught (a rate near the bound after an update is rare: the long form's 10,000 histories)",
        .enabled(if: LongTests.enabled, "a long form: ASKFORREVIEW_LONG_TESTS=1"))
    func usesPerWeekMutations() throws {
        var oracle = IRateOracle()
        oracle.usesPerWeekForPrompt = 4
        for mutated: any EligibilityCondition in [
            ReviewConditions.minimumUsageFrequency(sessionsPerWeek: 4),
            ReviewConditions.minimumUsageFrequency(sessionsPerWeek: 5, sinceUpdateAtMost: 9 * 86_400),
        ] {
            #expect(try differential.firstDifference(policy: Self.iRatePolicyWith(mutated)) { oracle } != nil)
        }
    }

    /// iRate's policy as the article writes it, with `uses` launches and, when `dayAfterUpdate`, its
    /// day after an update: mutations of the row for the oracle to catch.
    static func mutated(uses: Int, dayAfterUpdate: Bool) -> ReviewPolicy {
        let day: [any EligibilityCondition] =
            dayAfterUpdate ? [ReviewConditions.minimumTimeElapsed(sinceFirstLaunchInCurrentVersion: 86_400)] : []
        let conditions: [any EligibilityCondition] =
            [ReviewConditions.minimumTimeElapsed(sinceFirstLaunch: 10 * 86_400)] + day + [
                ReviewConditions.anyOf([
                    ReviewConditions.minimumSessions(uses), ReviewConditions.minimumEventCount("significantEvent", 10),
                ]),
                ReviewConditions.minimumTimeElapsed(sinceLast: .prePrompt(.later), 86_400),
                ReviewConditions.notDeclined(),
                ReviewConditions.rateNotChosen(),
            ]
        return ReviewPolicy(
            name: "iRate, mutated", conditions: conditions, moments: [.processCompleted], prePrompt: peerPrePrompt,
            systemQuota: nil)
    }

    @Test("A count off by one, or the day after an update dropped, is caught by the oracle")
    func mutationsAreCaught() throws {
        #expect(
            try mutants.firstDifference(policy: Self.mutated(uses: 11, dayAfterUpdate: true)) { IRateOracle() }
                != nil)
        #expect(
            try mutants.firstDifference(policy: Self.mutated(uses: 9, dayAfterUpdate: true)) { IRateOracle() }
                != nil)
        #expect(
            try mutants.firstDifference(policy: Self.mutated(uses: 10, dayAfterUpdate: false)) { IRateOracle() }
                != nil)
        // The promptForNewVersionIfUserRated row as it read before the oracle: the uses of the version
        // restart after an update, the days do not.
        let usesOnly = ReviewPolicy(
            name: "iRate, new version, uses only",
            conditions: [
                ReviewConditions.minimumTimeElapsed(sinceFirstLaunch: 10 * 86_400),
                ReviewConditions.minimumTimeElapsed(sinceFirstLaunchInCurrentVersion: 86_400),
                ReviewConditions.anyOf([
                    ReviewConditions.rateNotChosen(), ReviewConditions.minimumSessions(10, in: .currentVersion),
                ]),
                ReviewConditions.anyOf([
                    ReviewConditions.minimumSessions(10), ReviewConditions.minimumEventCount("significantEvent", 10),
                ]),
                ReviewConditions.minimumTimeElapsed(sinceLast: .prePrompt(.later), 86_400),
                ReviewConditions.notDeclined(),
                ReviewConditions.rateNotChosen(inCurrentVersionOnly: true),
            ],
            moments: [.processCompleted], prePrompt: peerPrePrompt, systemQuota: nil)
        #expect(
            try mutants.firstDifference(policy: usesOnly) { IRateOracle(promptForNewVersionIfUserRated: true) }
                != nil)
    }
}
