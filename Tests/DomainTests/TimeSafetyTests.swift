import AskForReviewDomain
import AskForReviewDomainTesting
import Foundation
import TestSupport
import Testing

@MainActor
@Suite("Time safety")
struct TimeSafetyTests {
    nonisolated static let extremeDates: [Date] = [
        .distantFuture, .distantPast, Date(timeIntervalSinceReferenceDate: 1e300),
        Date(timeIntervalSinceReferenceDate: -1e300), Date(timeIntervalSinceReferenceDate: .greatestFiniteMagnitude),
    ]

    @Test(
        "Stored dates far in the future or past never crash and never make a user eligible early",
        arguments: extremeDates)
    func extremeStoredDates(date: Date) throws {
        let state = ReviewState(
            firstLaunchDate: date, completedCount: 10, lastRequestDate: date, systemRequestDates: [date])
        let harness = UsecaseHarness(policy: .fitToday, state: state, start: Date.iso("2026-06-01T00:00:00Z"))
        let decision = try harness.sut.recordProcess(.completed)
        if date > harness.clock.now {
            #expect(!decision.isEligible)
            #expect(harness.output.messages.isEmpty)
            #expect(decision.reasons.contains { $0.hasPrefix("clock is earlier than the first launch") })
        } else {
            // Launched, asked and logged long ago: every interval has passed and one request is logged.
            #expect(decision.isEligible, "\(decision.reasons)")
            #expect(harness.output.messages == [.showAskForReview])
        }
        for reason in decision.reasons { #expect(!reason.isEmpty) }
    }

    @Test(
        "Under every preset, a clock set back before a recorded date never asks and moves no date back",
        arguments: ReviewPolicy.presets)
    func clockBehindNeverAsks(policy: ReviewPolicy) throws {
        let harness = UsecaseHarness(policy: policy, start: Date.iso("2026-06-01T00:00:00Z"))
        try harness.sut.recordLaunch()
        try harness.sut.record(ReviewEvent("opened.report", isBadExperience: true))
        harness.clock.advance(days: 40)
        try harness.sut.recordLaunch()
        for _ in 0..<5 { try harness.completeAndConfirm() }
        harness.clock.advance(seconds: 200)
        try harness.sut.requestForShowAppReview()
        if policy.prePrompt != nil { _ = try harness.sut.answerPrePrompt(.later, requestCanGoOut: true) }
        let asked = try harness.sut.state()
        let latest = try #require(asked.lastRequestDate, "\(policy.name) asks once the rules are met")

        // A year back, in a new version: every rule but the clock would allow an ask.
        harness.version.set("2.0")
        harness.clock.set(latest.addingTimeInterval(-365 * 86_400))
        for _ in 0..<5 { #expect(try !harness.completeAndConfirm()) }
        let decision = try harness.sut.requestForShowAppReview()
        #expect(decision.unmet.contains { $0.kind == .clockBehind }, "\(decision.reasons)")
        try harness.sut.record(ReviewEvent("opened.report", isBadExperience: true))
        let after = try harness.sut.state()
        #expect(after.lastRequestDate == latest && after.requestCount == asked.requestCount)
        #expect(after.systemRequestDates == asked.systemRequestDates)
        #expect(
            after.facts(of: EventName.processCompleted).lastDate == asked.facts(of: EventName.processCompleted).lastDate
        )
        #expect(after.sessions.lastBadExperienceDate == asked.sessions.lastBadExperienceDate)
    }

    @Test("Moving the clock back and forth never produces an ask storm")
    func clockJitter() throws {
        let harness = UsecaseHarness(policy: .searchConsole, start: Date.iso("2026-06-01T00:00:00Z"))
        try harness.sut.recordLaunch()
        harness.clock.advance(seconds: 200)
        #expect(try harness.sut.requestForShowAppReview(at: .periodicCheck).isEligible)
        for step in 0..<500 {
            harness.clock.advance(days: step.isMultiple(of: 2) ? -3 : 3.001)
            try harness.sut.requestForShowAppReview(at: .periodicCheck)
        }
        #expect(harness.store.state.requestCount == 1, "back-and-forth within 7 days never asks again")
    }

    @Test("Decisions compare instants, so time zones and daylight-saving changes do not matter")
    func instantsNotWallClock() throws {
        // 2026-03-29 01:00 UTC is when central Europe moves its clocks forward an hour.
        let launch = Date.iso("2026-03-29T00:58:00Z")
        let harness = UsecaseHarness(policy: .searchConsole, start: launch)
        try harness.sut.recordLaunch()
        harness.clock.set(Date.iso("2026-03-29T01:00:59Z"))
        #expect(
            try harness.sut.decision(at: .periodicCheck).reasons == [
                "asks from 2026-03-29T01:01:00Z (3 minutes after the first launch)"
            ])
        harness.clock.set(Date.iso("2026-03-29T01:01:00Z"))
        #expect(try harness.sut.decision(at: .periodicCheck).isEligible)
    }
}
