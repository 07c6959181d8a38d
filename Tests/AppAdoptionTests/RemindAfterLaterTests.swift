import AskForReview
import AskForReviewConditions
import AskForReviewTesting
import Foundation
import Testing

/// A rule the peers have that the package had not: a "Maybe Later" holds the user back for a time
/// counted from the tap (Armchair `daysBeforeReminding`, iRate `remindPeriod`, Appirater
/// `timeBeforeReminding`), while a "No Thanks" or a "Rate" is another choice. Checked through the
/// public API, over a store file, so the tap's date is kept by the store as every choice is.
@MainActor
@Suite("Remind after Later: the time since the user's last \"Maybe Later\"")
struct RemindAfterLaterTests {
    static let start = Date(timeIntervalSinceReferenceDate: 800_000_000)
    static let day: TimeInterval = 86_400
    static let policy = ReviewPolicy(
        name: "remindAfterLater",
        conditions: [
            ReviewConditions.minimumTimeElapsed(sinceLast: .prePrompt(.later), 3 * day, noun: "last \"Maybe Later\""),
            ReviewConditions.notDeclined(), ReviewConditions.rateNotChosen(),
        ],
        moments: [.processCompleted],
        prePrompt: PrePrompt(
            title: "Rate", message: "Enjoying it?", rateButton: "Rate", laterButton: "Later", declineButton: "No"),
        systemQuota: nil)

    /// A use case over the store file at `url`, its clock `clock`.
    static func usecase(_ url: URL, _ clock: SteppingDate) -> any AskForReviewUsecase {
        UsecasesFactory.makeAskForReviewUsecase(
            policy: policy,
            reviewStoreService: ServiceFactory.makeReviewStoreService(store: DataFactory.makeStore(at: url)),
            versionService: VersionServiceStub("1.0"), currentDate: clock.provider)
    }

    @Test(
        "Asked again exactly 3 days after the tap (the bound included), with the date said; a new use case over the same file agrees"
    )
    func laterHoldsForItsPeriod() throws {
        let folder = ScratchFolder.url.appendingPathComponent("remind-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let url = folder.appendingPathComponent("state.json")
        let clock = SteppingDate(Self.start)
        let app = Self.usecase(url, clock)
        #expect(try app.requestForShowAppReview(at: .processCompleted).isEligible, "never tapped Later: asked")
        clock.advance(days: 0.5)
        try app.answerPrePrompt(.later, requestCanGoOut: true)
        let tapped = Self.start.addingTimeInterval(0.5 * Self.day)

        clock.advance(days: 2.5)
        // A process started the next morning, with the store read again by a new use case.
        let again = Self.usecase(url, clock)
        #expect(try again.state().facts(of: .prePrompt(.later)).lastDate == tapped)
        let waiting = try again.decision(at: .processCompleted)
        #expect(waiting.unmet.map(\.kind) == [.waitsForTime])
        #expect(waiting.conditionsHoldNoEarlierThan == tapped.addingTimeInterval(3 * Self.day))
        #expect(waiting.unmet.first?.text.contains("3 days after the last \"Maybe Later\"") == true, "\(waiting.unmet)")

        clock.advance(days: 0.5)
        #expect(try again.requestForShowAppReview(at: .processCompleted).isEligible, "3 days after the tap")
        try again.answerPrePrompt(.decline, requestCanGoOut: true)
        clock.advance(days: 30)
        #expect(
            try again.decision(at: .processCompleted).unmet.map(\.kind) == [.declined], "a decline is another choice")
    }

    @Test("Not configured without a period; a Rate tap starts no reminder period")
    func otherChoicesAndNoPeriod() throws {
        let rated = ReviewState(choices: [
            .prePrompt(.rate): EventFacts(count: 1, firstDate: Self.start, lastDate: Self.start)
        ])
        let context = EligibilityContext(state: rated, now: Self.start, currentVersion: "1.0")
        #expect(
            ReviewConditions.minimumTimeElapsed(sinceLast: .prePrompt(.later), Self.day).evaluate(in: context) == .met)
        #expect(
            ReviewConditions.minimumTimeElapsed(sinceLast: .prePrompt(.rate), nil).evaluate(in: context)
                == .notConfigured)
        #expect(
            ReviewConditions.minimumTimeElapsed(sinceLast: .prePrompt(.rate), Self.day).evaluate(in: context).unmet.map(
                \.kind)
                == [.waitsForTime])
    }
}
