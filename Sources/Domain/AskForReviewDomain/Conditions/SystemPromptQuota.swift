public import Foundation

/// Mirrors the system's own limit: the review prompt shows at most `limit` times in any `window`
/// seconds, and the system silently swallows any request past that.
///
/// Met while fewer than `limit` logged system requests fall inside the window ending now. A logged
/// date later than now (the clock moved back) counts as inside the window, so a clock change never
/// frees a request.
public struct SystemPromptQuota: EligibilityCondition {
    /// Requests allowed per window.
    package let limit: Int
    /// The rolling window in seconds.
    package let window: TimeInterval

    /// The App Store's limit: 3 requests in any 365 days.
    public static let appStore = SystemPromptQuota(limit: 3, window: 365 * 86_400)

    /// Allows `limit` requests in any `window` seconds.
    public init(limit: Int, window: TimeInterval) {
        self.limit = limit
        self.window = window
    }

    /// The logged requests that still count against the quota at `now`, oldest first.
    package func requestsInWindow(_ dates: [Date], at now: Date) -> [Date] {
        dates.filter { date in
            guard let elapsed = ElapsedTime.between(date, and: now) else { return true }
            return elapsed < window
        }
    }

    /// `.met` while fewer than `limit` logged requests fall in the window ending at `context.now`, else
    /// `.notMet` with the date the window reopens (kind `.systemLimitReached`, clearing then).
    public func evaluate(in context: EligibilityContext) -> ConditionResult {
        // Fewer logged requests than the limit cannot reach it, whatever their dates.
        guard context.state.systemRequestDates.count >= limit else { return .met }
        let inWindow = requestsInWindow(context.state.systemRequestDates, at: context.now).sorted()
        guard inWindow.count >= limit else { return .met }
        let reached = UnmetReason.timeless(
            .systemLimit(requests: inWindow.count, window: window), kind: .systemLimitReached)
        // The window reopens when fewer than `limit` requests remain in it: when the limit-th latest leaves.
        // Only a request logged or forgotten changes the log: no event, version or app state does.
        guard limit > 0 else { return .notMet(reached) }
        let request = inWindow[inWindow.count - limit]
        let reopens = request.addingTimeInterval(window)
        guard reopens.timeIntervalSinceReferenceDate.isFinite else { return .notMet(reached) }
        let words = UnmetReason.Wording.systemLimitReopens(
            requests: inWindow.count, window: window, at: reopens, request: request)
        return .notMet(UnmetReason(words, kind: .systemLimitReached, clearsAt: reopens))
    }
}

extension SystemPromptQuota: BuiltInCondition {
    package static let policyName = "systemPromptQuota"

    /// `limit` requests (1 to 1,000) in a `window` of at least a second; a policy's own mirror of the
    /// system's limit is written the same way.
    package static let parameters: [ConditionParameter<Self>] = [
        ConditionParameter("limit", .integer(1...1_000), required: true) { .integer($0.limit) },
        ConditionParameter("window", .duration(minimum: 1), required: true) { .duration($0.window) },
    ]

    package static let examples = [SystemPromptQuota(limit: 2, window: 30 * 86_400)]

    package init?(_ arguments: ConditionArguments) {
        guard let limit = arguments.integer("limit"), let window = arguments.duration("window") else { return nil }
        self.init(limit: limit, window: window)
    }
}
