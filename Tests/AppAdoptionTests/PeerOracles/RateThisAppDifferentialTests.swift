import AskForReview
import AskForReviewTesting
import Foundation
import Testing

/// The RateThisApp rows, run against an oracle of RateThisApp written from its source
/// (``RateThisAppOracle``) on random histories, `stopRateDialog()` called now and then.
@MainActor
@Suite("RateThisApp's rows against an oracle of RateThisApp")
struct RateThisAppDifferentialTests {
    let differential = PeerDifferential(quick: 40, long: 10_000)

    /// `stopRateDialog()` on RateThisApp, `recordUserOptedOut()` here, as the row says.
    static let stopRateDialog = PeerDifferential.Forgetting<RateThisAppOracle>(
        peer: { $0.stopRateDialog() }, package: { try $0.recordUserOptedOut() })

    @Test("Without \"Later\", the article's RateThisApp policy decides as RateThisApp's defaults on every history")
    func rateThisAppPolicyAgrees() throws {
        let difference = try differential.firstDifference(
            policy: rateThisAppPolicy, forgetting: Self.stopRateDialog, answers: .rateOrDecline
        ) { RateThisAppOracle() }
        #expect(difference == nil, "\(difference ?? "")")
    }

    @Test("After \"Later\", exactly the stated difference: 10 more launches within the days ask there, not here")
    func afterLaterTheStatedDifference() throws {
        let app = PeerParityTests.PeerApp(policy: rateThisAppPolicy)
        let (date, usecase) = (app.clock, app.usecase)
        var oracle = RateThisAppOracle()
        /// Launches `count` times an hour apart; whether each side would prompt after the last.
        func launch(_ count: Int) throws -> (peer: Bool, package: Bool) {
            for _ in 0..<count {
                date.advance(seconds: 3_600)
                oracle.launched(version: "1.0", at: date.now)
                try usecase.recordLaunch()
            }
            return (oracle.shouldPrompt(at: date.now), try usecase.decision(at: .processCompleted).isEligible)
        }
        #expect(try launch(9) == (false, false))
        #expect(try launch(1) == (true, true), "the 10th launch")
        oracle.answered(.later, at: date.now)
        _ = try usecase.requestForShowAppReview(at: .processCompleted)
        try usecase.answerPrePrompt(.later, requestCanGoOut: true)
        #expect(try launch(9) == (false, false))
        #expect(try launch(1) == (true, false), "10 launches after Later: RateThisApp asks, the policy waits the days")
        date.advance(seconds: 7 * 86_400)
        #expect(try launch(1) == (true, true), "7 days after Later both ask")
    }

    @Test("A launch count off by one, or an opt-out not honoured, is caught")
    func mutationsAreCaught() throws {
        var nine = RateThisAppOracle()
        nine.launchTimes = 9
        #expect(
            try differential.firstDifference(
                policy: rateThisAppPolicy, forgetting: Self.stopRateDialog, answers: .rateOrDecline
            ) { nine } != nil)
        let ignoresOptOut = PeerDifferential.Forgetting<RateThisAppOracle>(
            peer: { _ in }, package: { try $0.recordUserOptedOut() })
        #expect(
            try differential.firstDifference(
                policy: rateThisAppPolicy, forgetting: ignoresOptOut, answers: .rateOrDecline
            ) {
                RateThisAppOracle()
            } != nil)
    }
}
