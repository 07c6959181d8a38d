import AskForReviewDomain
import Foundation
import TestSupport
import Testing

@Suite("All of, any of")
struct CombinedConditionTests: ConditionTesting {
    @Test("All-of reports every unmet reason and ignores conditions without a threshold")
    func allOf() {
        let condition = AllOf([
            MinimumEventCount.completedProcesses(4), MinimumEventCount.completedProcesses(nil), VersionNotYetPrompted(),
        ])
        let state = ReviewState(completedCount: 1, lastVersionPrompted: "1.0")
        #expect(
            words(condition.evaluate(in: context(state)))
                == ["1 of 4 completed processes", "already asked for version 1.0"])
        #expect(AllOf([MinimumEventCount.completedProcesses(nil)]).evaluate(in: context(state)) == .notConfigured)
        #expect(AllOf([MinimumEventCount.completedProcesses(1)]).evaluate(in: context(state)) == .met)
    }

    @Test("Any-of is met by one child and otherwise lists every child's reason")
    func anyOf() {
        let condition = AnyOf([MinimumEventCount.completedProcesses(10), SignedIn()])
        let state = ReviewState(completedCount: 2)
        #expect(condition.evaluate(in: context(state)) == .met)
        #expect(
            words(
                condition.evaluate(in: context(state, appState: AppState(isSignedIn: false))))
                == ["none of: 2 of 10 completed processes; user is signed out"]
        )
        #expect(AnyOf([MinimumEventCount.completedProcesses(nil)]).evaluate(in: context(state)) == .notConfigured)
    }
}
