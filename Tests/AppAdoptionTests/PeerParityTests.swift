import AskForReview
import AskForReviewConditions
import AskForReviewTesting
import Foundation
import Testing

/// The established review-prompt libraries' rules, each written from the peer's documented or
/// implemented behaviour (the peer and its option are named in each test) and checked through the
/// public API only.
@MainActor
@Suite("Peer parity: the peers' rules mean the same here")
struct PeerParityTests {
    /// An app over an in-memory store, a clock moved by hand and a version set by hand.
    @MainActor
    struct PeerApp {
        static let start = Date(timeIntervalSinceReferenceDate: 800_000_000)
        let usecase: any AskForReviewUsecase
        let clock = SteppingDate(PeerApp.start)
        let version = VersionServiceStub("1.0")
        /// The store the use case keeps its state in, for another use case over the same one.
        let store = ServiceFactory.makeReviewStoreService(store: DataFactory.makeInMemoryStore())

        init(
            _ conditions: [any EligibilityCondition], scoreBounds: ClosedRange<Double>? = nil,
            badSessionAsks: Bool = false
        ) {
            self.init(
                policy: ReviewPolicy(
                    name: "peer", conditions: conditions, moments: [.processCompleted], systemQuota: nil,
                    asksAfterBadExperienceInSession: badSessionAsks, sessionScoreBounds: scoreBounds))
        }

        init(policy: ReviewPolicy) {
            usecase = UsecasesFactory.makeAskForReviewUsecase(
                policy: policy, reviewStoreService: store, versionService: version, currentDate: clock.provider)
        }

        /// The decision now, at the policy's moment.
        func decision() throws -> ReviewDecision { try usecase.decision(at: .processCompleted) }

        /// Asks now if the policy allows it, recording the system request; whether it asked.
        func askNow() throws -> Bool {
            guard try usecase.requestForShowAppReview(at: .processCompleted).isEligible else { return false }
            return try usecase.recordSystemReviewRequest(after: nil).isEligible
        }

        /// A new session whose events weigh `weights`.
        func session(_ weights: Double...) throws {
            try usecase.recordLaunch()
            for weight in weights { try usecase.record(ReviewEvent("action", weight: weight)) }
        }
    }

    @Test(
        "ReviewKit scoreBounds: the session score is clamped after each action (10000, -30, +10, -70 in ±200 give 110)")
    func scoreClampedAfterEachAction() throws {
        let bounded = PeerApp([ReviewConditions.minimumSessionScore(atLeast: 110)], scoreBounds: -200...200)
        try bounded.session(10_000, -30, 10, -70)
        #expect(try bounded.usecase.state().sessions.scores == [110])
        #expect(try bounded.decision().isEligible, "110 reaches 110: the bound is included")
        let unbounded = PeerApp([ReviewConditions.minimumSessionScore(atLeast: 110)])
        try unbounded.session(10_000, -30, 10, -70)
        #expect(try unbounded.usecase.state().sessions.scores == [9_910])
    }

    @Test("ReviewKit averageScoreThreshold: the average is over earlier sessions only, and needs one")
    func averageOverEarlierSessions() throws {
        let app = PeerApp([ReviewConditions.minimumAverageSessionScore(atLeast: 75, overEarlierSessions: 3)])
        try app.session(1_000)
        #expect(try app.decision().reasons == ["no earlier session to average"])
        for score in [10.0, 20, 30, 1_000] { try app.session(score) }
        #expect(
            try app.decision().reasons == ["the average score of the last 3 earlier sessions is 20, below 75"],
            "one great session does not lift the poor ones before it")
        for score in [80.0, 90, 70, 0] { try app.session(score) }
        #expect(try app.decision().isEligible, "80, 90 and 70 average 80")
    }

    @Test("ReviewKit badSessionTimeout: the quiet period holds back the sessions after the bad one, not the bad one")
    func quietPeriodFromTheBadSession() throws {
        let app = PeerApp(
            [ReviewConditions.quietAfterBadExperience(seconds: 2 * 86_400, sessions: 2)], badSessionAsks: true)
        try app.usecase.recordLaunch()
        try app.usecase.record(ReviewEvent("crash", isBadExperience: true))
        #expect(try app.decision().isEligible, "the policy allows asking in the bad session")
        try app.usecase.recordLaunch()
        #expect(try app.decision().unmet.map(\.kind) == [.badExperience, .badExperience], "2 days and 2 sessions")
        try app.usecase.recordLaunch()
        app.clock.advance(days: 1)
        #expect(try app.decision().unmet.first?.clearsAt == PeerApp.start.addingTimeInterval(2 * 86_400))
        #expect(try app.decision().unmet.count == 1, "2 sessions have started since the bad one")
        app.clock.advance(days: 1)
        #expect(try app.decision().isEligible)
    }

    @Test("ReviewKit reviewRequestTimeout vs initialRequestTimeout: a re-ask rule never holds back the first ask")
    func sinceLastRequestForNeverAsked() throws {
        let app = PeerApp([
            ReviewConditions.minimumSessions(3, in: .sinceLastRequest),
            ReviewConditions.minimumEventCount("export", 2, in: .sinceLastRequest),
            ReviewConditions.minimumTimeElapsed(sinceLastRequest: 86_400),
        ])
        try app.usecase.recordLaunch()
        #expect(try app.askNow(), "never asked: every since-the-last-request rule is met")
        try app.usecase.recordLaunch()
        app.clock.advance(days: 2)
        #expect(
            try app.decision().reasons == [
                "1 of 3 sessions since the last request", "0 of 2 export since the last request",
            ])
        try app.usecase.recordLaunch()
        try app.usecase.recordLaunch()
        for _ in 1...2 { try app.usecase.record(ReviewEvent("export")) }
        #expect(try app.askNow())
    }

    @Test(
        "Days and uses per version: Appirater and SwiftRater reset their counts on update")
    func perVersionFacts() throws {
        let app = PeerApp([
            ReviewConditions.minimumTimeElapsed(sinceFirstLaunchInCurrentVersion: 10 * 86_400),
            ReviewConditions.minimumSessions(3, in: .currentVersion),
        ])
        for _ in 1...3 { try app.usecase.recordLaunch() }
        app.clock.advance(days: 11)
        #expect(try app.decision().isEligible)
        app.version.set("1.1")
        #expect(
            try app.decision().reasons == [
                "first launch of this version date is not recorded", "0 of 3 sessions in this version",
            ], "updated, not launched yet")
        try app.usecase.recordLaunch()
        let sessions = try app.usecase.state().sessions
        #expect(sessions.version == "1.1" && sessions.previousLaunchVersion == "1.0")
        #expect(sessions.countInVersion == 1 && sessions.count == 4)
        #expect(sessions.firstLaunchInVersionDate == PeerApp.start.addingTimeInterval(11 * 86_400))
        try app.usecase.recordLaunch()
        try app.usecase.recordLaunch()
        #expect(try app.usecase.state().sessions.previousLaunchVersion == "1.1")
        app.clock.advance(days: 9)
        #expect(try app.decision().unmet.map(\.kind) == [.waitsForTime])
        app.clock.advance(days: 1)
        #expect(try app.decision().isEligible, "10 days after the first launch of 1.1: the bound is included")
    }

    @Test("iRate promptForNewVersionIfUserRated: after a rating, asked again in a new version; rateNotChosen() never")
    func askAgainAfterRatingInANewVersion() throws {
        let everyVersion = PeerApp([ReviewConditions.rateNotChosen(inCurrentVersionOnly: true)])
        let never = PeerApp([ReviewConditions.rateNotChosen()])
        for app in [everyVersion, never] {
            try app.usecase.recordLaunch()
            try app.usecase.recordUserChoseRate()
            #expect(try app.usecase.state().facts(of: .rate).version == "1.0")
            #expect(try app.decision().unmet.map(\.kind) == [.alreadyChoseRate])
            app.version.set("1.1")
        }
        #expect(try everyVersion.decision().isEligible)
        #expect(try never.decision().reasons == ["user already chose to rate the app; never asked again"])
    }

    @Test(
        "RateThisApp stopRateDialog: recorded without a dialog, no policy asks again (installDays 10, launchTimes 10)")
    func optOutWithoutADialog() throws {
        let app = PeerApp([
            ReviewConditions.minimumTimeElapsed(sinceFirstLaunch: 10 * 86_400), ReviewConditions.minimumSessions(10),
        ])
        for _ in 1...10 {
            try app.usecase.recordLaunch()
            app.clock.advance(days: 1)
        }
        #expect(try app.decision().isEligible, "10 launches over 10 days")
        try app.usecase.recordUserOptedOut()
        #expect(try app.usecase.state().facts(of: .rate).count == 0, "another fact than choosing to rate")
        #expect(try app.decision().unmet.map(\.kind) == [.optedOut])
        #expect(try !app.askNow())
        app.version.set("2.0")
        try app.usecase.reset()
        #expect(
            try app.decision().unmet.map(\.kind).first == .optedOut, "a new version and a reset of the counts keep it")
        try app.usecase.reset(forgettingSystemRequests: true)
        #expect(!(try app.decision().unmet.map(\.kind).contains(.optedOut)), "a full reset forgets it")
    }

    @Test(
        "Armchair tracksNewVersions = true, shouldPromptIfRated = false: a decline holds for its version, a rating for all (daysUntilPrompt 30, usesUntilPrompt 20)"
    )
    func declineHoldsForOneVersion() throws {
        let clock = SteppingDate(PeerApp.start)
        let version = VersionServiceStub("1.0")
        let policy = ReviewPolicy(
            name: "armchair",
            conditions: [
                // tracksNewVersions: the days and uses count again from each new version.
                ReviewConditions.minimumTimeElapsed(sinceFirstLaunchInCurrentVersion: 30 * 86_400),
                ReviewConditions.minimumSessions(21, in: .currentVersion),
                ReviewConditions.notDeclined(inCurrentVersionOnly: true), ReviewConditions.rateNotChosen(),
            ],
            moments: [.processCompleted],
            prePrompt: PrePrompt(
                title: "Rate", message: "Enjoying it?", rateButton: "Rate", laterButton: "Later", declineButton: "No"),
            rateAction: .systemRequest, systemQuota: nil)
        let usecase = UsecasesFactory.makeAskForReviewUsecase(
            policy: policy,
            reviewStoreService: ServiceFactory.makeReviewStoreService(store: DataFactory.makeInMemoryStore()),
            versionService: version, currentDate: clock.provider)
        /// 21 launches over 30 days at `release`, then an ask answered `answer`; whether it was shown.
        func useAndAnswer(_ release: String, _ answer: PrePromptAnswer) throws -> Bool {
            version.set(release)
            for _ in 1...21 {
                try usecase.recordLaunch()
                clock.advance(days: 30.0 / 20)
            }
            guard try usecase.requestForShowAppReview(at: .processCompleted).isEligible else { return false }
            try usecase.answerPrePrompt(answer, requestCanGoOut: true)
            return true
        }
        #expect(try useAndAnswer("1.0", .decline))
        #expect(try usecase.state().facts(of: .prePrompt(.decline)).version == "1.0")
        #expect(try usecase.decision(at: .processCompleted).unmet.map(\.kind) == [.declined])
        #expect(try useAndAnswer("1.1", .rate), "a new version clears the decline")
        #expect(!(try useAndAnswer("1.2", .rate)), "a rating of any version holds in every version")
        #expect(try usecase.decision(at: .processCompleted).unmet.map(\.kind) == [.alreadyChoseRate])
    }

    @Test(
        "AppReviewKit registerInteraction / registerSignificantEvent: two call sites over one store; only an interaction's request restarts the interaction count, and a gated significant event leaves nothing (minDaysSinceInstall 7, actionThreshold 20, coolDownDays 30)"
    )
    func appReviewKitsTwoCallSites() throws {
        let clock = SteppingDate(PeerApp.start)
        let sites = AppReviewKitCallSites(clock: clock)
        let (interactions, registerInteraction, registerSignificantEvent) = (
            sites.interactions, sites.registerInteraction, sites.registerSignificantEvent
        )
        try interactions.recordLaunch()
        clock.advance(days: 6)
        #expect(try !registerSignificantEvent(), "day 6: not 7 days since the install")
        clock.advance(days: 2)
        #expect(try !registerInteraction(), "day 8: the gated significant event left nothing; 1 of 20 interactions")
        for _ in 1...18 { #expect(try !registerInteraction()) }
        #expect(try registerInteraction(), "day 8: the 20th interaction")
        clock.advance(days: 2)
        for _ in 1...15 { #expect(try !registerInteraction(), "15 of 20 interactions, and cooling down") }
        #expect(try !registerSignificantEvent(), "cooling down for 30 days")
        clock.advance(days: 30)
        #expect(try registerSignificantEvent(), "day 40: a significant event asks by itself")
        let facts = try interactions.state().facts(of: "interaction")
        #expect(facts.countSinceOwnRequest == 15, "the significant event's request left the interactions alone")
        clock.advance(days: 31)
        for _ in 1...4 { #expect(try !registerInteraction()) }
        #expect(try registerInteraction(), "day 71: the 20th interaction since an interaction asked")
    }

    @Test(
        "Appirater daysUntilPrompt and usesUntilPrompt count from the first use of the current version (daysUntilPrompt 30, usesUntilPrompt 20)"
    )
    func appiraterCountsFromTheVersionsFirstUse() throws {
        let app = PeerApp([
            ReviewConditions.minimumTimeElapsed(sinceFirstLaunchInCurrentVersion: 30 * 86_400),
            ReviewConditions.minimumSessions(20, in: .currentVersion),
        ])
        try app.usecase.recordLaunch()
        app.clock.advance(days: 40)
        app.version.set("1.1")
        for _ in 1...20 { try app.usecase.recordLaunch() }
        #expect(
            try app.decision().unmet.map(\.kind) == [.waitsForTime],
            "day 40: 20 uses of 1.1, but 1.1 was first used today")
        app.clock.advance(days: 29)
        #expect(try !app.decision().isEligible, "day 69")
        app.clock.advance(days: 1)
        #expect(try app.askNow(), "day 70: 30 days after the first use of 1.1")
    }

    @Test(
        "N interactions in all and M since the last request: a user never asked needs N, then M more after each ask")
    func inAllAndSinceTheLastRequest() throws {
        // interactionsPolicy: the example in "The conditions and exactly what they mean".
        let app = PeerApp(policy: interactionsPolicy)
        try app.usecase.recordLaunch()
        for _ in 1...9 { try app.usecase.record(ReviewEvent("interaction")) }
        #expect(try app.decision().unmet.map(\.kind) == [.tooFewEvents], "never asked: the 5 since are met at once")
        try app.usecase.record(ReviewEvent("interaction"))
        #expect(try app.askNow())
        for _ in 1...4 { try app.usecase.record(ReviewEvent("interaction")) }
        #expect(try app.decision().unmet.map(\.kind) == [.tooFewEvents], "4 of 5 since the request")
        try app.usecase.record(ReviewEvent("interaction"))
        #expect(try app.decision().isEligible)
    }

    @Test(
        "ReviewKit eventsExpireAfterDays 14, minPositiveEventsWeight 3: only the last 14 days' weights count")
    func eventsExpire() throws {
        let app = PeerApp([ReviewConditions.minimumWeightedTotal("positiveEvent", atLeast: 3, inLastDays: 14)])
        app.clock.advance(seconds: 10 * 3_600)
        /// Records a positive event after `days` more days.
        func positive(after days: Double) throws {
            app.clock.advance(days: days)
            try app.usecase.record(ReviewEvent("positiveEvent"))
        }
        try positive(after: 0)
        try positive(after: 10)
        #expect(try app.decision().unmet.map(\.kind) == [.scoreTooLow], "2 of 3 on day 10")
        try positive(after: 3)
        #expect(try app.decision().isEligible, "day 13: the first event's day is the 14th day of the window")
        app.clock.advance(days: 1)
        #expect(
            try app.decision().reasons == ["weighted total of positiveEvent in the last 14 days is 2, below 3"],
            "day 14: the first event's day has left the window")
        let facts = try app.usecase.state().facts(of: "positiveEvent")
        #expect(facts.count == 3 && facts.count(inLastDays: 14, asOf: app.clock.now) == 2)
    }

    @Test("iRate usesPerWeekForPrompt: sessions a week since the first launch, the bound included")
    func usesPerWeek() throws {
        let app = PeerApp([ReviewConditions.minimumUsageFrequency(sessionsPerWeek: 3)])
        for _ in 1...5 {
            try app.usecase.recordLaunch()
            app.clock.advance(days: 2.8)
        }
        #expect(try app.decision().reasons == ["2.5 sessions a week since the first launch, below 3"])
        try app.usecase.recordLaunch()
        #expect(try app.decision().isEligible, "6 sessions in 14 days")
    }

    @Test("A condition's reasons read as a decision's: texts compare with texts, unmet reasons with kinds")
    func conditionReasonsAreTexts() {
        let context = EligibilityContext(state: ReviewState(), now: PeerApp.start, currentVersion: "1.0")
        let result = ReviewConditions.minimumSessions(5).evaluate(in: context)
        #expect(result.reasons == ["0 of 5 sessions"])
        #expect(result.unmet.map(\.kind) == [.tooFewEvents])
    }

    @Test("Every shipped store serves a read inside an update and refuses an update inside one: none hangs")
    func readsInsideUpdates() throws {
        let store = DataFactory.makeInMemoryStore(entries: ["count": .int(1)])
        let read = try store.update { values -> StoredValue? in
            values.entries["count"] = .int(2)
            return try store.load().entries["count"]
        }
        #expect(read == .int(1), "the stored value, before the update")
        #expect(throws: StoreError.nestedUpdate) {
            try store.update { _ in try store.update { $0.entries["count"] = .int(3) } }
        }
        #expect(try store.load().entries["count"] == .int(2))
        let service = ServiceFactory.makeReviewStoreService(store: DataFactory.makeInMemoryStore())
        let seen = try service.updateState { state -> Int in
            state.requestCount = 4
            return try service.loadState().requestCount
        }
        #expect(seen == 0)
        #expect(throws: StoreError.nestedUpdate) { try service.updateState { _ in try service.resetState() } }
    }
}
