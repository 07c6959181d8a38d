public import Foundation

/// The one way the package writes and reads a moment as text: ISO 8601 in UTC, to the second, in the
/// calendar Foundation's ISO 8601 format uses (Gregorian from 1582-10-15, Julian before). Reasons,
/// reports and files word their dates with ``text(_:)``; ``date(from:)`` reads them back, and reads
/// the same form with a fraction of a second or an offset from UTC.
///
/// Worked out by arithmetic rather than by a format style or a `Calendar`: those first load the
/// device's time zone database and calendar, which costs a command-line start-up more than all its
/// own work.
public enum ISOTimestamp {
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
    public static func text(_ date: Date) -> String {
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

    /// The moment `text` names: `YYYY-MM-DDThh:mm:ss[.fraction](Z|±hh:mm|±hhmm|±hh)`, with `T` and `Z`
    /// in either case; `nil` when `text` is not such a timestamp or names no real moment (February
    /// 30th, hour 24, a minute or second of 60 or more, a leap second: refused, never moved to another
    /// moment).
    public static func date(from text: String) -> Date? {
        var scanner = DigitScanner(Array(text.utf8))
        guard let year = scanner.number(digits: 4), scanner.take("-"),
            let month = scanner.number(digits: 2), scanner.take("-"),
            let day = scanner.number(digits: 2), scanner.take("T") || scanner.take("t"),
            let hour = scanner.number(digits: 2), scanner.take(":"),
            let minute = scanner.number(digits: 2), scanner.take(":"),
            let second = scanner.number(digits: 2)
        else { return nil }
        var fraction = 0.0
        if scanner.take(".") {
            guard let digits = scanner.digitRun(), !digits.isEmpty, let value = Double("0." + digits) else {
                return nil
            }
            fraction = value
        }
        guard let offset = scanner.offsetSeconds(), scanner.isAtEnd else { return nil }
        guard (1...12).contains(month), (1...daysIn(month: month, year: year)).contains(day),
            (0...23).contains(hour), (0...59).contains(minute), (0...59).contains(second)
        else { return nil }
        let days = julianDay(year: year, month: month, day: day) - referenceDay
        let seconds = Double(days * 86_400 + hour * 3_600 + minute * 60 + second - offset)
        return Date(timeIntervalSinceReferenceDate: seconds + fraction)
    }

    /// The Julian day number of a date as Foundation's Gregorian calendar reads it: Gregorian from
    /// 1582-10-15, Julian before (the inverse of `civilDate(julianDay:)`).
    private static func julianDay(year: Int, month: Int, day: Int) -> Int {
        // Counted from March, so that February's length falls at the end of a counted year.
        let fromMarch = (14 - month) / 12
        let years = year + 4_800 - fromMarch
        let days = day + (153 * (month + 12 * fromMarch - 3) + 2) / 5 + 365 * years + years / 4
        let gregorian = days - years / 100 + years / 400 - 32_045
        return gregorian >= firstGregorianDay ? gregorian : days - 32_083
    }

    private static func daysIn(month: Int, year: Int) -> Int {
        switch month {
        case 2: (year % 4 == 0 && year % 100 != 0) || year % 400 == 0 ? 29 : 28
        case 4, 6, 9, 11: 30
        default: 31
        }
    }

    /// Reads fixed-width numbers and single characters off the front of ASCII text.
    private struct DigitScanner {
        private let bytes: [UInt8]
        private var index = 0

        init(_ bytes: [UInt8]) {
            self.bytes = bytes
        }

        var isAtEnd: Bool { index == bytes.count }

        /// Takes `character`, an ASCII one, when it comes next.
        mutating func take(_ character: Unicode.Scalar) -> Bool {
            guard index < bytes.count, bytes[index] == UInt8(ascii: character) else { return false }
            index += 1
            return true
        }

        mutating func number(digits: Int) -> Int? {
            guard index + digits <= bytes.count else { return nil }
            var value = 0
            for byte in bytes[index..<index + digits] {
                guard (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) else { return nil }
                value = value * 10 + Int(byte - UInt8(ascii: "0"))
            }
            index += digits
            return value
        }

        mutating func digitRun() -> String? {
            let start = index
            while index < bytes.count, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[index]) { index += 1 }
            return String(decoding: bytes[start..<index], as: UTF8.self)
        }

        /// `Z` or `z` (0), or `±hh`, `±hhmm`, `±hh:mm` in seconds east of UTC; `nil` when malformed.
        mutating func offsetSeconds() -> Int? {
            if take("Z") || take("z") { return 0 }
            let sign: Int
            if take("+") {
                sign = 1
            } else if take("-") {
                sign = -1
            } else {
                return nil
            }
            guard let hours = number(digits: 2), hours <= 23 else { return nil }
            var minutes = 0
            if !isAtEnd {
                _ = take(":")
                guard let value = number(digits: 2), value <= 59 else { return nil }
                minutes = value
            }
            return sign * (hours * 3_600 + minutes * 60)
        }
    }
}
