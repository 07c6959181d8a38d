import AskForReviewConditions
import AskForReviewData
import AskForReviewDomain
import Foundation
import Testing

/// Scenarios a feature team writes as one line of policy, through the public API only (no
/// `@testable`): if the API could not say it, this would not compile.
@MainActor
@Suite("Scenarios, each one line of policy")
struct ScenarioTests {
    func policy(_ conditions: [any EligibilityCondition], asksAfterBadExperience: Bool = false) -> ReviewPolicy {
        ReviewPolicy(
            name: "team", conditions: conditions, moments: [.processCompleted], systemQuota: nil,
            asksAfterBadExperienceInSession: asksAfterBadExperience)
    }

    @Test("1. At least 5 sessions; then at least 3 sessions since the last request")
    func sessions() throws {
        let app = ScenarioApp(
            policy([ReviewConditions.minimumSessions(5), ReviewConditions.minimumSessions(3, in: .sinceLastRequest)]))
        for _ in 1...4 { try app.usecase.recordLaunch() }
        #expect(try app.usecase.decision(at: .processCompleted).reasons == ["4 of 5 sessions"])
        try app.usecase.recordLaunch()
        #expect(try app.askNow())
        try app.usecase.recordLaunch()
        #expect(try app.usecase.decision(at: .processCompleted).reasons == ["1 of 3 sessions since the last request"])
        for _ in 1...2 { try app.usecase.recordLaunch() }
        #expect(try app.askNow())
    }

    @Test("2. At least 3 exports, or a purchase total of at least 10 with scores clamped to -5...20")
    func namedEvents() throws {
        let line = ReviewConditions.anyOf([
            ReviewConditions.minimumEventCount("exportSucceeded", 3, noun: "exports"),
            ReviewConditions.minimumWeightedTotal("purchase", atLeast: 10, clampedTo: -5...20),
        ])
        let app = ScenarioApp(policy([line]))
        try app.usecase.record(ReviewEvent("exportSucceeded"))
        try app.usecase.record(ReviewEvent("purchase", weight: -50))
        #expect(
            try app.usecase.decision(at: .processCompleted).reasons == [
                "none of: 1 of 3 exports; weighted total of purchase is -5, below 10"
            ])
        try app.usecase.record(ReviewEvent("purchase", weight: 60))
        #expect(try app.state.facts(of: "purchase").weightedTotal == 10)
        #expect(try app.askNow())
        let facts = try app.state.facts(of: "exportSucceeded")
        #expect(facts.count == 1 && facts.firstDate == ScenarioApp.start && facts.lastDate == ScenarioApp.start)
    }

    @Test("2. A bad event name is a typed error and records nothing; distinct names are bounded")
    func eventNames() throws {
        let app = ScenarioApp(policy([]))
        for bad in ["", "has space", "new\nline", String(repeating: "x", count: 65), "ünïcode"] {
            #expect(throws: AskForReviewError.self) {
                try app.usecase.record(ReviewEvent(EventName(stringLiteral: bad)))
            }
            #expect(throws: AskForReviewError.self) { try EventName(bad) }
        }
        #expect(try app.state == ReviewState())
        for index in 0..<ReviewState.maximumEventNames {
            try app.usecase.record(ReviewEvent(try EventName("e\(index)")))
        }
        #expect(throws: AskForReviewError.tooManyEventNames(limit: ReviewState.maximumEventNames)) {
            try app.usecase.record(ReviewEvent("oneTooMany"))
        }
        try app.usecase.record(ReviewEvent("e0"))
        #expect(try app.state.facts(of: "e0").count == 2)
    }

    @Test("3. This session's score at least 5; the average of the 3 sessions before it at least 3")
    func scores() throws {
        let app = ScenarioApp(
            policy([
                ReviewConditions.minimumSessionScore(atLeast: 5),
                ReviewConditions.minimumAverageSessionScore(atLeast: 3, overEarlierSessions: 3),
            ]))
        for weight in [1.0, 2.0] {
            try app.usecase.recordLaunch()
            try app.usecase.record(ReviewEvent("liked", weight: weight))
        }
        try app.usecase.recordLaunch()
        try app.usecase.record(ReviewEvent("liked", weight: 6))
        // A great session does not lift the poor ones before it: the current session is not averaged.
        #expect(
            try app.usecase.decision(at: .processCompleted).reasons == [
                "the average score of the last 2 earlier sessions is 1.5, below 3"
            ])
        try app.usecase.recordLaunch()
        #expect(
            try app.usecase.decision(at: .processCompleted).reasons == ["this session's score is 0, below 5"],
            "1, 2 and 6 average 3")
        try app.usecase.record(ReviewEvent("liked", weight: 5))
        #expect(try app.askNow())
    }

    @Test("4. A session with a bad experience never asks; a later good event does not clear it; the next session does")
    func badSession() throws {
        let app = ScenarioApp(policy([]))
        try app.usecase.recordLaunch()
        try app.usecase.record(ReviewEvent("paymentFailed", isBadExperience: true))
        try app.usecase.record(ReviewEvent("exportSucceeded", weight: 10))
        #expect(try app.usecase.recordProcess(.completed).reasons == ["this session had a bad experience"])
        #expect(app.requests == 0)
        try app.usecase.recordLaunch()
        #expect(try app.askNow())
        let allowing = ScenarioApp(policy([], asksAfterBadExperience: true))
        try allowing.usecase.record(ReviewEvent("crash", isBadExperience: true))
        #expect(try allowing.askNow(), "unless the policy allows it")
    }

    @Test("4. No ask within 3 days or 2 sessions after a bad experience")
    func quietAfterBadExperience() throws {
        let app = ScenarioApp(policy([ReviewConditions.quietAfterBadExperience(seconds: 3 * 86_400, sessions: 2)]))
        try app.usecase.recordLaunch()
        try app.usecase.record(ReviewEvent("crash", isBadExperience: true))
        try app.usecase.recordLaunch()
        app.advance(days: 1)
        let decision = try app.usecase.decision(at: .processCompleted)
        #expect(decision.unmet.map(\.kind) == [.badExperience, .badExperience])
        #expect(decision.unmet.first?.clearsAt == ScenarioApp.start.addingTimeInterval(3 * ScenarioApp.day))
        #expect(decision.conditionsHoldNoEarlierThan == .distantFuture, "a session must start too")
        try app.usecase.recordLaunch()
        app.advance(days: 2)
        #expect(try app.askNow())
    }

    @Test("5. Counts in the current version only: asks again after an update, the system log kept")
    func currentVersion() throws {
        let line: [any EligibilityCondition] = [
            ReviewConditions.minimumEventCount(.processCompleted, 3, in: .currentVersion, noun: "completions"),
            ReviewConditions.versionNotYetPrompted(),
        ]
        let app = ScenarioApp(ReviewPolicy(name: "versioned", conditions: line, moments: [.processCompleted]))
        for _ in 1...3 { try app.usecase.recordProcess(.completed) }
        #expect(app.requests == 1)
        app.ship("1.1")
        app.advance(days: 1)
        #expect(try app.usecase.recordProcess(.completed).reasons == ["1 of 3 completions in this version"])
        for _ in 1...2 { try app.usecase.recordProcess(.completed) }
        #expect(app.requests == 2)
        #expect(try app.state.systemRequestDates.count == 2)
        #expect(try app.state.events[.processCompleted]?.count == 6)
    }

    @Test("6. 7 days after the first launch, and 30 days or 10 sessions since the last request")
    func timeRules() throws {
        let line = ReviewConditions.allOf([
            ReviewConditions.minimumTimeElapsed(sinceFirstLaunch: 7 * ScenarioApp.day),
            ReviewConditions.anyOf([
                ReviewConditions.minimumTimeElapsed(sinceLastRequest: 30 * ScenarioApp.day),
                ReviewConditions.minimumSessions(10, in: .sinceLastRequest),
            ]),
        ])
        let app = ScenarioApp(policy([line]))
        try app.usecase.recordLaunch()
        app.advance(days: 7)
        #expect(try app.askNow())
        app.advance(days: 1)
        for _ in 1...9 { try app.usecase.recordLaunch() }
        #expect(try app.askNow() == false)
        try app.usecase.recordLaunch()
        #expect(try app.askNow())
    }

    @Test("7. A user who chose to rate through the app's own 'Rate us' button is never asked again")
    func choseRateFromAnyPath() throws {
        let app = ScenarioApp(policy([ReviewConditions.rateNotChosen()]))
        try app.usecase.recordUserChoseRate()
        #expect(try app.state.facts(of: .rate).count == 1 && app.state.facts(of: .rate).firstDate == ScenarioApp.start)
        #expect(try app.askNow() == false)
    }

    @Test("8. Preview shows the request whenever asked and records nothing")
    func preview() throws {
        let app = ScenarioApp(.apple, mode: .preview)
        try app.usecase.recordLaunch()
        let decision = try app.usecase.recordProcess(.completed)
        #expect(decision.isEligible, "the first completion asks, where the policy live waits for the fourth")
        #expect(app.requests == 1)
        for _ in 1...5 { #expect(try app.askNow(), "asked again and again: no mirror of the system's limit") }
        #expect(try app.usecase.requestForShowAppReview(at: .periodicCheck).isEligible, "at any moment")
        #expect(app.usecase.policy.prePrompt == nil && app.usecase.policy.name == ReviewPolicy.apple.name)
        #expect(try app.store.loadState() == ReviewState(), "nothing recorded in the app's store, no mirror spent")
        #expect(try app.state.facts(of: .processCompleted).count == 1, "what the preview recorded is held in memory")
        let searchConsole = ScenarioApp(.searchConsole, mode: .preview)
        try searchConsole.usecase.requestForShowAppReview(at: .periodicCheck)
        #expect(searchConsole.prePrompts == 1)
        #expect(
            try searchConsole.usecase.answerPrePrompt(.rate, requestCanGoOut: true).systemRequest?.isEligible == true)
        #expect(try searchConsole.store.loadState() == ReviewState())
    }

    @Test("9. reset forgets counts and dates but keeps the system request log unless told to forget everything")
    func reset() throws {
        let app = ScenarioApp(policy([]))
        try app.usecase.recordLaunch()
        #expect(try app.askNow())
        try app.usecase.reset()
        let kept = try app.state
        #expect(kept.systemRequestDates == [ScenarioApp.start])
        #expect(kept.firstLaunchDate == nil && kept.sessions.count == 0 && kept.lastRequestDate == nil)
        try app.usecase.reset(forgettingSystemRequests: true)
        #expect(try app.state == ReviewState())
    }
}
