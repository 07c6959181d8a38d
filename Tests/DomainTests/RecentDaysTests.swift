import AskForReviewDomain
import Foundation
import Testing

@Suite("Recent days: an event's latest days in a fixed number of buckets")
struct RecentDaysTests {
    /// Noon on day `day` (days since 2001-01-01, UTC), plus `hours`.
    static func at(day: Int, hours: Double = 12) -> Date {
        Date(timeIntervalSinceReferenceDate: Double(day) * 86_400 + hours * 3_600)
    }

    @Test("A window is today and the days before it; a day with no event counts none")
    func windows() {
        var recent = RecentDays()
        for day in [100, 100, 103, 110] { recent.record(weight: 2, at: Self.at(day: day)) }
        #expect(recent.newestDay == 110)
        #expect(recent.count(inLastDays: 1, asOf: Self.at(day: 110)) == 1)
        #expect(recent.count(inLastDays: 8, asOf: Self.at(day: 110)) == 2, "days 103 to 110")
        #expect(recent.count(inLastDays: 11, asOf: Self.at(day: 110)) == 4, "days 100 to 110")
        #expect(recent.weightedTotal(inLastDays: 11, asOf: Self.at(day: 110)) == 8)
        #expect(recent.count(inLastDays: 5, asOf: Self.at(day: 114)) == 1, "days 110 to 114")
        #expect(recent.count(inLastDays: 5, asOf: Self.at(day: 115)) == 0)
        #expect(recent.count(inLastDays: 3, asOf: Self.at(day: 104)) == 1, "a clock set back reads its own days")
    }

    @Test("The buckets never grow past their capacity, and a long gap empties them")
    func bounded() {
        var recent = RecentDays()
        for day in 0..<100 { recent.record(weight: 1, at: Self.at(day: day, hours: 23.9)) }
        #expect(recent.counts.count == RecentDays.capacity && recent.weights.count == RecentDays.capacity)
        #expect(recent.count(inLastDays: 31, asOf: Self.at(day: 99)) == 31)
        #expect(recent.count(inLastDays: 200, asOf: Self.at(day: 99)) == 31, "a window is at most 31 days")
        recent.record(weight: 1, at: Self.at(day: 1_000))
        #expect(recent.count(inLastDays: 31, asOf: Self.at(day: 1_000)) == 1)
        recent.record(weight: 1, at: Self.at(day: 500))
        #expect(recent.count(inLastDays: 31, asOf: Self.at(day: 1_000)) == 1, "a day before the kept ones is left out")
    }

    @Test("Read back from a store as written, trimmed to the capacity")
    func storedForm() {
        let recent = RecentDays(newestDay: 7, counts: Array(repeating: 1, count: 40), weights: [1, 2])
        #expect(recent.counts == [1, 1] && recent.weights == [1, 2], "equal lengths")
        #expect(RecentDays(newestDay: nil, counts: [1], weights: [1]) == RecentDays())
    }
}
