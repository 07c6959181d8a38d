import Foundation

/// Mirrors the system's own limit: the review prompt shows at most `limit` times in any `window`
/// seconds, and the system silently swallows any request past that.
///
/// Met while fewer than `limit` logged system requests fall inside the window ending now. A logged
/// date later than now (the clock moved back) counts as inside the window, so a clock change never
/// frees a request.
public struct SystemPromptQuota: EligibilityCondition {
    /// Requests allowed per window.
    public let limit: Int
    /// The rolling window in seconds.
    public let window: TimeInterval

    /// The App Store's limit: 3 requests in any 365 days.
    public static let appStore = SystemPromptQuota(limit: 3, window: 365 * 86_400)

    /// Allows `limit` requests in any `window` seconds.
    public init(limit: Int, window: TimeInterval) {
        self.limit = limit
        self.window = window
    }

    /// The logged requests that still count against the quota at `now`, oldest first.
    public func requestsInWindow(_ dates: [Date], at now: Date) -> [Date] {
        dates.filter { isInWindow($0, at: now) }
    }

    /// See ``EligibilityCondition/evaluate(in:)``.
    public func evaluate(in context: EligibilityContext) -> ConditionResult {
        // Fewer logged requests than the limit cannot reach it, whatever their dates.
        guard context.state.systemRequestDates.count >= limit else { return .met }
        var count = 0
        var firstLeaving = TimeInterval.infinity
        for date in context.state.systemRequestDates where isInWindow(date, at: context.now) {
            count += 1
            firstLeaving = min(firstLeaving, leaving(date))
        }
        guard count >= limit else { return .met }
        // The window reopens when fewer than `limit` requests remain in it: when the `limit`-th latest
        // leaves, which is the first to leave unless more than `limit` were logged.
        let reopening = count == limit ? firstLeaving : limitthLatestLeaving(at: context)
        let reopens = reopening.isFinite ? Date(timeIntervalSinceReferenceDate: reopening) : nil
        return .notMet(UnmetReason(.quotaReached(count: count, window: window, reopens: reopens)))
    }

    /// When a logged request leaves the window, in seconds since the reference date; infinity when its
    /// date is not finite (it never leaves).
    private func leaving(_ date: Date) -> TimeInterval {
        let leaves = date.timeIntervalSinceReferenceDate + window
        return leaves.isFinite ? leaves : .infinity
    }

    /// When the `limit`-th latest request in the window leaves; infinity when no limit can be met.
    private func limitthLatestLeaving(at context: EligibilityContext) -> TimeInterval {
        guard limit > 0 else { return .infinity }
        let leavings = requestsInWindow(context.state.systemRequestDates, at: context.now).map(leaving).sorted()
        return leavings[leavings.count - limit]
    }

    private func isInWindow(_ date: Date, at now: Date) -> Bool {
        guard let elapsed = ElapsedTime.between(date, and: now) else { return true }
        return elapsed < window
    }
}
