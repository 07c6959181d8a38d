package import Foundation

/// How the package writes a moment for a person: ISO 8601 in UTC to the second.
package enum Timestamp {
    /// One format style for every timestamp: making one per call costs as much again.
    private static let style = Date.ISO8601FormatStyle()
    /// The moments ISO 8601's four-digit years can write, in seconds since 2001-01-01T00:00:00Z: from
    /// `Date.distantPast` (written 0001-01-01T00:00:00Z) to 9999-12-31T23:59:59Z.
    private static let writable: ClosedRange<TimeInterval> =
        Date.distantPast.timeIntervalSinceReferenceDate...252_423_993_599

    /// `date` as, for example, `2026-12-01T10:00:00Z`; fractions of a second are dropped. A date that is
    /// not finite, before `Date.distantPast` or after the year 9999, reads "an invalid date".
    package static func text(_ date: Date) -> String {
        let seconds = date.timeIntervalSinceReferenceDate.rounded(.down)
        guard writable.contains(seconds) else { return "an invalid date" }
        return style.format(Date(timeIntervalSinceReferenceDate: seconds))
    }
}
