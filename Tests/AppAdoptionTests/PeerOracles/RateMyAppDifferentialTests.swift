import AskForReview
import AskForReviewConditions
import AskForReviewTesting
import Foundation
import Testing

/// The Rate my app row, run against an oracle of Rate my app written from its source
/// (``RateMyAppOracle``) on random histories.
@MainActor
@Suite("Rate my app's row against an oracle of Rate my app")
struct RateMyAppDifferentialTests {
    let differential = PeerDifferential(quick: 40, long: 10_000)

    @Test(
        "Without \"Maybe later\", the article's Rate my app policy decides as Rate my app's defaults on every history")
    func rateMyAppPolicyAgrees() throws {
        let difference = try differential.firstDifference(policy: rateMyAppPolicy, answers: .rateOrDecline) {
            RateMyAppOracle()
        }
        #expect(difference == nil, "\(difference ?? "")")
    }

    @Test(
        "After \"Maybe later\", exactly the stated difference: the days passed with too few launches ask here, not there"
    )
    func afterLaterTheStatedDifference() throws {
        let app = PeerParityTests.PeerApp(policy: rateMyAppPolicy)
        var oracle = RateMyAppOracle()
        /// Launches `count` times, `hours` apart; whether each side would prompt after the last.
        func launch(_ count: Int, hours: Double) throws -> (peer: Bool, package: Bool) {
            for _ in 0..<count {
                app.clock.advance(seconds: hours * 3_600)
                oracle.launched(version: "1.0", at: app.clock.now)
                try app.usecase.recordLaunch()
            }
            return (oracle.shouldPrompt(at: app.clock.now), try app.decision().isEligible)
        }
        #expect(try launch(10, hours: 20) == (true, true), "10 launches, more than 7 days")
        oracle.answered(.later, at: app.clock.now)
        _ = try app.usecase.requestForShowAppReview(at: .processCompleted)
        try app.usecase.answerPrePrompt(.later, requestCanGoOut: true)
        #expect(try launch(3, hours: 60) == (false, true), "7 days on with 3 launches: Rate my app waits for 10")
        #expect(try launch(7, hours: 1) == (true, true), "the 10th launch since")
    }

    @Test("A launch count off by one, or a decline that does not end the prompt, is caught")
    func mutationsAreCaught() throws {
        var nine = RateMyAppOracle()
        nine.minLaunches = 9
        #expect(try differential.firstDifference(policy: rateMyAppPolicy, answers: .rateOrDecline) { nine } != nil)
        let forgetsDeclines = ReviewPolicy(
            name: "rateMyApp, mutated",
            conditions: [
                ReviewConditions.minimumTimeElapsed(sinceFirstLaunch: 7 * 86_400), ReviewConditions.minimumSessions(10),
                ReviewConditions.rateNotChosen(),
            ],
            moments: [.processCompleted], prePrompt: peerPrePrompt, systemQuota: nil)
        #expect(
            try differential.firstDifference(policy: forgetsDeclines, answers: .rateOrDecline) { RateMyAppOracle() }
                != nil)
    }
}
