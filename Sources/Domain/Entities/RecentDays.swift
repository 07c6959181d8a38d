package import Foundation

/// An event's occurrences and weights on each of its latest days, so that a rule can count only the
/// recent ones: a fixed number of buckets, one a day (in UTC), newest first.
///
/// Whole days are what makes it bounded: the buckets of ``capacity`` days hold every occurrence a
/// window of up to ``maximumWindowDays`` days reads, however many there were. A window of `n` days
/// is today and the `n − 1` days before it, so it is exact for a window counted in days; next to a
/// window of `n × 24` hours ending now, it starts at the beginning of a day instead of at the time
/// of day it is now, and leaves out the part of one day that the other still counts.
package struct RecentDays: Sendable, Equatable {
    /// How many days are kept.
    package static let capacity = 31
    /// The longest window read, in days.
    package static let maximumWindowDays = capacity

    /// The day of the newest bucket (days since 2001-01-01 in UTC), or `nil` when nothing was kept.
    package private(set) var newestDay: Int?
    /// Occurrences on each kept day, the newest day first.
    package private(set) var counts: [Int] = []
    /// The weights added up on each kept day, the newest day first.
    package private(set) var weights: [Double] = []

    /// Nothing kept.
    package init() {}

    /// The buckets as a store kept them, trimmed to ``capacity`` and to equal lengths; `nil` for
    /// `newestDay` keeps nothing.
    package init(newestDay: Int?, counts: [Int], weights: [Double]) {
        guard let newestDay else { return }
        let kept = min(Self.capacity, counts.count, weights.count)
        self.newestDay = newestDay
        self.counts = counts.prefix(kept).map { max(0, $0) }
        self.weights = Array(weights.prefix(kept))
    }

    /// The day `date` falls on, in days since 2001-01-01 in UTC.
    package static func day(of date: Date) -> Int {
        Int((date.timeIntervalSinceReferenceDate / 86_400).rounded(.down))
    }

    /// Adds an occurrence of `weight` at `date`. A day before the kept ones (a clock set back) is
    /// left out; a later one moves the buckets on.
    package mutating func record(weight: Double, at date: Date) {
        let day = Self.day(of: date)
        let newest = newestDay ?? day
        if day > newest {
            let shift = min(day - newest, Self.capacity)
            counts = Array((Array(repeating: 0, count: shift) + counts).prefix(Self.capacity))
            weights = Array((Array(repeating: 0, count: shift) + weights).prefix(Self.capacity))
            newestDay = day
        } else if newestDay == nil {
            newestDay = day
        }
        let offset = (newestDay ?? day) - day
        guard offset < Self.capacity else { return }
        if counts.count <= offset {
            counts += Array(repeating: 0, count: offset + 1 - counts.count)
            weights += Array(repeating: 0, count: offset + 1 - weights.count)
        }
        counts[offset] = counts[offset].incrementedSaturating()
        if weight.isFinite { weights[offset] += weight }
    }

    /// The buckets a window of `days` days ending on the day of `date` reads (today and the
    /// `days − 1` before; `days` within 1…``maximumWindowDays``).
    private func window(_ days: Int, endingAt date: Date) -> Range<Int> {
        guard let newestDay else { return 0..<0 }
        let today = Self.day(of: date)
        let days = min(max(days, 1), Self.maximumWindowDays)
        // Offsets from the newest bucket of the days from today − (days − 1) to today.
        let first = max(0, newestDay - today)
        let last = min(counts.count, newestDay - today + days)
        return first < last ? first..<last : 0..<0
    }

    /// Occurrences in the `days` days up to the day of `date`.
    package func count(inLastDays days: Int, asOf date: Date) -> Int {
        counts[window(days, endingAt: date)].reduce(0) { $0 > Int.max - $1 ? Int.max : $0 + $1 }
    }

    /// The weights added up in the `days` days up to the day of `date`.
    package func weightedTotal(inLastDays days: Int, asOf date: Date) -> Double {
        weights[window(days, endingAt: date)].reduce(0, +)
    }
}
