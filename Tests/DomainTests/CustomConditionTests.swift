import AskForReviewDomain
import AskForReviewDomainTesting
import Foundation
import TestSupport
import Testing

/// A rule a team writes, reading a fact from the context: "not before the user's third active day".
struct MinimumActiveDays: EligibilityCondition {
    let minimum: Int?

    func evaluate(in context: EligibilityContext) -> ConditionResult {
        guard let minimum else { return .notConfigured }
        let days = context.state.facts(of: "activeDay").count
        return days >= minimum ? .met : .notMet(UnmetReason("\(days) of \(minimum) active days"))
    }
}

@MainActor
@Suite("A condition added by a feature team")
struct CustomConditionTests {
    @Test("A new condition type takes part in the use case's decision without any change to the use case")
    func customCondition() throws {
        let policy = ReviewPolicy(
            name: "mine",
            conditions: [MinimumEventCount.completedProcesses(1), MinimumActiveDays(minimum: 3)],
            moments: [.processCompleted]
        )
        let harness = UsecaseHarness(policy: policy)
        for _ in 1...2 { try harness.sut.record(ReviewEvent("activeDay")) }
        #expect(try harness.sut.recordProcess(.completed).reasons == ["2 of 3 active days"])
        #expect(harness.output.messages.isEmpty)

        let unconfigured = ReviewPolicy(
            name: "mine",
            conditions: [MinimumEventCount.completedProcesses(1), MinimumActiveDays(minimum: nil)],
            moments: [.processCompleted]
        )
        let second = UsecaseHarness(policy: unconfigured)
        #expect(try second.sut.recordProcess(.completed).isEligible, "a rule without a threshold takes no part")
    }

    @Test("After a pre-prompt's 'Rate', the system request is still withheld when the system limit is reached")
    func prePromptRespectsSystemLimit() throws {
        let now = Date.iso("2026-06-01T00:00:00Z")
        let recent = (1...3).map { now.addingTimeInterval(Double(-$0) * 86_400) }
        let harness = UsecaseHarness(
            policy: .searchConsole, state: ReviewState(systemRequestDates: recent, unansweredPrePromptDate: now),
            start: now)
        let outcome = try harness.sut.answerPrePrompt(.rate, requestCanGoOut: true)
        #expect(outcome.systemRequest?.isEligible == false)
        #expect(outcome.systemRequest?.reasons.first?.hasPrefix("system limit reached") == true)
        #expect(harness.store.state.systemRequestDates == recent)
        #expect(harness.store.state.facts(of: .rate).count == 1)
    }
}
