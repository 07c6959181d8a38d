public import AskForReviewDomain
public import Foundation

/// The package's built-in eligibility conditions, one function each; a policy lists them, beside a
/// team's own conditions, in `ReviewPolicy`'s `conditions`.
///
/// A condition given `nil` for its bound is not configured: it neither holds a user back nor counts
/// as met (see `ConditionResult.notConfigured`). Durations are seconds. What each condition means,
/// side by side with the established libraries' rules, is in <doc:ConditionMeanings>.
public enum ReviewConditions {
    /// Met when every configured condition of `conditions` is met; an unmet result carries every
    /// unmet condition's reasons, in order. Not configured when none is configured.
    public static func allOf(_ conditions: [any EligibilityCondition]) -> some EligibilityCondition {
        AllOf(conditions)
    }

    /// Met when at least one configured condition of `conditions` is met; otherwise one reason lists
    /// the conditions' reasons as alternatives ("none of: a; b"). Not configured when none is.
    public static func anyOf(_ conditions: [any EligibilityCondition]) -> some EligibilityCondition {
        AnyOf(conditions)
    }

    /// Met when `event` happened at least `minimum` times in `span` (the bound included; since the
    /// last request, a user never asked meets it); unmet reads "3 of 5 `noun`", the event's name by
    /// default, with kind `UnmetReason.Kind.tooFewEvents`.
    public static func minimumEventCount(
        _ event: EventName, _ minimum: Int?, in span: CountSpan = .allTime, noun: String? = nil
    ) -> some EligibilityCondition {
        MinimumEventCount(event, minimum, in: span, noun: noun)
    }

    /// Met after `minimum` completed processes (`EventName.processCompleted`, which the use case
    /// records for `ProcessOutcome.completed`); unmet reads "3 of 4 `noun`".
    public static func completedProcesses(
        _ minimum: Int?, noun: String = "completed processes"
    ) -> some EligibilityCondition {
        MinimumEventCount.completedProcesses(minimum, noun: noun)
    }

    /// Met after `minimum` sessions (launches) in `span`, the current session counted in each; since
    /// the last request, a user never asked meets it.
    public static func minimumSessions(_ minimum: Int?, in span: CountSpan = .allTime) -> some EligibilityCondition {
        MinimumSessions(minimum, in: span)
    }

    /// Met while the current session's score is at least `minimum`: its events' weights added up,
    /// clamped after each event into the policy's `sessionScoreBounds` (unmet kind `.scoreTooLow`).
    public static func minimumSessionScore(atLeast minimum: Double?) -> some EligibilityCondition {
        MinimumSessionScore(atLeast: minimum)
    }

    /// Met while the average score of the latest `sessions` sessions before the current one (clamped
    /// into 1...20; fewer when fewer exist) is at least `minimum`; not met before any earlier session.
    public static func minimumAverageSessionScore(
        atLeast minimum: Double?, overEarlierSessions sessions: Int
    ) -> some EligibilityCondition {
        MinimumAverageSessionScore(atLeast: minimum, overEarlierSessions: sessions)
    }

    /// Met when `event`'s weights added up, clamped into `bounds` when given, are at least `minimum`.
    public static func minimumWeightedTotal(
        _ event: EventName, atLeast minimum: Double?, clampedTo bounds: ClosedRange<Double>? = nil
    ) -> some EligibilityCondition {
        MinimumWeightedTotal(event, atLeast: minimum, clampedTo: bounds)
    }

    /// Met once `seconds` have passed since the first launch (the bound included); not met before a
    /// first launch is recorded, nor while the clock reads earlier than it.
    public static func minimumTimeElapsed(sinceFirstLaunch seconds: TimeInterval?) -> some EligibilityCondition {
        MinimumTimeElapsed.sinceFirstLaunch(seconds: seconds)
    }

    /// Met once `seconds` have passed since the first launch at the app's current version ("days since
    /// first use of this version"); not met before such a launch is recorded.
    public static func minimumTimeElapsed(
        sinceFirstLaunchInCurrentVersion seconds: TimeInterval?
    ) -> some EligibilityCondition {
        MinimumTimeElapsed.sinceFirstLaunchInCurrentVersion(seconds: seconds)
    }

    /// Met once `seconds` have passed since the last request; a user never asked meets it.
    public static func minimumTimeElapsed(sinceLastRequest seconds: TimeInterval?) -> some EligibilityCondition {
        MinimumTimeElapsed.sinceLastRequest(seconds: seconds)
    }

    /// Met once `seconds` have passed since the user last made `choice` (the bound included); met
    /// when they never made it. With `UserChoice.prePrompt(_:)` of `PrePromptAnswer.later`, the
    /// time a "Maybe Later" holds the user back, counted from the tap; unmet reads "asks again from …
    /// (3 days after the `noun`)", kind `UnmetReason.Kind.waitsForTime`. With `inCurrentVersionOnly`,
    /// a new version forgets the choice: it holds the user back only while the app is at the version
    /// they last made it in (a "Remind me later" forgotten at the first use of a new version); a
    /// choice whose version is not known holds the user back in every version.
    public static func minimumTimeElapsed(
        sinceLast choice: UserChoice, _ seconds: TimeInterval?, noun: String = "user's last choice",
        inCurrentVersionOnly: Bool = false
    ) -> some EligibilityCondition {
        MinimumTimeSinceChoice(choice: choice, seconds: seconds, noun: noun, inCurrentVersionOnly: inCurrentVersionOnly)
    }

    /// Met once `seconds` have passed since `event` last happened (the bound included), and when it
    /// never happened: no ask right after a moment a team marks as a bad one to interrupt (an error, a
    /// cancelled purchase). Unmet reads "asks again from … (2 hours after the last `noun`)", the
    /// event's name by default, kind `UnmetReason.Kind.waitsForTime`. A policy file names it
    /// `minimumTimeSinceEvent` (`since`: the event, `duration`, optional `noun`).
    public static func minimumTimeElapsed(
        sinceLastEvent event: EventName, _ seconds: TimeInterval?, noun: String? = nil
    ) -> some EligibilityCondition {
        MinimumTimeSinceEvent(event, seconds: seconds, noun: noun)
    }

    /// Met while the sessions recorded divided by the weeks since the first launch are at least
    /// `sessionsPerWeek`; met from the first session when no time has passed yet, not met before a
    /// first launch is recorded. With `sinceUpdateAtMost` (seconds, 0 or more), an update moves the
    /// start as a usage count that survives updates moves it: after the first launch of a new version
    /// the weeks count from no earlier than `sinceUpdateAtMost` before that launch, every session
    /// still counted; a user who chose to rate before that launch starts again from it, counting only
    /// the new version's sessions.
    public static func minimumUsageFrequency(
        sessionsPerWeek: Double?, sinceUpdateAtMost: TimeInterval? = nil
    ) -> some EligibilityCondition {
        MinimumUsageFrequency(sessionsPerWeek: sessionsPerWeek, sinceUpdateAtMost: sinceUpdateAtMost.map { max(0, $0) })
    }

    /// Met once the last bad experience of a session before the current one is at least `seconds` old
    /// and at least `sessions` sessions started since that session, each bound only when given; met
    /// when no earlier session had a bad experience. The session a bad experience happened in is the
    /// policy's `asksAfterBadExperienceInSession`.
    public static func quietAfterBadExperience(
        seconds: TimeInterval? = nil, sessions: Int? = nil
    ) -> some EligibilityCondition {
        QuietAfterBadExperience(seconds: seconds, sessions: sessions)
    }

    /// Met until the user chooses to rate; with `inCurrentVersionOnly`, met again from the next
    /// version. A choice whose version is not known holds the user back in every version.
    public static func rateNotChosen(inCurrentVersionOnly: Bool = false) -> some EligibilityCondition {
        RateNotChosen(inCurrentVersionOnly: inCurrentVersionOnly)
    }

    /// Met when `event` happened at least `minimum` times in the last `days` days (today and the
    /// `days − 1` days before it, in UTC; 1 to 31): older occurrences expire.
    public static func minimumEventCount(_ event: EventName, _ minimum: Int, inLastDays days: Int)
        -> some EligibilityCondition
    {
        MinimumRecentEventCount(event, minimum, inLastDays: days)
    }

    /// Met when the weights of `event` add up to at least `minimum` over the last `days` days (as
    /// ``minimumEventCount(_:_:inLastDays:)`` counts them): older occurrences expire.
    public static func minimumWeightedTotal(_ event: EventName, atLeast minimum: Double, inLastDays days: Int)
        -> some EligibilityCondition
    {
        MinimumRecentWeightedTotal(event, atLeast: minimum, inLastDays: days)
    }

    /// Met until the user answers a pre-prompt "No Thanks"; with `inCurrentVersionOnly`, met again
    /// from the next version. A decline whose version is not known holds the user back in every
    /// version.
    public static func notDeclined(inCurrentVersionOnly: Bool = false) -> some EligibilityCondition {
        NotDeclined(inCurrentVersionOnly: inCurrentVersionOnly)
    }

    /// Met while the user was not yet asked at the app's current version; not met when the current
    /// version is unknown, since the rule cannot be kept without it.
    public static func versionNotYetPrompted() -> some EligibilityCondition {
        VersionNotYetPrompted()
    }

    /// Met while the app says a user is signed in (`AppState.isSignedIn`).
    public static func signedIn() -> some EligibilityCondition {
        SignedIn()
    }

    /// Met while the app says it is in the foreground (`AppState.isInForeground`).
    public static func inForeground() -> some EligibilityCondition {
        InForeground()
    }
}
