import AskForReviewDomain
import AskForReviewDomainTesting
import Foundation
import TestSupport
import Testing

@MainActor
@Suite("searchconsole preset (seed 000)")
struct SearchConsolePresetTests {
    let launch = Date.iso("2026-03-01T09:00:00Z")

    func launchedHarness() throws -> UsecaseHarness {
        let harness = UsecaseHarness(policy: .searchConsole, start: launch)
        try harness.sut.recordLaunch()
        return harness
    }

    @Test("The pre-prompt has the seed's title, message and three buttons")
    func prePromptText() throws {
        let prePrompt = try #require(ReviewPolicy.searchConsole.prePrompt)
        #expect(prePrompt.title == "Enjoying Search Console?")
        #expect(prePrompt.message == "We'd love to hear what you think! Your feedback helps us improve the app.")
        #expect(
            PrePromptAnswer.allCases.map(prePrompt.label(for:)) == ["Rate on App Store", "Maybe Later", "No Thanks"])
    }

    @Test("First ask 180 s after first launch, then 7 days after a 'Maybe Later', counted at the pre-prompt")
    func firstAskAndLater() throws {
        let harness = try launchedHarness()
        harness.clock.advance(seconds: 179)
        #expect(
            try harness.sut.requestForShowAppReview(at: .periodicCheck).reasons == [
                "asks from 2026-03-01T09:03:00Z (3 minutes after the first launch)"
            ])
        harness.clock.advance(seconds: 1)
        #expect(try harness.sut.requestForShowAppReview(at: .periodicCheck).isEligible)
        let prePrompt = try #require(ReviewPolicy.searchConsole.prePrompt)
        #expect(harness.output.messages == [.showPrePrompt(prePrompt)])
        #expect(harness.store.state.requestCount == 1)
        #expect(harness.store.state.lastRequestDate == harness.clock.now)

        try harness.sut.answerPrePrompt(.later, requestCanGoOut: true)
        harness.clock.advance(seconds: 604_799)
        #expect(try harness.sut.requestForShowAppReview(at: .periodicCheck).isEligible == false)
        harness.clock.advance(seconds: 1)
        #expect(try harness.sut.requestForShowAppReview(at: .periodicCheck).isEligible)
        try harness.sut.answerPrePrompt(.decline, requestCanGoOut: true)
        #expect(PrePromptAnswer.allCases.map { harness.store.state.facts(of: .prePrompt($0)).count } == [0, 1, 1])
        #expect(harness.store.state.requestCount == 2)
    }

    @Test("After 'Rate on App Store' never again, even for a new version; the time to review is kept")
    func rateStopsForever() throws {
        let harness = try launchedHarness()
        harness.clock.advance(seconds: 200)
        #expect(try harness.sut.requestForShowAppReview(at: .periodicCheck).isEligible)
        let outcome = try harness.sut.answerPrePrompt(.rate, requestCanGoOut: true)
        #expect(outcome.systemRequest?.isEligible == true, "Rate makes the system review request")
        #expect(harness.store.state.facts(of: .rate).count == 1)
        let state = harness.store.state
        #expect(state.facts(of: .rate).firstDate?.timeIntervalSince(try #require(state.firstLaunchDate)) == 200)
        #expect(harness.store.state.systemRequestDates == [harness.clock.now])

        harness.clock.advance(days: 400)
        harness.version.set("2.0")
        let decision = try harness.sut.requestForShowAppReview(at: .periodicCheck)
        #expect(decision.reasons == ["user already chose to rate the app; never asked again"])
    }

    @Test("Only when signed in and in the foreground")
    func signedInAndForeground() throws {
        let harness = try launchedHarness()
        harness.clock.advance(seconds: 300)
        harness.appState.value = AppState(isSignedIn: false, isInForeground: false)
        let decision = try harness.sut.requestForShowAppReview(at: .periodicCheck)
        #expect(decision.reasons == ["user is signed out", "app is in the background"])
        #expect(harness.output.messages.isEmpty)
    }

    @Test("Seed 002's argument-free call asks at the policy's own moment")
    func argumentFreeRequest() throws {
        let harness = try launchedHarness()
        harness.clock.advance(seconds: 181)
        #expect(try harness.sut.requestForShowAppReview().isEligible)
        #expect(harness.output.messages.count == 1)
    }

    @Test("It asks on its periodic check, not when a process completes")
    func onlyOnPeriodicCheck() throws {
        let harness = try launchedHarness()
        harness.clock.advance(seconds: 300)
        let decision = try harness.sut.recordProcess(.completed)
        #expect(decision.reasons == ["the searchconsole policy asks at periodic check, not at process completed"])
        #expect(harness.output.messages.isEmpty)
    }

    @Test("Answering a pre-prompt is refused by a policy without one")
    func answerWithoutPrePrompt() {
        let harness = UsecaseHarness(policy: .apple)
        #expect(throws: AskForReviewError.policyHasNoPrePrompt("apple")) {
            try harness.sut.answerPrePrompt(.rate, requestCanGoOut: true)
        }
    }
}
