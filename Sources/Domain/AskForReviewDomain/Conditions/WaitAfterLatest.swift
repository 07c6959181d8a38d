import Foundation

/// What a rule that waits a time after the latest of something (a choice, an event) finds: met once
/// `seconds` have passed since `latest` (the bound included), else unmet until then, saying so as
/// "asks again from … (`seconds` after the `noun`)". While the clock reads earlier than `latest`, no
/// time counts as passed.
enum WaitAfterLatest {
    /// The result at `now` of waiting `seconds` after `latest`, the reason naming it `noun`.
    static func result(latest: Date, seconds: TimeInterval, after noun: String, now: Date) -> ConditionResult {
        let asksFrom = latest.addingTimeInterval(seconds)
        guard (ElapsedTime.between(latest, and: now) ?? 0) < seconds else { return .met }
        return .notMet(
            UnmetReason(
                .waitsForTime(again: true, from: asksFrom, seconds: seconds, after: noun), kind: .waitsForTime,
                clearsAt: asksFrom))
    }
}
