package import Foundation

/// Safe interval arithmetic on stored dates.
package enum ElapsedTime {
    /// Seconds from `earlier` to `later`, or `nil` when `later` is before `earlier` (the clock moved
    /// back, or a stored date lies in the future) or either date is not finite. Never negative.
    package static func between(_ earlier: Date, and later: Date) -> TimeInterval? {
        let seconds = later.timeIntervalSince(earlier)
        guard seconds.isFinite, seconds >= 0 else { return nil }
        return seconds
    }
}
