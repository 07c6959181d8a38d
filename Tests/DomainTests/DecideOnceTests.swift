import AskForReviewDomain
import AskForReviewTesting
import Foundation
import TestSupport
import Testing

/// A condition that is always met and counts how often the policy asked it.
final class CountingCondition: EligibilityCondition, @unchecked Sendable {
    private let lock = NSLock()
    private var evaluations = 0
    /// How many times the policy evaluated it.
    var count: Int { lock.withLock { evaluations } }

    func evaluate(in context: EligibilityContext) -> ConditionResult {
        lock.withLock { evaluations += 1 }
        return .met
    }
}

/// One request evaluates the policy once: the step after an ask goes out on the ask's decision while
/// nothing it was made on has changed, and decides again when something has.
@MainActor
@Suite("Deciding once per request")
struct DecideOnceTests {
    let counting = CountingCondition()

    func harness(prePrompt: PrePrompt? = nil) -> UsecaseHarness {
        UsecaseHarness(
            policy: ReviewPolicy(
                name: "counted", conditions: [counting], moments: [.processCompleted], prePrompt: prePrompt))
    }

    @Test("Without a pre-prompt: the completion decides, and the request after the pause goes out on it")
    func requestDecidedOnce() throws {
        let app = harness()
        #expect(try app.sut.recordProcess(.completed).isEligible)
        app.clock.advance(seconds: 2)
        #expect(try app.sut.recordSystemReviewRequest().isEligible)
        #expect(counting.count == 1)
        #expect(app.store.state.systemRequestDates == [app.clock.now])
        #expect(app.store.state.lastVersionPrompted == "1.0")
    }

    @Test("With a pre-prompt: the completion decides once, and the ask is recorded on that decision")
    func prePromptDecidedOnce() throws {
        let app = harness(
            prePrompt: PrePrompt(
                title: "Enjoying it?", message: "A rating helps.", rateButton: "Rate", laterButton: "Later",
                declineButton: "No"))
        #expect(try app.sut.recordProcess(.completed).isEligible)
        #expect(counting.count == 1)
        #expect(app.store.state.unansweredPrePromptDate != nil)
    }

    @Test("Other processes asked during the pause: decided again on what is stored, and withheld")
    func changedStateDecidesAgain() throws {
        let app = harness()
        #expect(try app.sut.recordProcess(.completed).isEligible)
        // Extensions on the same store made the system's three requests of the year meanwhile.
        try app.store.updateState { $0.systemRequestDates += Array(repeating: app.clock.now, count: 3) }
        app.clock.advance(seconds: 2)
        let request = try app.sut.recordSystemReviewRequest()
        #expect(!request.isEligible)
        #expect(request.unmet.map(\.kind) == [.systemLimitReached], "\(request.reasons)")
        #expect(counting.count == 2)
    }

    @Test("The user signed out during the pause, or the clock went back: decided again")
    func changedInputsDecideAgain() throws {
        let signedOut = harness()
        #expect(try signedOut.sut.recordProcess(.completed).isEligible)
        signedOut.appState.value = AppState(isSignedIn: false, isInForeground: true)
        _ = try signedOut.sut.recordSystemReviewRequest()
        #expect(counting.count == 2)

        let counted = CountingCondition()
        let clockBack = UsecaseHarness(
            policy: ReviewPolicy(name: "counted", conditions: [counted], moments: [.processCompleted]))
        #expect(try clockBack.sut.recordProcess(.completed).isEligible)
        clockBack.clock.advance(seconds: -1)
        _ = try clockBack.sut.recordSystemReviewRequest()
        #expect(counted.count == 2)
    }

    @Test("A request long after its ask is decided again; a second request never reuses the first ask")
    func staleOrSpentDecisionDecidesAgain() throws {
        let app = harness()
        #expect(try app.sut.recordProcess(.completed).isEligible)
        app.clock.advance(seconds: DecidedAsk.lifetime + 1)
        #expect(try app.sut.recordSystemReviewRequest().isEligible)
        #expect(counting.count == 2)
        // The ask is spent: a second request decides again.
        _ = try app.sut.recordSystemReviewRequest()
        #expect(counting.count == 3)
    }
}
