import AskForReviewDomain
import Foundation
import TestSupport
import Testing

@Suite("Time since an event last happened")
struct MinimumTimeSinceEventTests: ConditionTesting {
    private func state(lastFailure: String?) -> ReviewState {
        guard let lastFailure else { return ReviewState() }
        return ReviewState(events: ["purchaseFailed": EventFacts(count: 2, lastDate: Date.iso(lastFailure))])
    }

    @Test("Unmet until the time has passed since the latest occurrence, met at the bound and when it never happened")
    func boundsAndWords() {
        let condition = MinimumTimeSinceEvent("purchaseFailed", seconds: 2 * 3_600, noun: "failed purchase")
        #expect(condition.evaluate(in: context(state(lastFailure: nil))) == .met)
        let result = condition.evaluate(in: context(state(lastFailure: "2026-11-21T09:00:00Z")))
        #expect(words(result) == ["asks again from 2026-11-21T11:00:00Z (2 hours after the last failed purchase)"])
        guard case .notMet(let reasons) = result else { return }
        #expect(reasons.map(\.kind) == [.waitsForTime] && reasons.first?.clearsAt == Date.iso("2026-11-21T11:00:00Z"))
        #expect(condition.evaluate(in: context(state(lastFailure: "2026-11-21T08:00:00Z"))) == .met, "the bound counts")
        #expect(condition.evaluate(in: context(state(lastFailure: "2026-11-21T07:59:59Z"))) == .met)
    }

    @Test("A latest occurrence after now counts as no time passed; no interval is not configured")
    func clockAndConfiguration() {
        let condition = MinimumTimeSinceEvent("purchaseFailed", seconds: 60)
        let ahead = condition.evaluate(in: context(state(lastFailure: "2026-11-22T10:00:00Z")))
        #expect(words(ahead) == ["asks again from 2026-11-22T10:01:00Z (1 minute after the last purchaseFailed)"])
        let unset = MinimumTimeSinceEvent("purchaseFailed", seconds: nil)
        #expect(unset.evaluate(in: context(state(lastFailure: "2026-11-21T09:59:00Z"))) == .notConfigured)
    }
}
