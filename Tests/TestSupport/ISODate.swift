public import Foundation

extension Date {
    /// A date from an ISO-8601 UTC literal such as `2026-01-01T00:00:00Z`; traps on a typo in a test.
    public static func iso(_ text: String) -> Date {
        guard let date = try? Date(text, strategy: .iso8601) else {
            preconditionFailure("bad ISO-8601 literal in a test: \(text)")
        }
        return date
    }
}
