import AskForReview
import AskForReviewConditions
import AskForReviewTesting
import Foundation
import Testing

/// ken0nek's ReviewKit row (two triggers over one set of counters) run against an oracle of it
/// written from its source (``TriggeredReviewKitOracle``) on random histories of launches and value
/// moments, each checked by its trigger.
@MainActor
@Suite("ken0nek's ReviewKit row against an oracle of it")
struct TriggeredReviewKitDifferentialTests {

    /// The first history on which the two use cases and ReviewKit commit differently, told step by
    /// step, or `nil`.
    static func firstDifference(
        histories: Int, seed: UInt64,
        policies: (valueMoment: ReviewPolicy, launchFallback: ReviewPolicy?) = (
            ReviewKitTriggers.valueMoment, ReviewKitTriggers.launchFallback
        )
    ) throws -> String? {
        var random = SplitMix(seed: seed)
        var prompts = 0
        for history in 0..<histories {
            let valueMoments = PeerParityTests.PeerApp(policy: policies.valueMoment)
            let clock = valueMoments.clock
            // Without a launch fallback its use case only records launches.
            let launches = UsecasesFactory.makeAskForReviewUsecase(
                policy: policies.launchFallback
                    ?? ReviewPolicy(name: "off", conditions: [], moments: [], isEnabled: false),
                reviewStoreService: valueMoments.store, versionService: VersionServiceStub("1.0"),
                currentDate: clock.provider)
            var oracle = TriggeredReviewKitOracle()
            if policies.launchFallback == nil { oracle.launchFallback = nil }
            var told: [String] = []
            // Users of no value moment (whom the launch fallback is for), of few and of many; launches
            // days to weeks apart.
            let launchShare = random.unit() < 0.2 ? 1 : 0.3 + random.unit() * 0.7
            for step in 0..<100 {
                let launch = step == 0 || random.unit() < launchShare
                let hours = launch ? random.unit() * random.unit() * 24 * 30 : random.unit() * 2
                clock.advance(seconds: PeerDifferential.step((hours * 3_600).rounded(), &random))
                let peer: Bool
                let ours: Bool
                if launch {
                    peer = oracle.launched(at: clock.now)
                    try launches.recordLaunch()
                    ours =
                        try launches.requestForShowAppReview(at: .processCompleted).isEligible
                        && launches.recordSystemReviewRequest(after: nil).isEligible
                } else {
                    peer = oracle.loggedValueMoment(at: clock.now)
                    let usecase = valueMoments.usecase
                    ours =
                        try usecase.record(ReviewEvent("valueMoment"), askingAt: .processCompleted).isEligible
                        && usecase.recordSystemReviewRequest(after: "valueMoment").isEligible
                }
                told.append(String(format: "+%.1f h %@", hours, launch ? "launch" : "value moment"))
                if peer { prompts += 1 }
                let site = launch ? launches : valueMoments.usecase
                if peer != ours, try PeerDifferential.heldBackByClock(site.decision(at: .processCompleted)) { break }
                guard peer == ours else {
                    return "history \(history): " + told.joined(separator: ", ")
                        + " -> ReviewKit \(peer ? "prompts" : "does not"), the use cases \(ours ? "ask" : "do not")"
                }
            }
        }
        print("ken0nek reviewKit: \(histories) histories from seed \(seed) agree; \(prompts) prompts")
        return nil
    }

    @Test("The article's two triggers commit as ReviewKit's on every history, and its value moments alone too")
    func triggersAgree() throws {
        let histories = LongTests.count(quick: 40, long: 10_000)
        let difference = try Self.firstDifference(histories: histories, seed: PeerDifferential.loopSeed)
        #expect(difference == nil, "\(difference ?? "")")
        let alone = try Self.firstDifference(
            histories: histories, seed: PeerDifferential.loopSeed, policies: (ReviewKitTriggers.valueMoment, nil))
        #expect(alone == nil, "\(alone ?? "")")
    }

    @Test("Value moments counted in all only, or a launch floor one short, is caught")
    func mutationsAreCaught() throws {
        let gates: [any EligibilityCondition] = [
            ReviewConditions.minimumTimeElapsed(sinceFirstLaunch: 86_400),
            ReviewConditions.minimumTimeElapsed(sinceLastRequest: 120 * 86_400),
        ]
        let inAllOnly = ReviewPolicy(
            name: "in all only",
            conditions: gates + [
                ReviewConditions.minimumEventCount("valueMoment", 2), ReviewConditions.minimumSessions(5),
            ],
            moments: [.processCompleted], systemQuota: nil)
        let nineteen = ReviewPolicy(
            name: "19 launches", conditions: gates + [ReviewConditions.minimumSessions(19)],
            moments: [.processCompleted],
            systemQuota: nil)
        #expect(
            try Self.firstDifference(
                histories: 80, seed: PeerDifferential.loopSeed, policies: (inAllOnly, nil)) != nil,
            "with the launch fallback off, whose prompts come first after a cool-down")
        #expect(
            try Self.firstDifference(
                histories: 80, seed: PeerDifferential.loopSeed, policies: (ReviewKitTriggers.valueMoment, nineteen))
                != nil)
    }
}
