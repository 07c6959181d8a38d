import Foundation

/// How the package writes a moment for a person: ISO 8601 in UTC to the second.
public enum Timestamp {
    /// One format style for every timestamp: making one per call costs as much again.
    private static let style = Date.ISO8601FormatStyle()

    /// `date` as, for example, `2026-12-01T10:00:00Z`; fractions of a second are dropped. A date that is
    /// not finite reads "an invalid date".
    public static func text(_ date: Date) -> String {
        guard date.timeIntervalSinceReferenceDate.isFinite else { return "an invalid date" }
        return style.format(Date(timeIntervalSinceReferenceDate: date.timeIntervalSinceReferenceDate.rounded(.down)))
    }
}
