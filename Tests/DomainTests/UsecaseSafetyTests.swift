import AskForReviewDomain
import AskForReviewDomainTesting
import Foundation
import TestSupport
import Testing

@MainActor
@Suite("Use case safety")
struct UsecaseSafetyTests {
    @Test("A decision has no side effects")
    func decisionIsPure() throws {
        let harness = UsecaseHarness(policy: .apple, state: ReviewState(completedCount: 4))
        let before = harness.store.state
        #expect(try harness.sut.decision(at: .processCompleted).isEligible)
        #expect(harness.store.state == before)
        #expect(harness.store.updateCount == 0)
        #expect(harness.output.messages.isEmpty)
    }

    @Test("A clock moved back before the last request asks nothing")
    func clockMovedBack() throws {
        let start = Date.iso("2026-05-01T00:00:00Z")
        let state = ReviewState(
            firstLaunchDate: start.addingTimeInterval(-86_400 * 60), completedCount: 9, lastRequestDate: start)
        let harness = UsecaseHarness(policy: .fitToday, state: state, start: start)
        harness.clock.advance(days: -400)
        let decision = try harness.sut.recordProcess(.completed)
        #expect(!decision.isEligible)
        #expect(decision.reasons.contains { $0.hasPrefix("clock is earlier than the last request") })
        #expect(harness.output.messages.isEmpty)
    }

    @Test("A state with load problems is never eligible and names the problem")
    func damagedStateNeverEligible() throws {
        let harness = UsecaseHarness(
            policy: .apple, state: ReviewState(completedCount: 50, loadProblems: ["stored state was unreadable"]))
        let decision = try harness.sut.decision(at: .processCompleted)
        #expect(decision.reasons == ["stored state was unreadable"])
    }

    @Test("Counts saturate instead of overflowing")
    func countsSaturate() throws {
        let harness = UsecaseHarness(
            policy: .apple, state: ReviewState(completedCount: .max, lastVersionPrompted: "1.0"))
        try harness.sut.recordProcess(.completed)
        #expect(harness.store.state.completedCount == .max)
    }

    @Test("A store failure reaches the caller and asks nothing")
    func storeFailure() throws {
        let harness = UsecaseHarness(policy: .apple, state: ReviewState(completedCount: 4))
        harness.store.fail(with: ReviewStoreServiceSpy.Failure())
        #expect(throws: ReviewStoreServiceSpy.Failure()) { try harness.sut.recordProcess(.completed) }
        #expect(harness.output.messages.isEmpty)
    }

    @Test("Reset forgets everything")
    func reset() throws {
        let harness = UsecaseHarness(policy: .apple, state: ReviewState(completedCount: 4, lastVersionPrompted: "1.0"))
        try harness.sut.reset()
        #expect(harness.store.state == ReviewState())
    }

    @Test("The delegate is held weakly")
    func weakDelegate() {
        let harness = UsecaseHarness(policy: .apple)
        do {
            let temporary = AskForReviewUsecaseOutputSpy()
            harness.sut.delegate = temporary
        }
        #expect(harness.sut.delegate == nil)
    }
}

@Suite("Policy moments")
struct PolicyMomentTests {
    @Test("A policy's primary moment is a completed process when it asks then, else its periodic check")
    func primaryMoment() {
        #expect(ReviewPolicy.apple.primaryMoment == .processCompleted)
        #expect(ReviewPolicy.fitToday.primaryMoment == .processCompleted)
        #expect(ReviewPolicy.searchConsole.primaryMoment == .periodicCheck)
    }
}
