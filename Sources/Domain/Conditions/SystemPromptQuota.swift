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
        var oldest: Date?
        for date in context.state.systemRequestDates where isInWindow(date, at: context.now) {
            count += 1
            if oldest.map({ date < $0 }) ?? true { oldest = date }
        }
        guard count >= limit else { return .met }
        let days = Int((window / 86_400).rounded())
        let reopens = oldest.map { $0.addingTimeInterval(window) }
        return .notMet(UnmetReason(.quotaReached(count: count, windowDays: days, reopens: reopens)))
    }

    private func isInWindow(_ date: Date, at now: Date) -> Bool {
        guard let elapsed = ElapsedTime.between(date, and: now) else { return true }
        return elapsed < window
    }
}
