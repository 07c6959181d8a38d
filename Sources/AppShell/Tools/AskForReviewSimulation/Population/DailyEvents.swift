import Foundation

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
    /// The last mean drawn from and `exp(-mean)`: a user's days mostly repeat their mean (the same
    /// number of sessions), and the exponential is most of a draw's cost.
    private var lastMean = -1.0
    private var lastLimit = 1.0

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

    /// How many events fall on the next day, drawn from a Poisson distribution whose mean is the
    /// rate, or `mean` when given (a normal approximation above 30).
    mutating func draw(mean: Double? = nil, using random: inout SplitMix64) -> Int {
        day += 1
        let mean = min(mean ?? perDay, Self.maximumPerDay)
        guard mean > 0 else { return 0 }
        if mean > 30 {
            let u1 = Double.random(in: Double.ulpOfOne...1, using: &random)
            let u2 = Double.random(in: 0..<1, using: &random)
            let normal = (-2 * log(u1)).squareRoot() * cos(2 * .pi * u2)
            return max(0, Int((mean + mean.squareRoot() * normal).rounded()))
        }
        if mean != lastMean { (lastMean, lastLimit) = (mean, exp(-mean)) }
        var count = 0
        var product = random.unit()
        while product > lastLimit {
            count += 1
            product *= random.unit()
        }
        return count
    }
}
