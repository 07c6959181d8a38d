import AskForReviewDomain
import AskForReviewDomainTesting
import AskForReviewRollout
import Foundation
import TestSupport
import Testing

@Suite("Pre-prompt answers")
@MainActor
struct PrePromptAnswerTests {
    /// A searchconsole user launched `seconds` ago.
    func launchedHarness(secondsAgo seconds: TimeInterval = 200) throws -> UsecaseHarness {
        let harness = UsecaseHarness(policy: .searchConsole)
        try harness.sut.recordLaunch()
        harness.clock.advance(seconds: seconds)
        return harness
    }

    @Test("An answer while no pre-prompt awaits one is refused and records nothing")
    func answerWithoutPrePrompt() throws {
        let harness = try launchedHarness()
        let before = harness.store.state
        for answer in PrePromptAnswer.allCases {
            #expect(throws: AskForReviewError.noPrePromptAwaitingAnswer) {
                try harness.sut.answerPrePrompt(answer, requestCanGoOut: true)
            }
        }
        #expect(harness.store.state == before)
    }

    @Test("A pre-prompt is answered once: a second answer is refused and counts no tap")
    func answeredOnce() throws {
        let harness = try launchedHarness()
        #expect(try harness.sut.requestForShowAppReview(at: .periodicCheck).isEligible)
        #expect(harness.store.state.unansweredPrePromptDate == harness.clock.now)
        try harness.sut.answerPrePrompt(.later, requestCanGoOut: true)
        #expect(harness.store.state.unansweredPrePromptDate == nil)
        #expect(throws: AskForReviewError.noPrePromptAwaitingAnswer) {
            try harness.sut.answerPrePrompt(.later, requestCanGoOut: true)
        }
        #expect(PrePromptAnswer.allCases.map { harness.store.state.facts(of: .prePrompt($0)).count } == [0, 1, 0])
    }

    @Test("'Rate' records the answer and the system request in one atomic update")
    func rateIsOneUpdate() throws {
        let harness = try launchedHarness()
        #expect(try harness.sut.requestForShowAppReview(at: .periodicCheck).isEligible)
        let updatesBefore = harness.store.updateCount
        let outcome = try harness.sut.answerPrePrompt(.rate, requestCanGoOut: true)
        #expect(harness.store.updateCount == updatesBefore + 1)
        #expect(outcome.systemRequest?.isEligible == true)
        #expect(outcome.state.facts(of: .rate).count == 1)
        #expect(outcome.state.systemRequestDates == [harness.clock.now])
        #expect(harness.store.state == outcome.state)
    }

    @Test("A store failure during 'Rate' records neither the answer nor the request")
    func rateFailsWhole() throws {
        let harness = try launchedHarness()
        #expect(try harness.sut.requestForShowAppReview(at: .periodicCheck).isEligible)
        let before = harness.store.state
        harness.store.fail(with: ReviewStoreServiceSpy.Failure())
        #expect(throws: (any Error).self) { try harness.sut.answerPrePrompt(.rate, requestCanGoOut: true) }
        harness.store.fail(with: nil)
        #expect(harness.store.state == before)
    }

    @Test("Without the mirror the request log still keeps only the last year and at most the bound")
    func logBounded() throws {
        let now = Date.iso("2026-06-01T00:00:00Z")
        let old = (0..<150).map { now.addingTimeInterval(Double(-$0 - 400) * 86_400) }
        let recent = (1...150).map { now.addingTimeInterval(Double(-$0) * 60) }.reversed()
        let policy = ReviewPolicy.apple.withSystemQuota(nil)
        let harness = UsecaseHarness(
            policy: policy, state: ReviewState(completedCount: 9, systemRequestDates: old + recent), start: now)
        #expect(try harness.sut.recordSystemReviewRequest(after: nil).isEligible)
        let log = harness.store.state.systemRequestDates
        #expect(log.count == ReviewState.maximumLoggedRequests)
        #expect(log.last == now)
        #expect(log.allSatisfy { now.timeIntervalSince($0) < 365 * 86_400 })
    }
}
