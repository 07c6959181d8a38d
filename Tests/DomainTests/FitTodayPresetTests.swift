import AskForReviewDomain
import AskForReviewDomainTesting
import Foundation
import TestSupport
import Testing

@MainActor
@Suite("fittoday preset (seed 001)")
struct FitTodayPresetTests {
    let now = Date.iso("2026-06-01T12:00:00Z")
    let day: TimeInterval = 86_400

    func decision(_ state: ReviewState) -> ReviewDecision {
        ReviewPolicy.fitToday.decision(
            in: EligibilityContext(state: state, now: now, currentVersion: "1.0"),
            at: .processCompleted
        )
    }

    // The seven unit-test cases listed in seed 001, in its order.

    @Test("1. New user (< 7 days since first launch) is not eligible")
    func newUser() {
        let result = decision(ReviewState(firstLaunchDate: now.addingTimeInterval(-6 * day), completedCount: 5))
        #expect(result.reasons == ["asks from 2026-06-02T12:00:00Z (7 days after the first launch)"])
    }

    @Test("2. User with < 3 workouts is not eligible")
    func fewWorkouts() {
        let result = decision(ReviewState(firstLaunchDate: now.addingTimeInterval(-20 * day), completedCount: 2))
        #expect(result.reasons == ["2 of 3 completed workouts"])
    }

    @Test("3. User prompted < 30 days ago is not eligible")
    func promptedRecently() {
        let state = ReviewState(
            firstLaunchDate: now.addingTimeInterval(-90 * day),
            completedCount: 10,
            lastRequestDate: now.addingTimeInterval(-29 * day)
        )
        #expect(decision(state).reasons == ["asks again from 2026-06-02T12:00:00Z (30 days after the last request)"])
    }

    @Test("4. Eligible user (all criteria met) is eligible")
    func allCriteriaMet() {
        let state = ReviewState(
            firstLaunchDate: now.addingTimeInterval(-90 * day),
            completedCount: 10,
            lastRequestDate: now.addingTimeInterval(-31 * day)
        )
        #expect(decision(state).isEligible)
    }

    @Test("5. First-time eligible (never prompted) is eligible")
    func neverPrompted() {
        #expect(decision(ReviewState(firstLaunchDate: now.addingTimeInterval(-10 * day), completedCount: 4)).isEligible)
    }

    @Test("6. Exactly 3 workouts, 7+ days, never prompted is eligible")
    func exactThresholds() {
        #expect(decision(ReviewState(firstLaunchDate: now.addingTimeInterval(-7 * day), completedCount: 3)).isEligible)
    }

    @Test("7. Edge case: no first launch date is not eligible")
    func noFirstLaunch() {
        #expect(decision(ReviewState(completedCount: 10)).reasons == ["first launch date is not recorded"])
    }

    @Test("The first launch date is recorded once and never overwritten")
    func firstLaunchOnce() throws {
        let harness = UsecaseHarness(policy: .fitToday, start: now)
        #expect(try harness.sut.recordLaunch() == now)
        harness.clock.advance(days: 3)
        #expect(try harness.sut.recordLaunch() == now)
        #expect(harness.store.state.firstLaunchDate == now)
    }

    @Test("Only completed workouts count; a skipped one never triggers, even when otherwise eligible")
    func skippedNeverTriggers() throws {
        let state = ReviewState(firstLaunchDate: now.addingTimeInterval(-10 * day), completedCount: 3)
        let harness = UsecaseHarness(policy: .fitToday, state: state, start: now)
        let skipped = try harness.sut.recordProcess(.skipped)
        #expect(!skipped.isEligible)
        #expect(skipped.reasons == ["a skipped process never triggers a request"])
        #expect(harness.output.messages.isEmpty)
        #expect(harness.store.state.completedCount == 3)
        #expect(harness.store.state.skippedCount == 1)
        #expect(try harness.sut.recordProcess(.completed).isEligible)
        #expect(harness.output.messages == [.showAskForReview])
    }

    @Test("Seed scenario: launch, 3 workouts over 7 days, asked; then not again for 30 days")
    func seedScenario() throws {
        let harness = UsecaseHarness(policy: .fitToday, start: now)
        try harness.sut.recordLaunch()
        for _ in 1...3 {
            #expect(try harness.completeAndConfirm() == false)
            harness.clock.advance(days: 2)
        }
        harness.clock.advance(days: 1)
        #expect(try harness.completeAndConfirm(), "day 7, 4 workouts")
        #expect(harness.store.state.lastRequestDate == harness.clock.now)
        harness.clock.advance(days: 29)
        #expect(try harness.completeAndConfirm() == false)
        harness.clock.advance(days: 1)
        #expect(try harness.completeAndConfirm())
        #expect(harness.store.state.requestCount == 2)
    }
}
