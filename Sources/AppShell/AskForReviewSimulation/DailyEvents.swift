/// The events of one rate, day after day from day 0: fractions accumulate, so 0.5 a day is one event
/// every other day. A rate below 0 or not a number counts as none, one above ``maximumPerDay`` as that.
struct DailyEvents {
    /// The most events a day.
    static let maximumPerDay = 1_000.0

    /// Events a day, within 0...``maximumPerDay``.
    let perDay: Double
    /// The day ``next()`` counts.
    private var day = 0
    /// The events before ``day``.
    private var before = 0

    /// The events of `rate` a day, from day 0.
    init(perDay rate: Double) {
        perDay = rate.isNaN ? 0 : min(max(rate, 0), Self.maximumPerDay)
    }

    /// How many events fall on `day`.
    static func on(day: Int, perDay rate: Double) -> Int {
        let events = DailyEvents(perDay: rate)
        return events.before(day + 1) - events.before(day)
    }

    /// How many events fall on the next day (day 0 first).
    @inline(__always) mutating func next() -> Int {
        day += 1
        let upTo = before(day)
        defer { before = upTo }
        return upTo - before
    }

    /// The events before `day` (from 0): the whole part of the days times the rate.
    @inline(__always) private func before(_ day: Int) -> Int {
        Int(Double(max(0, day)) * perDay)
    }
}
