package import Foundation

/// Met once at least `seconds` have passed since the user last made a choice (the bound included);
/// met when they never made it. While the clock reads earlier than the choice, no time counts as
/// passed.
package struct MinimumTimeSinceChoice: EligibilityCondition {
    /// The choice the interval counts from.
    package let choice: UserChoice
    /// The required interval in seconds, or `nil` for not configured.
    package let seconds: TimeInterval?
    /// What the reason calls the choice: "(3 days after the `noun`)".
    package let noun: String

    /// What the reason calls the choice unless told otherwise (as
    /// `ReviewConditions.minimumTimeElapsed(sinceLast:_:noun:)` does).
    package static let defaultNoun = "user's last choice"

    package init(choice: UserChoice, seconds: TimeInterval?, noun: String = defaultNoun) {
        self.choice = choice
        self.seconds = seconds
        self.noun = noun
    }

    /// `.met` once `seconds` have passed since the latest `choice` in `context.state`, or when there
    /// is none; else `.notMet` with the date it asks from (kind `.waitsForTime`, clearing then).
    package func evaluate(in context: EligibilityContext) -> ConditionResult {
        guard let seconds, seconds.isFinite else { return .notConfigured }
        guard let last = context.state.facts(of: choice).lastDate else { return .met }
        let asksFrom = last.addingTimeInterval(seconds)
        guard (ElapsedTime.between(last, and: context.now) ?? 0) < seconds else { return .met }
        // Only a reset moves the latest choice earlier; another choice moves it later.
        return .notMet(
            UnmetReason(
                .waitsForTime(again: true, from: asksFrom, seconds: seconds, after: noun), kind: .waitsForTime,
                clearsAt: asksFrom))
    }
}
