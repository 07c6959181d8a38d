import AskForReviewDomain
import AskForReviewTesting
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
