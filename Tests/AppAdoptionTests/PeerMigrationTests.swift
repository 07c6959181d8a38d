import AskForReview
import AskForReviewConditions
import AskForReviewTesting
import Foundation
import Testing

/// A team coming from another library keeps what that library did across an update: each peer's
/// policy of "The conditions and exactly what they mean" lived day by day, next to what the peer's
/// own code does on those days (the source line each follows is named), through the public API.
@MainActor
@Suite("Coming from another library: what the peer does across an update")
struct PeerMigrationTests {
    /// An app over an in-memory store whose clock is set to a day after the start and whose version
    /// is set by hand.
    @MainActor
    struct Days {
        static let start = Date(timeIntervalSinceReferenceDate: 800_000_000)
        let clock = SteppingDate(Days.start)
        let version = VersionServiceStub("1.0")
        let usecase: any AskForReviewUsecase

        init(_ policy: ReviewPolicy) {
            usecase = UsecasesFactory.makeAskForReviewUsecase(
                policy: policy,
                reviewStoreService: ServiceFactory.makeReviewStoreService(store: DataFactory.makeInMemoryStore()),
                versionService: version, currentDate: clock.provider)
        }

        /// The date `day` days after the start.
        static func date(_ day: Double) -> Date { start.addingTimeInterval(day * 86_400) }

        /// A launch on `day`, at `release` when given.
        func launch(day: Double, at release: String? = nil) throws {
            clock.set(Self.date(day))
            if let release { version.set(release) }
            try usecase.recordLaunch()
        }

        /// The decision on `day`, recording nothing.
        func decision(day: Double) throws -> ReviewDecision {
            clock.set(Self.date(day))
            return try usecase.decision(at: .processCompleted)
        }

        /// Asks on `day` and answers the pre-prompt `answer`; whether the pre-prompt was shown.
        func ask(day: Double, answering answer: PrePromptAnswer) throws -> Bool {
            clock.set(Self.date(day))
            guard try usecase.requestForShowAppReview(at: .processCompleted).isEligible else { return false }
            try usecase.answerPrePrompt(answer, requestCanGoOut: true)
            return true
        }
    }

    /// `policy` with its conditions replaced by `conditions`.
    static func policy(_ policy: ReviewPolicy, conditions: [any EligibilityCondition]) -> ReviewPolicy {
        ReviewPolicy(
            name: policy.name, conditions: conditions, moments: policy.moments, prePrompt: policy.prePrompt,
            systemQuota: nil)
    }

    @Test(
        "Appirater timeBeforeReminding (Appirater.m incrementUseCount: a new version sets kAppiraterReminderRequestDate to 0): \"later\" in 1.0 is forgotten at the first use of 1.1"
    )
    func appiraterForgetsTheReminderAtANewVersion() throws {
        /// The mapping before: the reminder counted from the tap in every version.
        let before = Self.policy(
            appiraterPolicy,
            conditions: [
                ReviewConditions.minimumTimeElapsed(sinceFirstLaunchInCurrentVersion: 86_400),
                ReviewConditions.minimumSessions(2, in: .currentVersion),
                ReviewConditions.minimumTimeElapsed(sinceLast: .prePrompt(.later), 3 * 86_400),
            ])
        let now = Days(appiraterPolicy)
        let then = Days(before)
        for app in [now, then] {
            try app.launch(day: 0)
            try app.launch(day: 1)
            #expect(try app.ask(day: 1, answering: .later), "day 1: a day and 2 uses of 1.0")
            try app.launch(day: 2)
            #expect(try app.decision(day: 2).unmet.map(\.kind) == [.waitsForTime], "day 2: reminded yesterday")
            try app.launch(day: 2.5, at: "1.1")
            try app.launch(day: 3.5)
        }
        #expect(try now.ask(day: 3.5, answering: .later), "Appirater asks: a day and 2 uses of 1.1, the reminder reset")
        let waiting = try then.decision(day: 3.5)
        #expect(waiting.unmet.map(\.kind) == [.waitsForTime])
        #expect(waiting.conditionsHoldNoEarlierThan == Days.date(4), "the mapping before waited for day 4")
        #expect(try now.decision(day: 5).unmet.map(\.kind) == [.waitsForTime], "a later in 1.1 holds in 1.1")
        #expect(try now.decision(day: 6.5).isEligible, "3 days after the later of 1.1")
    }

    @Test(
        "Appirater (incrementUseCount: kAppiraterDeclinedToRate and kAppiraterRatedCurrentVersion set to NO at a new version): a decline and a rating hold only in their version"
    )
    func appiraterForgetsDeclineAndRatingAtANewVersion() throws {
        let app = Days(appiraterPolicy)
        try app.launch(day: 0)
        try app.launch(day: 1)
        #expect(try app.ask(day: 1, answering: .decline))
        try app.launch(day: 5)
        #expect(try app.decision(day: 5).unmet.map(\.kind) == [.declined])
        try app.launch(day: 10, at: "1.1")
        try app.launch(day: 11)
        #expect(try app.ask(day: 11, answering: .rate), "1.1: the decline of 1.0 is forgotten")
        try app.launch(day: 20)
        #expect(try app.decision(day: 20).unmet.map(\.kind) == [.alreadyChoseRate])
        try app.launch(day: 30, at: "1.2")
        try app.launch(day: 31)
        #expect(try app.decision(day: 31).isEligible, "1.2: the rating of 1.1 is forgotten")
    }

    @Test(
        "iRate daysUntilPrompt 10, usesUntilPrompt 10 (iRate.m applicationLaunched: an update keeps the counts of a user who never rated and moves firstUsed to 9 days before it): 9 uses of 1.0 and 2 of 1.1 ask a day after the update"
    )
    func iRateKeepsTheCountsAcrossAnUpdate() throws {
        /// The mapping before: days and uses counted again in each version.
        let before = Self.policy(
            iRatePolicy,
            conditions: [
                ReviewConditions.minimumTimeElapsed(sinceFirstLaunchInCurrentVersion: 10 * 86_400),
                ReviewConditions.minimumSessions(10, in: .currentVersion),
            ])
        let now = Days(iRatePolicy)
        let then = Days(before)
        for app in [now, then] {
            for day in 0...8 { try app.launch(day: Double(day)) }
            try app.launch(day: 20, at: "1.1")
            try app.launch(day: 20.5)
        }
        // iRate: firstUsed is now day 11, and 11 uses are recorded.
        #expect(try now.decision(day: 20.5).unmet.map(\.kind) == [.waitsForTime], "day 20.5: 9.5 days since firstUsed")
        #expect(try now.decision(day: 20.5).conditionsHoldNoEarlierThan == Days.date(21))
        #expect(try now.ask(day: 21, answering: .later), "day 21: 10 days since the moved firstUsed")
        #expect(try !then.decision(day: 21).isEligible, "the mapping before waited for 10 days and uses of 1.1")
        #expect(try then.decision(day: 30).unmet.map(\.kind) == [.tooFewEvents])

        // An update a few days after the install moves nothing: asked on day 10 as without it.
        let early = Days(iRatePolicy)
        for day in 0...2 { try early.launch(day: Double(day)) }
        for day in 3...9 { try early.launch(day: Double(day), at: "1.1") }
        #expect(try !early.decision(day: 9.9).isEligible)
        #expect(try early.decision(day: 10).isEligible, "10 days after the install and 10 uses")
    }

    @Test(
        "iRate promptForNewVersionIfUserRated (iRate.m applicationLaunched: for a user who rated, an update resets firstUsed and the counts)"
    )
    func iRateRestartsForARater() throws {
        let ratersAgain = Self.policy(
            iRatePolicy,
            conditions: [
                ReviewConditions.minimumTimeElapsed(sinceFirstLaunch: 10 * 86_400),
                ReviewConditions.minimumTimeElapsed(sinceFirstLaunchInCurrentVersion: 86_400),
                ReviewConditions.anyOf([
                    ReviewConditions.rateNotChosen(),
                    ReviewConditions.minimumTimeElapsed(sinceFirstLaunchInCurrentVersion: 10 * 86_400),
                ]),
                ReviewConditions.anyOf([
                    ReviewConditions.rateNotChosen(), ReviewConditions.minimumSessions(10, in: .currentVersion),
                ]),
                ReviewConditions.minimumSessions(10), ReviewConditions.rateNotChosen(inCurrentVersionOnly: true),
            ])
        let app = Days(ratersAgain)
        for day in 0...9 { try app.launch(day: Double(day)) }
        #expect(try app.ask(day: 10, answering: .rate))
        #expect(try app.decision(day: 15).unmet.map(\.kind) == [.alreadyChoseRate])
        try app.launch(day: 30, at: "1.1")
        for day in 31...38 { try app.launch(day: Double(day)) }
        #expect(try !app.decision(day: 39.9).isEligible, "9 uses of 1.1, 9.9 days")
        try app.launch(day: 40)
        #expect(try app.decision(day: 40).isEligible, "10 days and 10 uses of 1.1, as iRate counts again")
    }

    @Test(
        "iRate usesPerWeekForPrompt 4 with daysUntilPrompt 10 (iRate.m usesPerWeek: usesCount over the weeks since firstUsed, which an update moves or resets)"
    )
    func iRateUsesPerWeekFollowFirstUsed() throws {
        let frequency = ReviewPolicy(name: "iRate", conditions: [iRateFrequency], moments: [.processCompleted])
        let allTime = ReviewPolicy(
            name: "before", conditions: [ReviewConditions.minimumUsageFrequency(sessionsPerWeek: 4)],
            moments: [.processCompleted])
        let never = Days(frequency)
        let rater = Days(frequency)
        let then = Days(allTime)
        for app in [never, rater, then] {
            for week in 0...9 { try app.launch(day: Double(week * 7)) }
            try app.launch(day: 70, at: "1.1")
            try app.launch(day: 71)
            try app.launch(day: 72)
        }
        try rater.usecase.recordUserChoseRate()  // on day 72, after the update: iRate's reset came before it
        // Never rated: 13 uses since firstUsed, moved to day 61: 8.27 a week.
        #expect(try never.decision(day: 72).isEligible)
        #expect(
            try then.decision(day: 72).reasons == ["1.26 sessions a week since the first launch, below 4"],
            "the mapping before counted from the install")
        // 16 days after day 61: 13 / (16 / 7) = 5.69.
        #expect(try never.decision(day: 77).isEligible)
        // 23 days after day 61: 13 / (23 / 7) = 3.96.
        #expect(try never.decision(day: 84).reasons.first?.hasPrefix("3.96 sessions a week since") == true)

        // A rater before the update starts again at it: 3 uses of 1.1 in a week read 3.
        let raterBefore = Days(frequency)
        for week in 0...9 { try raterBefore.launch(day: Double(week * 7)) }
        try raterBefore.usecase.recordUserChoseRate()
        for day in [70.0, 71, 72] { try raterBefore.launch(day: day, at: "1.1") }
        #expect(try raterBefore.decision(day: 72).isEligible, "3 uses in 2 days: 10.5 a week")
        let start = ISOTimestamp.text(Days.date(70))
        #expect(try raterBefore.decision(day: 77).reasons == ["3 sessions a week since \(start), below 4"])
        #expect(try rater.decision(day: 77).isEligible, "rated after the update: iRate kept the counts then")
    }

    @Test(
        "SwiftRater resetWhenAppUpdated (SwiftRater.swift: UsageDataManager.reset() at a new version clears isRateDone and reminderRequestToRate): a rating, a decline and a later of 1.0 are forgotten in 1.1"
    )
    func swiftRaterResetForgetsTheChoices() throws {
        let before = Self.policy(
            swiftRaterPolicy,
            conditions: [
                ReviewConditions.minimumSessions(3, in: .currentVersion), ReviewConditions.rateNotChosen(),
                ReviewConditions.notDeclined(),
            ])
        for answer in [PrePromptAnswer.rate, .decline, .later] {
            let now = Days(swiftRaterPolicy)
            let then = Days(before)
            for app in [now, then] {
                for day in 0...2 { try app.launch(day: Double(day)) }
                #expect(try app.ask(day: 2, answering: answer))
            }
            #expect(try !now.decision(day: 2.5).isEligible, "\(answer) holds in 1.0")
            for app in [now, then] {
                for day in 3...5 { try app.launch(day: Double(day), at: "1.1") }
            }
            #expect(try now.decision(day: 5).isEligible, "1.1, 3 uses: SwiftRater asks again after \(answer)")
            if answer != .later {
                #expect(try !then.decision(day: 5).isEligible, "the mapping before never asked again after \(answer)")
            }
        }
    }
}
