import AskForReviewDomain
import Foundation
import TestSupport
import Testing

@MainActor
@Suite("The use case forgets one choice in one update")
struct ForgetChoiceTests {
    static let policy = ReviewPolicy(
        name: "no decline", conditions: [NotDeclined(), RateNotChosen()], moments: [.processCompleted],
        systemQuota: nil)

    @Test("Forgetting the decline is one update that removes its facts and leaves every other fact as it was")
    func oneUpdate() throws {
        let date = Date.iso("2025-12-01T00:00:00Z")
        let declined = EventFacts(count: 2, firstDate: date, lastDate: date, version: "1.0")
        let rated = EventFacts(count: 1, firstDate: date, lastDate: date, version: "1.0")
        let state = ReviewState(
            firstLaunchDate: date, completedCount: 4, lastRequestDate: date, requestCount: 2,
            systemRequestDates: [date], choices: [.prePrompt(.decline): declined, .rate: rated])
        let harness = UsecaseHarness(policy: Self.policy, state: state)
        try harness.sut.forgetUserChoice(.prePrompt(.decline))
        #expect(harness.store.updateCount == 1)
        let expected = ReviewState(
            firstLaunchDate: date, completedCount: 4, lastRequestDate: date, requestCount: 2,
            systemRequestDates: [date], choices: [.rate: rated])
        #expect(harness.store.state == expected)
        #expect(try harness.sut.decision(at: .processCompleted).unmet.map(\.kind) == [.alreadyChoseRate])
        try harness.sut.forgetUserChoice(.rate)
        #expect(try harness.sut.decision(at: .processCompleted).isEligible)
    }

    @Test("A store that cannot be reached: the failure is thrown and nothing is forgotten")
    func failure() throws {
        let date = Date.iso("2025-12-01T00:00:00Z")
        let state = ReviewState(choices: [.prePrompt(.later): EventFacts(count: 1, lastDate: date)])
        let harness = UsecaseHarness(policy: Self.policy, state: state)
        harness.store.fail(with: ReviewStoreServiceSpy.Failure())
        #expect(throws: ReviewStoreServiceSpy.Failure()) { try harness.sut.forgetUserChoice(.prePrompt(.later)) }
        #expect(harness.store.state == state)
    }
}
