import Foundation

extension Date {
    /// The date as an ISO-8601 UTC string to the second, such as `2026-12-01T10:00:00Z`, for text a
    /// person reads. Fractions of a second are dropped. Years 1583 (the first whole Gregorian year) to 9999 are formatted by integer
    /// arithmetic (no formatter, no allocation beyond the string); other finite dates by Foundation.
    public var isoText: String {
        let seconds = timeIntervalSince1970.rounded(.down)
        guard seconds.isFinite else { return "an invalid date" }
        guard seconds >= -12_212_553_600, seconds < 253_402_300_800 else { return formatted(.iso8601) }
        let total = Int(seconds)
        let days = total >= 0 ? total / 86_400 : (total - 86_399) / 86_400
        let secondOfDay = total - days * 86_400
        let (year, month, day) = Self.civilDate(daysSince1970: days)
        var text = ""
        text.reserveCapacity(20)
        Self.append(year, width: 4, to: &text)
        text.append("-")
        Self.append(month, width: 2, to: &text)
        text.append("-")
        Self.append(day, width: 2, to: &text)
        text.append("T")
        Self.append(secondOfDay / 3_600, width: 2, to: &text)
        text.append(":")
        Self.append(secondOfDay / 60 % 60, width: 2, to: &text)
        text.append(":")
        Self.append(secondOfDay % 60, width: 2, to: &text)
        text.append("Z")
        return text
    }

    /// The proleptic Gregorian year, month and day of a count of days since 1970-01-01.
    private static func civilDate(daysSince1970 days: Int) -> (year: Int, month: Int, day: Int) {
        let shifted = days + 719_468
        let era = (shifted >= 0 ? shifted : shifted - 146_096) / 146_097
        let dayOfEra = shifted - era * 146_097
        let yearOfEra = (dayOfEra - dayOfEra / 1_460 + dayOfEra / 36_524 - dayOfEra / 146_096) / 365
        let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
        let monthIndex = (5 * dayOfYear + 2) / 153
        let day = dayOfYear - (153 * monthIndex + 2) / 5 + 1
        let month = monthIndex < 10 ? monthIndex + 3 : monthIndex - 9
        return (yearOfEra + era * 400 + (month <= 2 ? 1 : 0), month, day)
    }

    private static func append(_ value: Int, width: Int, to text: inout String) {
        var digits = String(value)
        while digits.count < width { digits = "0" + digits }
        text.append(digits)
    }
}
