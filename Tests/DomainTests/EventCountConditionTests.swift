import AskForReviewDomain
import Foundation
import TestSupport
import Testing

@Suite("Event counts")
struct EventCountConditionTests: ConditionTesting {
    @Test("A completion count below the minimum says how many of how many")
    func completedCountReason() {
        let condition = MinimumEventCount.completedProcesses(4)
        #expect(
            words(
                condition.evaluate(in: context(ReviewState(completedCount: 3)))) == ["3 of 4 completed processes"])
        #expect(condition.evaluate(in: context(ReviewState(completedCount: 4))) == .met)
        #expect(MinimumEventCount.completedProcesses(nil).evaluate(in: context(ReviewState())) == .notConfigured)
    }
}
