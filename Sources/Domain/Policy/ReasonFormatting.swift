import Foundation

extension Date {
    /// The date as an ISO-8601 UTC string such as `2026-12-01T10:00:00Z`, for reasons a person reads.
    public var reasonText: String {
        guard timeIntervalSinceReferenceDate.isFinite else { return "an invalid date" }
        return formatted(.iso8601)
    }
}
