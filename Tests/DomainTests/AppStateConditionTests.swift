import AskForReviewDomain
import Foundation
import TestSupport
import Testing

@Suite("App state and the chose-Rate flag")
struct AppStateConditionTests: ConditionTesting {
    @Test("App-state conditions and the chose-Rate flag explain themselves")
    func appStateConditions() {
        let background = AppState(isSignedIn: true, isInForeground: false)
        #expect(
            words(
                InForeground().evaluate(in: context(ReviewState(), appState: background)))
                == ["app is in the background"])
        #expect(
            words(
                SignedIn().evaluate(in: context(ReviewState(), appState: AppState(isSignedIn: false))))
                == ["user is signed out"])
        #expect(
            RateNotChosen().evaluate(in: context(ReviewState(choices: [.rate: EventFacts(count: 1)]))).reasons.count
                == 1)
        #expect(words(StateIntact().evaluate(in: context(ReviewState(loadProblems: ["damaged"])))) == ["damaged"])
    }
}
