import AskForReviewDomain
package import Foundation

/// Reads an export's time written as text (``ExportFormat/TimeForm/iso8601`` and
/// ``ExportFormat/TimeForm/utcText``): straight from its bytes when it is in a common form, else
/// through the text, the two giving the same `Date` (a test compares them on random times of every
/// vendor's forms, valid and not). Working the text out with Foundation's string functions cost
/// Amplitude's and PostHog's exports 55,000 instructions a line (callgrind), six sevenths of a replay.
package enum ExportTime {
    /// The time `text` writes in `form`, or `nil` when it is not one: the reading every form the
    /// reference documents is defined by.
    package static func date(text: String, form: ExportFormat.TimeForm) -> Date? {
        switch form {
        case .iso8601: ISOTimestamp.date(from: text) ?? ISOTimestamp.date(from: ExportFormat.isoSpelled(text))
        case .utcText: ExportFormat.utcDate(text)
        case .seconds, .milliseconds, .microseconds: nil
        }
    }

    /// The time `bytes` write in `form`, when they are in a common form: `2024-05-01` then `T` (or a
    /// space), `10:00:00`, up to 15 digits of a second's fraction, then for ``ExportFormat/TimeForm/utcText``
    /// nothing, ` UTC`, `Z` or an offset (`+02:00`, `+02`), and for ``ExportFormat/TimeForm/iso8601``
    /// `Z` or an offset; a year from 1970 to 2099. `nil` for anything else, which
    /// ``date(text:form:)`` then reads (or refuses): this never reads a time the text reading refuses,
    /// nor another time than it reads.
    package static func date(bytes: UnsafeBufferPointer<UInt8>, form: ExportFormat.TimeForm) -> Date? {
        guard form == .iso8601 || form == .utcText, bytes.count >= 19 else { return nil }
        let separator = bytes[10]
        let (century, yearOfCentury) = (digits(bytes, 0), digits(bytes, 2))
        let year = century * 100 + yearOfCentury
        let (month, day) = (digits(bytes, 5), digits(bytes, 8))
        let (hour, minute, second) = (digits(bytes, 11), digits(bytes, 14), digits(bytes, 17))
        // A pair that is not two digits is negative, so out of every range below.
        guard bytes[4] == UInt8(ascii: "-"), bytes[7] == UInt8(ascii: "-"),
            separator == UInt8(ascii: "T") || separator == UInt8(ascii: " "), bytes[13] == UInt8(ascii: ":"),
            bytes[16] == UInt8(ascii: ":"), century >= 0, yearOfCentury >= 0,
            (1970...2099).contains(year), (1...12).contains(month),
            (1...daysIn(month: month, year: year)).contains(day), (0...23).contains(hour),
            (0...59).contains(minute), (0...59).contains(second)
        else { return nil }
        var index = 19
        var fraction = 0.0
        if index < bytes.count, bytes[index] == UInt8(ascii: ".") {
            let start = index + 1
            var end = start
            var value = 0
            while end < bytes.count, end - start < 16, bytes[end] &- UInt8(ascii: "0") < 10 {
                value = value * 10 + Int(bytes[end] &- UInt8(ascii: "0"))
                end += 1
            }
            // Up to 15 digits, the fraction is their number over a power of ten, both exact in a Double:
            // rounded once, as the text's reading rounds "0." and its digits.
            guard end > start, end - start <= 15 else { return nil }
            fraction = Double(value) / powersOfTen[end - start]
            index = end
        }
        guard let offset = offset(in: bytes, from: index, form: form) else { return nil }
        let days = daysSince1970(year: year, month: month, day: day) - daysFrom1970To2001
        let seconds = Double(days * 86_400 + hour * 3_600 + minute * 60 + second - offset)
        return Date(timeIntervalSinceReferenceDate: seconds + fraction)
    }

    /// The number the two digits at `index` of `bytes` write, or a negative number when they are
    /// not two digits (worked out in a line: a loop over a time's digits was a third of its reading).
    @inline(__always)
    private static func digits(_ bytes: UnsafeBufferPointer<UInt8>, _ index: Int) -> Int {
        let tens = bytes[index] &- UInt8(ascii: "0")
        let units = bytes[index + 1] &- UInt8(ascii: "0")
        return tens < 10 && units < 10 ? Int(tens) * 10 + Int(units) : -1
    }

    /// The offset in seconds the bytes from `index` on write, when they end the time as `form`
    /// writes it: for ``ExportFormat/TimeForm/utcText`` nothing or ` UTC` (0), and for both forms `Z`,
    /// `+HH:MM`, `-HH:MM`, `+HH` or `-HH`; else `nil`.
    private static func offset(in bytes: UnsafeBufferPointer<UInt8>, from index: Int, form: ExportFormat.TimeForm)
        -> Int?
    {
        let rest = bytes.count - index
        if form == .utcText {
            if rest == 0 { return 0 }
            if rest == 4, bytes[index] == UInt8(ascii: " "), bytes[index + 1] == UInt8(ascii: "U"),
                bytes[index + 2] == UInt8(ascii: "T"), bytes[index + 3] == UInt8(ascii: "C")
            {
                return 0
            }
        }
        if rest == 1, bytes[index] == UInt8(ascii: "Z") { return 0 }
        guard rest == 3 || rest == 6 else { return nil }
        let sign = bytes[index]
        guard sign == UInt8(ascii: "+") || sign == UInt8(ascii: "-") else { return nil }
        let hours = digits(bytes, index + 1)
        var minutes = 0
        if rest == 6 {
            guard bytes[index + 3] == UInt8(ascii: ":") else { return nil }
            minutes = digits(bytes, index + 4)
        }
        guard (0...23).contains(hours), (0...59).contains(minutes) else { return nil }
        return (sign == UInt8(ascii: "+") ? 1 : -1) * (hours * 3_600 + minutes * 60)
    }

    /// 10 to the power of each count of digits, exact.
    private static let powersOfTen: [Double] = (0...15).map { pow(10, Double($0)) }

    /// The days from 1970-01-01 to 2001-01-01, the reference date.
    static let daysFrom1970To2001 = 11_323

    /// The days from 1970-01-01 to the date given in the proleptic Gregorian calendar (before 1970:
    /// negative), counted in 400-year eras from March.
    static func daysSince1970(year: Int, month: Int, day: Int) -> Int {
        let shifted = month <= 2 ? year - 1 : year
        let era = (shifted >= 0 ? shifted : shifted - 399) / 400
        let yearOfEra = shifted - era * 400
        let dayOfYear = (153 * (month > 2 ? month - 3 : month + 9) + 2) / 5 + day - 1
        let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
        return era * 146_097 + dayOfEra - 719_468
    }

    /// The days of `month` (1 to 12) in `year` of the Gregorian calendar.
    static func daysIn(month: Int, year: Int) -> Int {
        switch month {
        case 2: (year % 4 == 0 && year % 100 != 0) || year % 400 == 0 ? 29 : 28
        case 4, 6, 9, 11: 30
        default: 31
        }
    }
}
