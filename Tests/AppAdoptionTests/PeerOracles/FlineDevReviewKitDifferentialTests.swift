import AskForReview
import AskForReviewConditions
import AskForReviewTesting
import Foundation
import Testing

/// FlineDev's ReviewKit row (`minPositiveEventsWeight`, `eventsExpireAfterDays`) run against an
/// oracle of ReviewKit written from its source (``FlineDevReviewKitOracle``) on random histories of
/// weighted events hours to days apart, checked after each.
@MainActor
@Suite("FlineDev ReviewKit's row against an oracle of ReviewKit")
struct FlineDevReviewKitDifferentialTests {
    static let row: any EligibilityCondition = ReviewConditions.minimumWeightedTotal(
        "positiveEvent", atLeast: 3, inLastDays: 14)

    /// The first history on which `condition` and ReviewKit differ other than as the row states, or
    /// `nil`. The row states one difference: here an event counts while its UTC day is among the
    /// last 14 (today and the 13 before), where ReviewKit keeps it 14 × 24 hours and until the next
    /// record; so the package must decide as ReviewKit over the events it keeps of those days.
    static func firstDifference(_ condition: any EligibilityCondition, histories: Int, seed: UInt64) throws
        -> String?
    {
        var random = SplitMix(seed: seed)
        var apart = 0
        var clockBehind = 0
        for history in 0..<histories {
            let app = PeerParityTests.PeerApp([condition])
            let (date, usecase) = (app.clock, app.usecase)
            try usecase.recordLaunch()
            var oracle = FlineDevReviewKitOracle()
            var told: [String] = []
            for _ in 0..<30 {
                let hours =
                    random.unit() < 0.1 ? 14 * 24 + (random.unit() - 0.5) * 4 : random.unit() * random.unit() * 120
                date.advance(seconds: PeerDifferential.step((hours * 3_600).rounded(), &random))
                let weight = [1.0, 1, 2, 0.5, -1][Int(random.unit() * 5)]
                oracle.recorded(weight: weight, at: date.now)
                try usecase.record(ReviewEvent("positiveEvent", weight: weight))
                told.append(String(format: "+%.1f h, weight %g", hours, weight))
                // The start of the row's 14 days: today's UTC midnight, 13 days back.
                let windowStart = Date(
                    timeIntervalSince1970: (date.now.timeIntervalSince1970 / 86_400).rounded(.down) * 86_400 - 13
                        * 86_400)
                let decision = try usecase.decision(at: .processCompleted)
                let ours = decision.isEligible
                let peerOverTheseDays = oracle.criteriaMet { $0 >= windowStart }
                if ours != peerOverTheseDays, PeerDifferential.heldBackByClock(decision) {
                    clockBehind += 1
                    break
                }
                if oracle.criteriaMet() != ours { apart += 1 }
                guard ours == peerOverTheseDays else {
                    return "history \(history): " + told.joined(separator: ", ")
                        + " -> ReviewKit over the row's days \(peerOverTheseDays), the package \(ours)"
                }
            }
        }
        print(
            "flineDev reviewKit: \(histories) histories from seed \(seed) agree over the row's days; apart \(apart) times; "
                + "\(clockBehind) histories ending where the clock was set back"
        )
        return nil
    }

    @Test("The row decides as ReviewKit over the events of its days, on every history")
    func rowAgrees() throws {
        let difference = try Self.firstDifference(
            Self.row, histories: LongTests.count(quick: 40, long: 10_000), seed: PeerDifferential.loopSeed)
        #expect(difference == nil, "\(difference ?? "")")
    }

    @Test("A window a day short, or a threshold one higher, is caught")
    func mutationsAreCaught() throws {
        let short: any EligibilityCondition = ReviewConditions.minimumWeightedTotal(
            "positiveEvent", atLeast: 3, inLastDays: 13)
        let higher: any EligibilityCondition = ReviewConditions.minimumWeightedTotal(
            "positiveEvent", atLeast: 4, inLastDays: 14)
        #expect(try Self.firstDifference(short, histories: 80, seed: PeerDifferential.loopSeed) != nil)
        #expect(try Self.firstDifference(higher, histories: 80, seed: PeerDifferential.loopSeed) != nil)
    }
}
