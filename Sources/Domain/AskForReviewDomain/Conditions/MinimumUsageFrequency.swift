import Foundation

/// Met when the user launched the app at least `sessionsPerWeek` times a week on average (the bound
/// included): the sessions recorded divided by the weeks since the first launch. Not met before a
/// first launch is recorded, nor while the clock is earlier than it; met from the first session when
/// no time has passed yet.
package struct MinimumUsageFrequency: EligibilityCondition {
    /// The sessions a week required, or `nil` for not configured.
    package let sessionsPerWeek: Double?

    /// Requires `sessionsPerWeek` sessions a week on average since the first launch.
    package init(sessionsPerWeek: Double?) {
        self.sessionsPerWeek = sessionsPerWeek
    }

    /// `.met` when the sessions per week since the first launch reach the minimum at `context.now`,
    /// else `.notMet` (kind `.tooFewEvents`, `.firstLaunchUnknown` or `.clockBehind`).
    package func evaluate(in context: EligibilityContext) -> ConditionResult {
        guard let required = sessionsPerWeek, required.isFinite else { return .notConfigured }
        guard let first = context.state.firstLaunchDate else {
            return .notMet(
                .timeless("first launch date is not recorded", kind: .firstLaunchUnknown))
        }
        guard let elapsed = ElapsedTime.between(first, and: context.now) else {
            return .notMet(
                .timeless(
                    "clock is earlier than the first launch (\(ISOTimestamp.text(first))); no use can be measured",
                    kind: .clockBehind))
        }
        let sessions = Double(context.state.sessions.count)
        let perWeek = elapsed > 0 ? sessions / (elapsed / 604_800) : (sessions > 0 ? .infinity : 0)
        guard perWeek < required else { return .met }
        let words =
            "\(UnmetReason.words(for: perWeek)) sessions a week since the first launch, below \(UnmetReason.words(for: required))"
        return .notMet(.timeless(words, kind: .tooFewEvents))
    }
}
