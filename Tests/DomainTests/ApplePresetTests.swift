import AskForReviewDomain
import AskForReviewDomainTesting
import AskForReviewRollout
import Foundation
import TestSupport
import Testing

@MainActor
@Suite("apple preset (seeds 003/004)")
struct ApplePresetTests {
    @Test("Asks on the 4th completed process, once per version, and stores the version when it asks")
    func seedScenario() throws {
        let harness = UsecaseHarness(policy: .apple, version: "1.0")
        for completion in 1...3 {
            let decision = try harness.sut.recordProcess(.completed)
            #expect(decision.reasons == ["\(completion) of 4 completed processes"])
        }
        #expect(harness.output.messages.isEmpty)

        #expect(try harness.sut.recordProcess(.completed).isEligible)
        #expect(harness.output.messages == [.showAskForReview])
        #expect(harness.store.state.lastVersionPrompted == nil, "not stored until the request goes out")
        #expect(try harness.sut.recordSystemReviewRequest(after: .processCompleted).isEligible)
        #expect(harness.store.state.lastVersionPrompted == "1.0")

        let fifth = try harness.sut.recordProcess(.completed)
        #expect(fifth.reasons == ["already asked for version 1.0"])
        #expect(harness.output.messages.count == 1)

        harness.version.set("1.1")
        #expect(
            try harness.sut.recordProcess(.completed).isEligible, "count is never reset: a new version asks at once")
        #expect(try harness.sut.recordSystemReviewRequest(after: .processCompleted).isEligible)
        #expect(harness.store.state.lastVersionPrompted == "1.1")
        #expect(harness.store.state.completedCount == 6)
        #expect(harness.store.state.requestCount == 2)
    }

    @Test("Leaving the screen during the pause stores nothing, so the next completion asks again")
    func leftDuringPause() throws {
        let harness = UsecaseHarness(policy: .apple, state: ReviewState(completedCount: 3))
        #expect(try harness.sut.recordProcess(.completed).isEligible)
        // The presentation never confirms: the user left the completed screen.
        #expect(harness.store.state.lastVersionPrompted == nil)
        #expect(try harness.sut.recordProcess(.completed).isEligible)
    }

    @Test("Seed 002's counter differs: it asks on the 5th call and resets to 0; Apple's asks on the 4th")
    func seed002CounterDiffers() throws {
        /// Seed 002's `requestForShowAppReview()`, transcribed as the reference it documents.
        struct Seed002Counter {
            var counter: Int?
            var oldVersion: String?
            mutating func request(version: String) -> Bool {
                guard let current = counter else {
                    counter = 1
                    return false
                }
                guard current >= 4 else {
                    counter = current + 1
                    return false
                }
                guard oldVersion != version else { return false }
                counter = 0
                oldVersion = version
                return true
            }
        }
        var seed002 = Seed002Counter()
        let seed002Asks = (1...10).map { _ in seed002.request(version: "1.0") }
        #expect(seed002Asks.firstIndex(of: true).map { $0 + 1 } == 5)

        let harness = UsecaseHarness(policy: .apple)
        var appleAsks: [Bool] = []
        for _ in 1...10 { appleAsks.append(try harness.completeAndConfirm()) }
        #expect(appleAsks.firstIndex(of: true).map { $0 + 1 } == 4)
        #expect(appleAsks.filter { $0 }.count == 1)
        #expect(harness.store.state.completedCount == 10, "Apple's count keeps growing; seed 002's resets to 0")
    }

    @Test("The system limit: a 4th version inside 365 days is not asked and not marked as asked")
    func systemLimitKeepsVersionUnmarked() throws {
        let harness = UsecaseHarness(policy: .apple, state: ReviewState(completedCount: 4))
        for (index, version) in ["1.0", "1.1", "1.2"].enumerated() {
            harness.version.set(version)
            #expect(try harness.completeAndConfirm(), "version \(version)")
            harness.clock.advance(days: index == 2 ? 1 : 100)
        }
        harness.version.set("1.3")
        let decision = try harness.sut.recordProcess(.completed)
        #expect(decision.reasons.count == 1)
        #expect(
            decision.reasons.first?.hasPrefix("system limit reached: 3 review requests in the last 365 days") == true)
        #expect(harness.store.state.lastVersionPrompted == "1.2")

        harness.clock.advance(days: 165)
        #expect(try harness.completeAndConfirm(), "the window has moved past the first request")
        #expect(harness.store.state.lastVersionPrompted == "1.3")
        #expect(harness.store.state.systemRequestDates.count == 3, "only requests inside the window are kept")
    }

    @Test("With the system-limit mirror switched off, the 4th version is asked")
    func systemLimitSwitchedOff() throws {
        let policy = ReviewPolicy.apple.withSystemQuota(nil)
        let harness = UsecaseHarness(policy: policy, state: ReviewState(completedCount: 4))
        for version in ["1.0", "1.1", "1.2", "1.3"] {
            harness.version.set(version)
            #expect(try harness.completeAndConfirm())
            harness.clock.advance(days: 10)
        }
        #expect(harness.store.state.requestCount == 4)
    }

    @Test("Two callers that both saw eligibility spend only one request for a version")
    func confirmRechecks() throws {
        let harness = UsecaseHarness(policy: .apple, state: ReviewState(completedCount: 3))
        #expect(try harness.sut.recordProcess(.completed).isEligible)
        #expect(try harness.sut.recordProcess(.completed).isEligible)
        #expect(try harness.sut.recordSystemReviewRequest(after: .processCompleted).isEligible)
        #expect(try harness.sut.recordSystemReviewRequest(after: .processCompleted).isEligible == false)
        #expect(harness.store.state.systemRequestDates.count == 1)
    }
}

@Suite("Presets by name")
struct PresetNameTests {
    @Test("Each preset is found by its own name in any letter case, in the order tools list them")
    func names() {
        #expect(ReviewPolicy.presets.map(\.name) == ["apple", "fittoday", "searchconsole"])
        #expect(
            ReviewPolicy.presets.compactMap { ReviewPolicy.preset(named: $0.name)?.name } == [
                "apple", "fittoday", "searchconsole",
            ])
        #expect(ReviewPolicy.preset(named: "Apple")?.name == "apple")
        #expect(ReviewPolicy.preset(named: "fitToday")?.name == "fittoday", "as the Swift API spells it")
        #expect(ReviewPolicy.preset(named: "searchConsole")?.name == "searchconsole")
        #expect(ReviewPolicy.preset(named: "fit-today") == nil)
        #expect(ReviewPolicy.preset(named: "") == nil)
    }
}
