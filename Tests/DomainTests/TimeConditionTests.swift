import AskForReviewDomain
import Foundation
import TestSupport
import Testing

@Suite("Time since a moment")
struct TimeConditionTests: ConditionTesting {
    @Test("A time condition not yet met says when the next ask is allowed")
    func nextAskReason() {
        let state = ReviewState(lastRequestDate: Date.iso("2026-11-01T10:00:00Z"))
        let condition = MinimumTimeElapsed.sinceLastRequest(seconds: 30 * 86_400)
        #expect(
            words(
                condition.evaluate(in: context(state)))
                == ["asks again from 2026-12-01T10:00:00Z (30 days after the last request)"])
        #expect(condition.evaluate(in: context(ReviewState())) == .met)
        #expect(MinimumTimeElapsed.sinceLastRequest(seconds: nil).evaluate(in: context(state)) == .notConfigured)
    }

    @Test("A missing first launch is not met; a stored date after now counts as no time passed")
    func firstLaunchAndClockBack() {
        let condition = MinimumTimeElapsed.sinceFirstLaunch(seconds: 180)
        #expect(words(condition.evaluate(in: context(ReviewState()))) == ["first launch date is not recorded"])
        let future = ReviewState(firstLaunchDate: now.addingTimeInterval(3_600))
        #expect(
            words(
                condition.evaluate(in: context(future)))
                == ["clock is earlier than the first launch (2026-11-21T11:00:00Z); no time counts as passed"]
        )
        let farPast = ReviewState(firstLaunchDate: Date.distantPast)
        #expect(condition.evaluate(in: context(farPast)) == .met)
    }

    @Test("The quiet period after a bad experience says when it ends and how long after the bad experience")
    func quietPeriodReason() {
        var state = ReviewState()
        state.sessions.earlierBadExperienceDate = Date.iso("2026-11-20T10:00:00Z")
        state.sessions.sinceEarlierBadExperience = 5
        let result = QuietAfterBadExperience(seconds: 3 * 86_400, sessions: nil).evaluate(in: context(state))
        #expect(words(result) == ["asks again from 2026-11-23T10:00:00Z (3 days after the bad experience)"])
        #expect(result.unmet.map(\.kind) == [.badExperience])
        #expect(result.unmet.first?.clearsAt == Date.iso("2026-11-23T10:00:00Z"))
    }
}
