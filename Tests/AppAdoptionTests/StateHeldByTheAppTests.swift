import AskForReview
import AskForReviewTransitions
import Foundation
import Testing

/// An app whose architecture holds its state itself (a reducer, a replay of its own history) runs the
/// use case's own transition over that state, through the public API alone.
@Suite("An app holding its own state runs the transition")
struct StateHeldByTheAppTests {
    let start = Date(timeIntervalSinceReferenceDate: 800_000_000)

    @Test("The apple preset asks on the fourth completion, once per version, the request decided again")
    func applePresetInAReducer() throws {
        var state = ReviewState()
        var transition = ReviewTransition(policy: .apple, now: start, currentVersion: "1.0")
        transition.recordLaunch(in: &state)
        var asks: [Int] = []
        for completion in 1...6 {
            transition.now = start.addingTimeInterval(Double(completion) * 3_600)
            try transition.record(ReviewEvent(.processCompleted), in: &state)
            let decision = transition.ask(at: .processCompleted, in: &state)
            guard decision.isEligible else {
                #expect(!decision.reasons.isEmpty, "an ask not made says why")
                continue
            }
            // The request after the pause decides again on the state as it is then.
            transition.now = transition.now.addingTimeInterval(2)
            #expect(transition.requestSystemReview(in: &state).isEligible)
            asks.append(completion)
        }
        #expect(asks == [4])
        #expect(state.lastVersionPrompted == "1.0")
        #expect(state.systemRequestDates == [start.addingTimeInterval(4 * 3_600 + 2)])
        #expect(transition.decision(at: .processCompleted, for: state).unmet.map(\.kind) == [.alreadyAskedForVersion])

        transition.currentVersion = "1.1"
        #expect(transition.ask(at: .processCompleted, in: &state).isEligible, "a new version asks again")
    }

    @Test("A decision says when its reasons could clear: a version already asked for, never by time alone")
    func whenReasonsClear() throws {
        var state = ReviewState()
        let transition = ReviewTransition(policy: .apple, now: start, currentVersion: "1.0")
        for _ in 1...4 { try transition.record(ReviewEvent(.processCompleted), in: &state) }
        _ = transition.requestSystemReview(in: &state)
        let decision = transition.decision(at: .processCompleted, for: state)
        #expect(decision.unmet.map(\.kind) == [.alreadyAskedForVersion])
        #expect(decision.conditionsHoldNoEarlierThan == .distantFuture)
    }
}
