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

    /// `days` kept within 1…``maximumWindowDays``: the window a rule reads.
    package static func clampedWindow(_ days: Int) -> Int {
        min(max(days, 1), maximumWindowDays)
    }

    /// A window of `days` days in a reason: "today", or "in the last 7 days".
    package static func words(forWindow days: Int) -> String {
        days == 1 ? "today" : "in the last \(days) days"
    }

    /// The day of the newest bucket (days since 2001-01-01 in UTC), or `nil` when nothing was kept.
    package private(set) var newestDay: Int?
    /// How many days are kept, from the newest back (at most ``capacity``).
    private var kept = 0
    /// The buckets, a ring of ``capacity`` once anything is kept: the newest at `newest`, the day
    /// before it at the slot after, and so on round. A new day takes one slot: nothing slides.
    private var ring: [Bucket] = []
    private var newest = 0

    /// One day's occurrences and their weights added up.
    private struct Bucket: Sendable, Equatable {
        var count = 0
        var weight = 0.0
    }

    /// Nothing kept.
    package init() {}

    /// The buckets as a store kept them, newest first, trimmed to ``capacity`` and to equal
    /// lengths; `nil` for `newestDay` keeps nothing.
    package init(newestDay: Int?, counts: [Int], weights: [Double]) {
        guard let newestDay else { return }
        self.newestDay = newestDay
        kept = min(Self.capacity, counts.count, weights.count)
        ring =
            zip(counts, weights).prefix(kept).map { Bucket(count: max(0, $0), weight: $1) }
            + Array(repeating: Bucket(), count: Self.capacity - kept)
    }

    /// Occurrences on each kept day, the newest day first.
    package var counts: [Int] { (0..<kept).map { ring[slot($0)].count } }
    /// The weights added up on each kept day, the newest day first.
    package var weights: [Double] { (0..<kept).map { ring[slot($0)].weight } }

    /// The day `date` falls on, in days since 2001-01-01 in UTC.
    package static func day(of date: Date) -> Int {
        Int((date.timeIntervalSinceReferenceDate / 86_400).rounded(.down))
    }

    /// Adds an occurrence of `weight` at `date`. A day before the kept ones (a clock set back) is
    /// left out; a later one moves the buckets on.
    package mutating func record(weight: Double, at date: Date) {
        let day = Self.day(of: date)
        // Most occurrences fall on the newest day: straight to its slot.
        if day == newestDay {
            add(weight, at: 0)
            return
        }
        guard let newestDay else {
            ring = Array(repeating: Bucket(), count: Self.capacity)
            self.newestDay = day
            (newest, kept) = (0, 1)
            add(weight, at: 0)
            return
        }
        if day > newestDay {
            // Each new day takes the slot before the newest, emptied: this runs for every event the
            // simulator replays, so nothing is moved or allocated.
            for _ in 0..<min(day - newestDay, Self.capacity) {
                newest = newest == 0 ? Self.capacity - 1 : newest - 1
                ring[newest] = Bucket()
            }
            kept = min(Self.capacity, kept + day - newestDay)
            self.newestDay = day
        }
        let offset = (self.newestDay ?? day) - day
        guard offset < Self.capacity else { return }
        kept = max(kept, offset + 1)
        add(weight, at: offset)
    }

    /// Adds one occurrence of `weight` to the day `offset` days before the newest.
    private mutating func add(_ weight: Double, at offset: Int) {
        let slot = slot(offset)
        ring[slot].count = ring[slot].count.incrementedSaturating()
        if weight.isFinite { ring[slot].weight += weight }
    }

    /// The ring's slot of the day `offset` days before the newest.
    private func slot(_ offset: Int) -> Int {
        let slot = newest + offset
        return slot < Self.capacity ? slot : slot - Self.capacity
    }

    /// The offsets from the newest bucket that a window of `days` days ending on the day of `date`
    /// reads (today and the `days − 1` before; `days` within 1…``maximumWindowDays``).
    private func window(_ days: Int, endingAt date: Date) -> Range<Int> {
        guard let newestDay else { return 0..<0 }
        let today = Self.day(of: date)
        let days = Self.clampedWindow(days)
        let first = max(0, newestDay - today)
        let last = min(kept, newestDay - today + days)
        return first < last ? first..<last : 0..<0
    }

    /// Occurrences in the `days` days up to the day of `date`.
    package func count(inLastDays days: Int, asOf date: Date) -> Int {
        window(days, endingAt: date).reduce(0) { total, offset in
            let count = ring[slot(offset)].count
            return total > Int.max - count ? Int.max : total + count
        }
    }

    /// The weights added up in the `days` days up to the day of `date`.
    package func weightedTotal(inLastDays days: Int, asOf date: Date) -> Double {
        window(days, endingAt: date).reduce(0) { $0 + ring[slot($1)].weight }
    }

    /// The same days kept with the same occurrences and weights, wherever the ring starts.
    package static func == (lhs: RecentDays, rhs: RecentDays) -> Bool {
        lhs.newestDay == rhs.newestDay && lhs.kept == rhs.kept
            && (0..<lhs.kept).allSatisfy { lhs.ring[lhs.slot($0)] == rhs.ring[rhs.slot($0)] }
    }
}
