package import Foundation

/// Met when the user launched the app at least `sessionsPerWeek` times a week on average (the bound
/// included): the sessions recorded divided by the weeks since the first launch. Not met before a
/// first launch is recorded, nor while the clock is earlier than it; met from the first session when
/// no time has passed yet.
///
/// With `sinceUpdateAtMost`, an update moves the start as a usage count that survives updates does:
/// after the first launch of a new version, the weeks are counted from no earlier than
/// `sinceUpdateAtMost` seconds before that launch, every session still counted; a user who chose to
/// rate before that launch starts again from it, with only the new version's sessions.
package struct MinimumUsageFrequency: EligibilityCondition {
    /// The sessions a week required, or `nil` for not configured.
    package let sessionsPerWeek: Double?
    /// How long before the latest update's first launch the weeks may start, in seconds, or `nil`
    /// when they always start at the first launch.
    package let sinceUpdateAtMost: TimeInterval?

    /// Requires `sessionsPerWeek` sessions a week on average since the first launch, moved by an
    /// update when `sinceUpdateAtMost` is given.
    package init(sessionsPerWeek: Double?, sinceUpdateAtMost: TimeInterval? = nil) {
        self.sessionsPerWeek = sessionsPerWeek
        self.sinceUpdateAtMost = sinceUpdateAtMost
    }

    /// `.met` when the sessions per week since the start reach the minimum at `context.now`, else
    /// `.notMet` (kind `.tooFewEvents`, `.firstLaunchUnknown` or `.clockBehind`).
    package func evaluate(in context: EligibilityContext) -> ConditionResult {
        guard let required = sessionsPerWeek, required.isFinite else { return .notConfigured }
        guard let first = context.state.firstLaunchDate else {
            return .notMet(
                .timeless("first launch date is not recorded", kind: .firstLaunchUnknown))
        }
        guard ElapsedTime.between(first, and: context.now) != nil else {
            return .notMet(
                UnmetReason(
                    "clock is earlier than the first launch (\(ISOTimestamp.text(first))); no use can be measured",
                    kind: .clockBehind, clearsAt: first))
        }
        let (start, sessionCount) = measured(from: first, in: context.state)
        // The update's launch is later than the clock only when the clock was set back; another launch
        // may move the start again, so the reason promises nothing of what clears it.
        guard let elapsed = ElapsedTime.between(start, and: context.now) else {
            return .notMet(
                UnmetReason(
                    "clock is earlier than the update (\(ISOTimestamp.text(start))); no use can be measured",
                    kind: .tooFewEvents, clearsAt: start))
        }
        let sessions = Double(sessionCount)
        let perWeek = elapsed > 0 ? sessions / (elapsed / 604_800) : (sessions > 0 ? .infinity : 0)
        guard perWeek < required else { return .met }
        let since = start == first ? "the first launch" : ISOTimestamp.text(start)
        let words =
            "\(UnmetReason.words(for: perWeek)) sessions a week since \(since), below \(UnmetReason.words(for: required))"
        return .notMet(.timeless(words, kind: .tooFewEvents))
    }

    /// When the weeks start and how many sessions count, for a first launch at `first`.
    private func measured(from first: Date, in state: ReviewState) -> (start: Date, sessions: Int) {
        let sessions = state.sessions
        guard let window = sinceUpdateAtMost, window.isFinite, let update = sessions.firstLaunchInVersionDate,
            update > first
        else { return (first, sessions.count) }
        let rate = state.facts(of: .rate)
        if rate.count > 0, (rate.firstDate ?? .distantPast) < update { return (update, sessions.countInVersion) }
        return (max(first, update.addingTimeInterval(-window)), sessions.count)
    }
}

extension MinimumUsageFrequency: BuiltInCondition {
    package static let policyName = "minimumUsageFrequency"

    package static let parameters: [ConditionParameter<Self>] = [
        ConditionParameter("sessionsPerWeek", .number(0...10_000), required: true) { .number($0.sessionsPerWeek ?? 0) },
        ConditionParameter("sinceUpdateAtMost", .duration(minimum: 0), required: false) { condition in
            condition.sinceUpdateAtMost.map { .duration($0) }
        },
    ]

    package static let examples = [
        MinimumUsageFrequency(sessionsPerWeek: 2.5),
        MinimumUsageFrequency(sessionsPerWeek: 4, sinceUpdateAtMost: 9 * 86_400),
    ]

    package init?(_ arguments: ConditionArguments) {
        guard let rate = arguments.number("sessionsPerWeek") else { return nil }
        self.init(sessionsPerWeek: rate, sinceUpdateAtMost: arguments.duration("sinceUpdateAtMost"))
    }
}
