/// Met unless now is earlier than the latest date the state records (``ReviewState/latestDate``): a
/// clock set back never asks, whatever the policy, until it is past that date again.
package struct ClockNotBehind: EligibilityCondition {
    /// Creates the condition.
    package init() {}

    /// `.met` unless `context.now` is earlier than a date `context.state` recorded (kind `.clockBehind`).
    package func evaluate(in context: EligibilityContext) -> ConditionResult {
        guard context.state.recordsDate(after: context.now), let latest = context.state.latestDate else { return .met }
        return .notMet(
            UnmetReason(
                "clock is earlier than a recorded date (\(ISOTimestamp.text(latest))); nothing is asked until then",
                kind: .clockBehind, clearsAt: latest))
    }
}
