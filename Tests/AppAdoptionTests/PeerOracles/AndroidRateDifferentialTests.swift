import AskForReview
import AskForReviewConditions
import AskForReviewPolicyFiles
import AskForReviewTesting
import Foundation
import Testing

/// The "coming from another library" rows for Android-Rate, run against an oracle of Android-Rate
/// written from its source (``AndroidRateOracle``) on random histories, with `clearAgreeShowDialog()`
/// called now and then.
@MainActor
@Suite("Android-Rate's rows against an oracle of Android-Rate")
struct AndroidRateDifferentialTests {
    let differential = PeerDifferential(quick: 40, long: 10_000)

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

    /// `clearSettingsParam()` on Android-Rate, the use case's `reset()` here, as the row says.
    static let clearingSettings = PeerDifferential.Forgetting<AndroidRateOracle>(
        peer: { $0.clearSettingsParam() }, package: { try $0.reset() })

    @Test("Without \"Later\", clearSettingsParam() and the use case's reset() decide alike on every history")
    func clearSettingsParamAgrees() throws {
        let difference = try differential.firstDifference(
            policy: androidRatePolicy, forgetting: Self.clearingSettings, answers: .rateOrDecline
        ) { AndroidRateOracle() }
        #expect(difference == nil, "\(difference ?? "")")
    }

    @Test(
        "After \"Later\", exactly the stated difference: Android-Rate keeps its remind date through clearSettingsParam()"
    )
    func clearSettingsParamKeepsTheRemindDate() throws {
        var oracle = AndroidRateOracle()
        oracle.remindInterval = 30
        // The article's policy with a 30-day remind interval, through its file.
        let file = String(decoding: try PolicyFile.data(for: androidRatePolicy), as: UTF8.self)
        let monthly = file.replacingOccurrences(of: #""duration": "1d""#, with: #""duration": "30d""#)
        #expect(monthly != file)
        let remindingMonthly = try PolicyFile.policy(from: Data(monthly.utf8))
        let app = PeerParityTests.PeerApp(policy: remindingMonthly)
        /// Launches `count` times a day apart; whether each side would prompt after the last.
        func launch(_ count: Int) throws -> (peer: Bool, package: Bool) {
            for _ in 0..<count {
                app.clock.advance(seconds: 86_400)
                oracle.launched(version: "1.0", at: app.clock.now)
                try app.usecase.recordLaunch()
            }
            return (oracle.shouldPrompt(at: app.clock.now), try app.decision().isEligible)
        }
        app.clock.advance(seconds: -86_400)
        #expect(try launch(11) == (true, true), "10 days and launches")
        oracle.answered(.later, at: app.clock.now)
        _ = try app.usecase.requestForShowAppReview(at: .processCompleted)
        try app.usecase.answerPrePrompt(.later, requestCanGoOut: true)
        oracle.clearSettingsParam()
        try app.usecase.reset()
        #expect(try launch(11) == (false, true), "11 days on: Android-Rate still waits its 30 days from Later")
        #expect(try launch(20) == (true, true), "31 days after Later both ask")
    }
}
