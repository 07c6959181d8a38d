import AskForReview
import AskForReviewConditions
import AskForReviewTesting
import Foundation
import Testing

/// The AppReviewKit row (two call sites over one store) run against an oracle of AppReviewKit
/// written from its source (``AppReviewKitOracle``) on random histories of interactions and
/// significant events hours to days apart, some landing on the gates' last second.
@MainActor
@Suite("AppReviewKit's row against an oracle of AppReviewKit")
struct AppReviewKitDifferentialTests {

    /// The first history on which the call sites and AppReviewKit answer a call differently, told step
    /// by step, or `nil`.
    static func firstDifference(
        histories: Int, seed: UInt64,
        policies: (interactions: ReviewPolicy, significantEvents: ReviewPolicy) = (
            AppReviewKitPolicies.interactions, AppReviewKitPolicies.significantEvents
        )
    ) throws -> String? {
        var random = SplitMix(seed: seed)
        var requests = 0
        var heldBySystemLimit = 0
        for history in 0..<histories {
            let clock = SteppingDate(PeerParityTests.PeerApp.start)
            let sites = AppReviewKitCallSites(clock: clock, policies: policies)
            var oracle = AppReviewKitOracle()
            oracle.started(at: clock.now)
            try sites.interactions.recordLaunch()
            var told: [String] = []
            for _ in 0..<80 {
                // Mostly minutes apart; now and then days, landing now and then on a whole number of days.
                let hours =
                    random.unit() < 0.15 ? (random.unit() * 12).rounded() * 24 : random.unit() * random.unit() * 6
                clock.advance(seconds: PeerDifferential.step((hours * 3_600).rounded(), &random))
                let interaction = random.unit() < 0.85
                let peer =
                    interaction
                    ? oracle.registeredInteraction(at: clock.now) : oracle.registeredSignificantEvent(at: clock.now)
                let ours = try interaction ? sites.registerInteraction() : sites.registerSignificantEvent()
                told.append(String(format: "+%.2f h %@", hours, interaction ? "interaction" : "significant event"))
                if peer { requests += 1 }
                // The one stated difference: the package keeps the system's limit of requests, where
                // AppReviewKit asks and the system drops the request. The two part ways there.
                let site = interaction ? sites.interactions : sites.significantEvents
                if peer != ours, try PeerDifferential.heldBackByClock(site.decision(at: .processCompleted)) { break }
                if peer, !ours, try site.decision(at: .processCompleted).unmet.map(\.kind) == [.systemLimitReached] {
                    heldBySystemLimit += 1
                    break
                }
                guard peer == ours else {
                    return "history \(history): " + told.joined(separator: ", ")
                        + " -> AppReviewKit \(peer ? "asks" : "does not"), the call sites \(ours ? "ask" : "do not")"
                }
            }
        }
        print(
            "appReviewKit: \(histories) histories from seed \(seed) agree; \(requests) requests, "
                + "\(heldBySystemLimit) histories ending at a request the system's limit held back")
        return nil
    }

    @Test("The article's two call sites answer every call as AppReviewKit does, on every history")
    func callSitesAgree() throws {
        let difference = try Self.firstDifference(
            histories: LongTests.count(quick: 40, long: 10_000), seed: PeerDifferential.loopSeed)
        #expect(difference == nil, "\(difference ?? "")")
    }

    @Test("A threshold one short, or a count that every request restarts, is caught")
    func mutationsAreCaught() throws {
        let gates: [any EligibilityCondition] = [
            ReviewConditions.minimumTimeElapsed(sinceFirstLaunch: 7 * 86_400),
            ReviewConditions.minimumTimeElapsed(sinceLastRequest: 30 * 86_400),
        ]
        func interactions(_ name: String, _ count: any EligibilityCondition) -> ReviewPolicy {
            ReviewPolicy(name: name, conditions: gates + [count], moments: [.processCompleted])
        }
        let nineteen = interactions(
            "19 interactions", ReviewConditions.minimumEventCount("interaction", 19, in: .sinceOwnRequest))
        let sinceAnyRequest = interactions(
            "since any request", ReviewConditions.minimumEventCount("interaction", 20, in: .sinceLastRequest))
        for mutated in [nineteen, sinceAnyRequest] {
            #expect(
                try Self.firstDifference(
                    histories: 100, seed: PeerDifferential.loopSeed,
                    policies: (mutated, AppReviewKitPolicies.significantEvents))
                    != nil,
                "\(mutated.name)")
        }
    }
}
