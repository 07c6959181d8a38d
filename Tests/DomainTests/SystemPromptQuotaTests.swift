import AskForReviewDomain
import Foundation
import TestSupport
import Testing

@Suite("The mirror of the system's limit")
struct SystemPromptQuotaTests: ConditionTesting {
    @Test("The system quota allows 3 requests in any 365 days and says when the window reopens")
    func systemQuota() {
        let quota = SystemPromptQuota.appStore
        let day: TimeInterval = 86_400
        let three = [
            now.addingTimeInterval(-300 * day), now.addingTimeInterval(-100 * day), now.addingTimeInterval(-day),
        ]
        #expect(quota.evaluate(in: context(ReviewState(systemRequestDates: Array(three.prefix(2))))) == .met)
        let reason = quota.evaluate(in: context(ReviewState(systemRequestDates: three))).unmet
        #expect(reason.first?.clearsAt == Date.iso("2027-01-25T10:00:00Z"))
        #expect(reason.first?.kind == .systemLimitReached)
        #expect(
            reason.map(\.text) == [
                "system limit reached: 3 review requests in the last 365 days; asks again from 2027-01-25T10:00:00Z"
                    + " (365 days after the request of 2026-01-25T10:00:00Z)"
            ]
        )
        let slid = [now.addingTimeInterval(-365 * day)] + three.suffix(2)
        #expect(quota.evaluate(in: context(ReviewState(systemRequestDates: slid))) == .met)
    }

    @Test("A logged system request later than now still counts, so moving the clock back frees nothing")
    func systemQuotaClockBack() {
        let future = (1...3).map { now.addingTimeInterval(Double($0) * 86_400) }
        #expect(SystemPromptQuota.appStore.evaluate(in: context(ReviewState(systemRequestDates: future))) != .met)
    }
}
