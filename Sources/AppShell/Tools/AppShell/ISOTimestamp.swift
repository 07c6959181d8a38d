import Foundation

/// The strict reading of an ISO 8601 date and time the shell accepts for `--now`:
/// `YYYY-MM-DDThh:mm:ss[.fraction](Z|±hh:mm|±hhmm|±hh)`, with `T` and `Z` in either case.
///
/// An impossible date or time (February 30th, hour 24, minute or second 60 or more, a leap second)
/// is refused rather than moved to another moment.
enum ISOTimestamp {
    /// The moment `text` names, or `nil` when it is not such a timestamp or names no real moment.
    static func date(from text: String) -> Date? {
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

    /// The Julian day number of 2001-01-01, the reference date.
    private static let referenceDay = 2_451_911

    /// The Julian day number of a date as Foundation's Gregorian calendar reads it: Gregorian from
    /// 1582-10-15, Julian before (the calendar the package writes its timestamps in). Worked out by
    /// arithmetic, as a `Calendar` would first load the time zone database and ICU, which costs the
    /// command line's start-up more than all its own work.
    private static func julianDay(year: Int, month: Int, day: Int) -> Int {
        // Counted from March, so that February's length falls at the end of a counted year.
        let fromMarch = (14 - month) / 12
        let years = year + 4_800 - fromMarch
        let days = day + (153 * (month + 12 * fromMarch - 3) + 2) / 5 + 365 * years + years / 4
        let gregorian = days - years / 100 + years / 400 - 32_045
        return gregorian >= 2_299_161 ? gregorian : days - 32_083
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

        mutating func take(_ character: Character) -> Bool {
            guard index < bytes.count, let ascii = character.asciiValue, bytes[index] == ascii else { return false }
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
