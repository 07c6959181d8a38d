package import Foundation

/// How the package writes a moment for a person: ISO 8601 in UTC to the second, in the calendar
/// Foundation's ISO 8601 format uses (Gregorian from 1582-10-15, Julian before).
///
/// Written by arithmetic rather than by a format style: a format style first loads the device's time
/// zone and calendar, which costs a command-line start-up more than all its own work.
package enum Timestamp {
    /// The moments ISO 8601's four-digit years can write, in seconds since 2001-01-01T00:00:00Z: from
    /// `Date.distantPast` (written 0001-01-01T00:00:00Z) to 9999-12-31T23:59:59Z.
    package static let writable: ClosedRange<TimeInterval> =
        Date.distantPast.timeIntervalSinceReferenceDate...252_423_993_599
    /// The Julian day number of 2001-01-01, the reference date.
    private static let referenceDay = 2_451_911
    /// The first Julian day number of the Gregorian calendar (1582-10-15).
    private static let firstGregorianDay = 2_299_161

    /// `date` as, for example, `2026-12-01T10:00:00Z`; fractions of a second are dropped. A date that is
    /// not finite, before `Date.distantPast` or after the year 9999, reads "an invalid date".
    package static func text(_ date: Date) -> String {
        let seconds = date.timeIntervalSinceReferenceDate.rounded(.down)
        guard writable.contains(seconds) else { return "an invalid date" }
        // Whole seconds within ±3.2e11 are exact in a Double, so is the arithmetic on them.
        let days = (seconds / 86_400).rounded(.down)
        let second = Int(seconds - days * 86_400)
        let (year, month, day) = civilDate(julianDay: referenceDay + Int(days))
        let fields = [(year, 4), (month, 2), (day, 2), (second / 3_600, 2), (second % 3_600 / 60, 2), (second % 60, 2)]
        // "YYYY-MM-DDThh:mm:ssZ": each field in its digits, then its separator.
        let separators: [UInt8] = Array("--T::Z".utf8)
        return String(unsafeUninitializedCapacity: 20) { buffer in
            var end = 0
            for ((value, width), separator) in zip(fields, separators) {
                var remainder = value
                for position in (end..<end + width).reversed() {
                    buffer[position] = UInt8(ascii: "0") + UInt8(remainder % 10)
                    remainder /= 10
                }
                buffer[end + width] = separator
                end += width + 1
            }
            return end
        }
    }

    /// The year, month and day of a Julian day number (Richards' algorithm, for days from the year
    /// -4712 on).
    private static func civilDate(julianDay: Int) -> (year: Int, month: Int, day: Int) {
        var f = julianDay + 1_401
        if julianDay >= firstGregorianDay { f += (4 * julianDay + 274_277) / 146_097 * 3 / 4 - 38 }
        let e = 4 * f + 3
        let h = 5 * (e % 1_461 / 4) + 2
        let month = (h / 153 + 2) % 12 + 1
        return (e / 1_461 - 4_716 + (14 - month) / 12, month, h % 153 / 5 + 1)
    }
}
