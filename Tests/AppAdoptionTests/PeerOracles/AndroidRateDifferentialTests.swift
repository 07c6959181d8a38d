import AskForReview
import AskForReviewConditions
import Foundation
import Testing

/// The "coming from another library" rows for Android-Rate, run against an oracle of Android-Rate
/// written from its source (``AndroidRateOracle``) on random histories, with `clearAgreeShowDialog()`
/// called now and then.
@MainActor
@Suite("Android-Rate's rows against an oracle of Android-Rate")
struct AndroidRateDifferentialTests {
    let differential = PeerDifferential(quick: 120, long: 10_000)

    /// `clearAgreeShowDialog()` on both sides, the package's as the article writes it.
    static let clearing = PeerDifferential.Forgetting<AndroidRateOracle>(
        peer: { $0.clearAgreeShowDialog() }, package: { try clearAgreeShowDialog($0) })

    @Test("The article's Android-Rate policy and clearAgreeShowDialog(_:) decide as Android-Rate on every history")
    func androidRateDefaults() throws {
        let difference = try differential.firstDifference(policy: androidRatePolicy, forgetting: Self.clearing) {
            AndroidRateOracle()
        }
        #expect(difference == nil, "\(difference ?? "")")
    }

    @Test("Forgetting the decline alone (the row as it read before), or a launch count off by one, is caught")
    func mutationsAreCaught() throws {
        let declineOnly = PeerDifferential.Forgetting<AndroidRateOracle>(
            peer: { $0.clearAgreeShowDialog() }, package: { try $0.forgetUserChoice(.prePrompt(.decline)) })
        #expect(
            try differential.firstDifference(policy: androidRatePolicy, forgetting: declineOnly) { AndroidRateOracle() }
                != nil)
        let nineLaunches = ReviewPolicy(
            name: "androidRate, 9 launches",
            conditions: [
                ReviewConditions.minimumTimeElapsed(sinceFirstLaunch: 10 * 86_400),
                ReviewConditions.minimumSessions(9),
                ReviewConditions.minimumTimeElapsed(sinceLast: .prePrompt(.later), 86_400),
                ReviewConditions.notDeclined(),
                ReviewConditions.rateNotChosen(),
            ],
            moments: [.processCompleted], prePrompt: peerPrePrompt, systemQuota: nil)
        #expect(
            try differential.firstDifference(policy: nineLaunches, forgetting: Self.clearing) { AndroidRateOracle() }
                != nil)
    }
}
