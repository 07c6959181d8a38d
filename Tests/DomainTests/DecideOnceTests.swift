import AskForReviewConditions
import AskForReviewDomain
import AskForReviewDomainTesting
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

/// An ask decides on what the store knows, and the step that records it decides again on the latest
/// stored state: the pre-prompt in the update that records it, the system request when it is about
/// to go out. What changed in between (another process asked, the user signed out, the clock went
/// back) counts.
@MainActor
@Suite("Deciding at the ask and again when it is recorded")
struct DecideOnceTests {
    let counting = CountingCondition()

    func harness(prePrompt: PrePrompt? = nil) -> UsecaseHarness {
        UsecaseHarness(
            policy: ReviewPolicy(
                name: "counted", conditions: [counting], moments: [.processCompleted], prePrompt: prePrompt))
    }

    @Test("Without a pre-prompt: the completion decides, and the request after the pause decides again")
    func requestDecidedAgain() throws {
        let app = harness()
        #expect(try app.sut.recordProcess(.completed).isEligible)
        #expect(counting.count == 1)
        app.clock.advance(seconds: 2)
        #expect(try app.sut.recordSystemReviewRequest(after: .processCompleted).isEligible)
        #expect(counting.count == 2)
        #expect(app.store.state.systemRequestDates == [app.clock.now])
        #expect(app.store.state.lastVersionPrompted == "1.0")
    }

    @Test("With a pre-prompt: the completion decides, and the update that records the ask decides again")
    func prePromptDecidedAgain() throws {
        let app = harness(
            prePrompt: PrePrompt(
                title: "Enjoying it?", message: "A rating helps.", rateButton: "Rate", laterButton: "Later",
                declineButton: "No"))
        #expect(try app.sut.recordProcess(.completed).isEligible)
        #expect(counting.count == 2)
        #expect(app.store.state.unansweredPrePromptDate != nil)
    }

    @Test("Other processes asked during the pause: the request is withheld on what is stored")
    func changedStateWithholds() throws {
        let app = harness()
        #expect(try app.sut.recordProcess(.completed).isEligible)
        // Extensions on the same store made the system's three requests of the year meanwhile.
        try app.store.updateState { $0.systemRequestDates += Array(repeating: app.clock.now, count: 3) }
        app.clock.advance(seconds: 2)
        let request = try app.sut.recordSystemReviewRequest(after: .processCompleted)
        #expect(!request.isEligible)
        #expect(request.unmet.map(\.kind) == [.systemLimitReached], "\(request.reasons)")
        #expect(app.store.state.systemRequestDates.count == 3, "nothing more logged")
    }

    @Test("The user signed out during the pause: the request is withheld")
    func signedOutWithholds() throws {
        let app = UsecaseHarness(
            policy: ReviewPolicy(
                name: "signed in", conditions: [ReviewConditions.signedIn()], moments: [.processCompleted]))
        #expect(try app.sut.recordProcess(.completed).isEligible)
        app.appState.value = AppState(isSignedIn: false, isInForeground: true)
        let request = try app.sut.recordSystemReviewRequest(after: .processCompleted)
        #expect(!request.isEligible, "\(request.reasons)")
        #expect(app.store.state.systemRequestDates.isEmpty)
    }

    @Test("A second request never reuses the first ask: each decides on what is stored then")
    func secondRequestDecidesAgain() throws {
        let app = UsecaseHarness(policy: .apple)
        for _ in 1...4 { _ = try app.sut.recordProcess(.completed) }
        #expect(try app.sut.recordSystemReviewRequest(after: .processCompleted).isEligible)
        let second = try app.sut.recordSystemReviewRequest(after: .processCompleted)
        #expect(second.unmet.map(\.kind).contains(.alreadyAskedForVersion), "\(second.reasons)")
        #expect(app.store.state.systemRequestDates.count == 1)
    }
}
