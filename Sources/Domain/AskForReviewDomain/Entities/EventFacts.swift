public import Foundation

/// What the stored state keeps about one named event: everything a rule may ask of it.
public struct EventFacts: Sendable, Equatable {
    /// How many times it happened.
    public var count: Int
    /// The sum of its weights (each occurrence adds its weight, 1 unless the app gave another).
    public var weightedTotal: Double
    /// When it first happened, or `nil` when unknown (for counts kept from an older store).
    public var firstDate: Date?
    /// When it last happened, or `nil` when unknown.
    public var lastDate: Date?
    /// How many times it happened since the user was last asked.
    public var countSinceLastRequest: Int
    /// How many times it happened since a request was last made right after it (every time, until
    /// one was): a request made after another event, or at a periodic check, leaves it alone.
    public var countSinceOwnRequest: Int
    /// How many times it happened while the app was at ``version``.
    public var countInVersion: Int
    /// The app version ``countInVersion`` counts for: the version at its latest occurrence.
    public var version: String?
    /// Its occurrences and weights on each of its latest days, for the rules that count recent ones.
    package var recent = RecentDays()

    /// Facts with the values given; every count starts at zero.
    public init(
        count: Int = 0,
        weightedTotal: Double = 0,
        firstDate: Date? = nil,
        lastDate: Date? = nil,
        countSinceLastRequest: Int = 0,
        countSinceOwnRequest: Int = 0,
        countInVersion: Int = 0,
        version: String? = nil
    ) {
        self.count = max(0, count)
        self.weightedTotal = weightedTotal
        self.firstDate = firstDate
        self.lastDate = lastDate
        self.countSinceLastRequest = max(0, countSinceLastRequest)
        self.countSinceOwnRequest = max(0, countSinceOwnRequest)
        self.countInVersion = max(0, countInVersion)
        self.version = version
    }

    /// How many times it happened in the `days` days up to the day of `date` (today and the
    /// `days − 1` days before, in UTC; `days` from 1 to 31). Occurrences recorded before the package
    /// kept days are not counted.
    public func count(inLastDays days: Int, asOf date: Date) -> Int {
        recent.count(inLastDays: days, asOf: date)
    }

    /// Its weights added up over the `days` days up to the day of `date`, as
    /// ``count(inLastDays:asOf:)`` counts them.
    public func weightedTotal(inLastDays days: Int, asOf date: Date) -> Double {
        recent.weightedTotal(inLastDays: days, asOf: date)
    }

    /// How many times it happened while the app was at `version`: zero for any other version.
    public func count(inVersion version: String?) -> Int {
        version != nil && version == self.version ? countInVersion : 0
    }

    /// Adds one occurrence of `weight` at `date`, with the app at `version`. Counts saturate.
    mutating func record(weight: Double, at date: Date, version: String?) {
        count = count.incrementedSaturating()
        if weight.isFinite { weightedTotal += weight }
        if firstDate == nil { firstDate = date }
        // A clock set back never moves the latest occurrence back.
        if lastDate.map({ $0 < date }) ?? true { lastDate = date }
        countSinceLastRequest = countSinceLastRequest.incrementedSaturating()
        countSinceOwnRequest = countSinceOwnRequest.incrementedSaturating()
        if version != self.version {
            self.version = version
            countInVersion = 0
        }
        countInVersion = countInVersion.incrementedSaturating()
        recent.record(weight: weight, at: date)
    }
}
