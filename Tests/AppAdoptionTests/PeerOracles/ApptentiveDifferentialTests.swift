import AskForReview
import AskForReviewConditions
import AskForReviewTesting
import Foundation
import Testing

/// The Apptentive row (`minimumTimeElapsed(sinceLastEvent:_:)` for targeting on an event's
/// `last_invoked_at`) run against an oracle of Apptentive's criteria (``ApptentiveCriteriaOracle``)
/// on random histories of an event and checks, some exactly the window after it.
@MainActor
@Suite("Apptentive's row against an oracle of its targeting criteria")
struct ApptentiveDifferentialTests {
    static let window: TimeInterval = 2 * 3_600

    /// How `condition` and `clause` compare over random histories: the first check on which they
    /// differ other than as `allowed` says, told step by step, or `nil`; and how often they differed
    /// as allowed.
    static func compare(
        _ condition: any EligibilityCondition, _ clause: ApptentiveCriteriaOracle.Clause, histories: Int,
        seed: UInt64, allowed: (_ last: Date?, _ now: Date) -> Bool
    ) throws -> (difference: String?, allowedTimes: Int) {
        var random = SplitMix(seed: seed)
        var allowedTimes = 0
        for history in 0..<histories {
            let app = PeerParityTests.PeerApp([condition])
            let (date, usecase) = (app.clock, app.usecase)
            try usecase.recordLaunch()
            var oracle = ApptentiveCriteriaOracle()
            var told: [String] = []
            var latest: Date?
            for _ in 0..<20 {
                let draw = random.unit()
                if draw < 0.35 {
                    oracle.engaged(at: date.now)
                    latest = max(latest ?? date.now, date.now)
                    try usecase.record(ReviewEvent("purchaseFailed"))
                    told.append("event")
                }
                // The next check: exactly the window after the event now and then, else minutes to hours on.
                let forward = random.unit() < 0.2 ? window : (random.unit() * random.unit() * 4 * window).rounded()
                let step = PeerDifferential.step(forward, &random)
                date.advance(seconds: step)
                told.append("\(step < 0 ? "" : "+")\(Int(step)) s")
                let decision = try usecase.decision(at: .processCompleted)
                let ours = decision.isEligible
                let peer = oracle.holds(clause, at: date.now)
                // A clock set back: the package holds back while it is behind, and keeps the latest
                // moment the event happened, where Apptentive keeps the last engagement's stamp.
                if ours != peer, PeerDifferential.heldBackByClock(decision) || latest != oracle.lastInvoked { break }
                if ours != peer, allowed(oracle.lastInvoked, date.now) {
                    allowedTimes += 1
                } else if ours != peer {
                    let said = "history \(history): " + told.joined(separator: ", ")
                    return ("\(said) -> Apptentive \(peer), the package \(ours)", allowedTimes)
                }
            }
        }
        return (nil, allowedTimes)
    }

    static let row: any EligibilityCondition = ReviewConditions.minimumTimeElapsed(
        sinceLastEvent: "purchaseFailed", window)

    @Test("The row decides as $or of $before and $exists false, but at the very second the window ends, as it states")
    func rowAgreesWithNotWithin() throws {
        let histories = LongTests.count(quick: 40, long: 10_000)
        let (difference, atTheSecond) = try Self.compare(
            Self.row, ApptentiveCriteriaOracle.notWithin(Self.window), histories: histories,
            seed: PeerDifferential.loopSeed
        ) { last, now in last.map { now.timeIntervalSince($0) == Self.window } ?? false }
        #expect(difference == nil, "\(difference ?? "")")
        #expect(atTheSecond > 0, "the histories reach the window's last second")
        print(
            "apptentive: \(histories) histories from seed \(PeerDifferential.loopSeed) agree; apart \(atTheSecond) times at the second"
        )
    }

    @Test("$before alone is false for a user who never had the event, where the row is met: the row says so")
    func beforeAloneLeavesOutNeverInvoked() throws {
        let (difference, neverInvoked) = try Self.compare(
            Self.row, .before(Self.window), histories: 80, seed: PeerDifferential.loopSeed
        ) { last, now in last == nil || now.timeIntervalSince(last ?? now) == Self.window }
        #expect(difference == nil, "\(difference ?? "")")
        #expect(neverInvoked > 0)
    }

    @Test("A window a minute short is caught")
    func mutationIsCaught() throws {
        let short: any EligibilityCondition = ReviewConditions.minimumTimeElapsed(
            sinceLastEvent: "purchaseFailed", Self.window - 60)
        let (difference, _) = try Self.compare(
            short, ApptentiveCriteriaOracle.notWithin(Self.window), histories: 80, seed: PeerDifferential.loopSeed
        ) { last, now in last.map { now.timeIntervalSince($0) == Self.window } ?? false }
        #expect(difference != nil)
    }
}
