import AskForReview
import AskForReviewConditions
import Foundation
import Testing

/// The SwiftRater row, run against an oracle of SwiftRater written from its source
/// (``SwiftRaterOracle``) on random histories, `check()` called after each launch and event.
@MainActor
@Suite("SwiftRater's row against an oracle of SwiftRater")
struct SwiftRaterDifferentialTests {
    let differential = PeerDifferential(quick: 40, long: 10_000)

    /// SwiftRater as the article's policy describes it: `usesUntilPrompt` 3, `daysBeforeReminding` 2,
    /// `resetWhenAppUpdated`, under `conditionsMetMode` `.any` (the other criteria left unset).
    static func swiftRater(mode: SwiftRaterOracle.Mode) -> SwiftRaterOracle {
        var oracle = SwiftRaterOracle()
        oracle.usesUntilPrompt = 3
        oracle.daysBeforeReminding = 2
        oracle.resetWhenAppUpdated = true
        oracle.mode = mode
        return oracle
    }

    @Test("The article's SwiftRater policy decides as SwiftRater under .any on every history")
    func swiftRaterAny() throws {
        let difference = try differential.firstDifference(policy: swiftRaterPolicy) { Self.swiftRater(mode: .any) }
        #expect(difference == nil, "\(difference ?? "")")
    }

    @Test("Under SwiftRater's default .all the criteria left unset never hold, so the policy for .any is not it")
    func swiftRaterAllNeverPrompts() throws {
        #expect(try differential.firstDifference(policy: swiftRaterPolicy) { Self.swiftRater(mode: .all) } != nil)
    }

    @Test("A use count off by one, or the reset on update dropped, is caught")
    func mutationsAreCaught() throws {
        let fourUses = ReviewPolicy(
            name: "swiftRater, 4 uses",
            conditions: [
                ReviewConditions.minimumSessions(4, in: .currentVersion),
                ReviewConditions.minimumTimeElapsed(
                    sinceLast: .prePrompt(.later), 2 * 86_400, inCurrentVersionOnly: true),
                ReviewConditions.notDeclined(inCurrentVersionOnly: true),
                ReviewConditions.rateNotChosen(inCurrentVersionOnly: true),
            ],
            moments: [.processCompleted], prePrompt: peerPrePrompt, systemQuota: nil)
        #expect(try differential.firstDifference(policy: fourUses) { Self.swiftRater(mode: .any) } != nil)
        let noReset = ReviewPolicy(
            name: "swiftRater, no reset",
            conditions: [
                ReviewConditions.minimumSessions(3, in: .currentVersion),
                ReviewConditions.minimumTimeElapsed(sinceLast: .prePrompt(.later), 2 * 86_400),
                ReviewConditions.notDeclined(),
                ReviewConditions.rateNotChosen(),
            ],
            moments: [.processCompleted], prePrompt: peerPrePrompt, systemQuota: nil)
        #expect(try differential.firstDifference(policy: noReset) { Self.swiftRater(mode: .any) } != nil)
    }
}
