import AskForReview
import AskForReviewConditions

// The examples of "The conditions and exactly what they mean" that declare policies, word for word,
// where a reader pastes them: at the top of a file.

/// 10 interactions in all and, after a request, 5 more before the next.
let interactionsPolicy = ReviewPolicy(
    name: "interactions",
    conditions: [
        ReviewConditions.minimumEventCount("interaction", 10),
        ReviewConditions.minimumEventCount("interaction", 5, in: .sinceLastRequest),
    ],
    moments: [.processCompleted])

/// AppReviewKit's two call sites, each a policy over the same store: interactions count toward a
/// threshold; a significant event asks at once when the gates hold, and otherwise leaves nothing.
enum AppReviewKitPolicies {
    /// `registerInteraction`: the 20th interaction since an interaction last asked, 7 days after
    /// the install and 30 days after any request.
    static let interactions = ReviewPolicy(
        name: "interactions",
        conditions: [
            ReviewConditions.minimumTimeElapsed(sinceFirstLaunch: 7 * 86_400),
            ReviewConditions.minimumTimeElapsed(sinceLastRequest: 30 * 86_400),
            ReviewConditions.minimumEventCount("interaction", 20, in: .sinceOwnRequest),
        ],
        moments: [.processCompleted])
    /// `registerSignificantEvent`: the gates alone, asked without recording anything.
    static let significantEvents = ReviewPolicy(
        name: "significantEvents",
        conditions: [
            ReviewConditions.minimumTimeElapsed(sinceFirstLaunch: 7 * 86_400),
            ReviewConditions.minimumTimeElapsed(sinceLastRequest: 30 * 86_400),
        ],
        moments: [.processCompleted])
}

/// The pre-prompt the peers' policies below show: "Rate", "Remind me later", "No, thanks".
let peerPrePrompt = PrePrompt(
    title: "Rate this app", message: "Enjoying it?", rateButton: "Rate",
    laterButton: "Remind me later", declineButton: "No, thanks")

/// Appirater (daysUntilPrompt 1, usesUntilPrompt 2, timeBeforeReminding 3):
/// at the first use of a new version it counts days and uses again, and
/// forgets "Remind me later", a decline and a rating.
let appiraterPolicy = ReviewPolicy(
    name: "appirater",
    conditions: [
        ReviewConditions.minimumTimeElapsed(sinceFirstLaunchInCurrentVersion: 86_400),
        ReviewConditions.minimumSessions(2, in: .currentVersion),
        ReviewConditions.minimumTimeElapsed(
            sinceLast: .prePrompt(.later), 3 * 86_400, inCurrentVersionOnly: true),
        ReviewConditions.notDeclined(inCurrentVersionOnly: true),
        ReviewConditions.rateNotChosen(inCurrentVersionOnly: true),
    ],
    moments: [.processCompleted], prePrompt: peerPrePrompt, systemQuota: nil)

/// iRate's defaults (daysUntilPrompt 10, usesUntilPrompt 10,
/// eventsUntilPrompt 10, remindPeriod 1): a user who never rated keeps
/// their days, uses and events across an update, and is asked no sooner
/// than a day after it; a decline or a rating holds in every version.
let iRatePolicy = ReviewPolicy(
    name: "iRate",
    conditions: [
        ReviewConditions.minimumTimeElapsed(sinceFirstLaunch: 10 * 86_400),
        ReviewConditions.minimumTimeElapsed(sinceFirstLaunchInCurrentVersion: 86_400),
        ReviewConditions.anyOf([
            ReviewConditions.minimumSessions(10),
            ReviewConditions.minimumEventCount("significantEvent", 10),
        ]),
        ReviewConditions.minimumTimeElapsed(sinceLast: .prePrompt(.later), 86_400),
        ReviewConditions.notDeclined(),
        ReviewConditions.rateNotChosen(),
    ],
    moments: [.processCompleted], prePrompt: peerPrePrompt, systemQuota: nil)

/// iRate's defaults with promptForNewVersionIfUserRated: a user who rated
/// is asked again in a later version, every update restarting their days,
/// uses, events and "Remind me later" (a decline still holds for good).
let iRateNewVersionPolicy = ReviewPolicy(
    name: "iRate, new version",
    conditions: [
        ReviewConditions.anyOf([
            ReviewConditions.allOf([
                ReviewConditions.rateNotChosen(),
                ReviewConditions.minimumTimeElapsed(sinceFirstLaunch: 10 * 86_400),
                ReviewConditions.minimumTimeElapsed(sinceFirstLaunchInCurrentVersion: 86_400),
                ReviewConditions.anyOf([
                    ReviewConditions.minimumSessions(10),
                    ReviewConditions.minimumEventCount("significantEvent", 10),
                ]),
                ReviewConditions.minimumTimeElapsed(sinceLast: .prePrompt(.later), 86_400),
            ]),
            ReviewConditions.allOf([
                ReviewConditions.rateNotChosen(inCurrentVersionOnly: true),
                ReviewConditions.minimumTimeElapsed(sinceFirstLaunchInCurrentVersion: 10 * 86_400),
                ReviewConditions.anyOf([
                    ReviewConditions.minimumSessions(10, in: .currentVersion),
                    ReviewConditions.minimumEventCount("significantEvent", 10, in: .currentVersion),
                ]),
                ReviewConditions.minimumTimeElapsed(
                    sinceLast: .prePrompt(.later), 86_400, inCurrentVersionOnly: true),
            ]),
        ]),
        ReviewConditions.notDeclined(),
    ],
    moments: [.processCompleted], prePrompt: peerPrePrompt, systemQuota: nil)

/// Android-Rate's defaults (installDate 10, launchTimes 10, remindInterval
/// 1): "Rate now" and "No, thanks" both end the prompt, "Later" holds it a
/// day, and an update changes nothing.
let androidRatePolicy = ReviewPolicy(
    name: "androidRate",
    conditions: [
        ReviewConditions.minimumTimeElapsed(sinceFirstLaunch: 10 * 86_400),
        ReviewConditions.minimumSessions(10),
        ReviewConditions.minimumTimeElapsed(sinceLast: .prePrompt(.later), 86_400),
        ReviewConditions.notDeclined(),
        ReviewConditions.rateNotChosen(),
    ],
    moments: [.processCompleted], prePrompt: peerPrePrompt, systemQuota: nil)

/// Android-Rate's clearAgreeShowDialog(): the user's "Rate now" and "No,
/// thanks" forgotten, every count and date kept.
@MainActor
func clearAgreeShowDialog(_ usecase: any AskForReviewUsecase) throws {
    try usecase.forgetUserChoice(.prePrompt(.decline))
    try usecase.forgetUserChoice(.rate)
}

/// iRate's usesPerWeekForPrompt 4 with daysUntilPrompt 10: the uses per
/// week since its first-use date, which an update moves to at most 9 days
/// before it (and, for a user who rated, to the update itself).
let iRateFrequency: any EligibilityCondition = ReviewConditions.minimumUsageFrequency(
    sessionsPerWeek: 4, sinceUpdateAtMost: 9 * 86_400)

/// SwiftRater with resetWhenAppUpdated (usesUntilPrompt 3,
/// daysBeforeReminding 2, conditionsMetMode .any: under the default .all,
/// the criteria left unset never hold, and it never prompts): an update
/// forgets the counts, the rating, the decline and "Remind me later".
let swiftRaterPolicy = ReviewPolicy(
    name: "swiftRater",
    conditions: [
        ReviewConditions.minimumSessions(3, in: .currentVersion),
        ReviewConditions.minimumTimeElapsed(
            sinceLast: .prePrompt(.later), 2 * 86_400, inCurrentVersionOnly: true),
        ReviewConditions.notDeclined(inCurrentVersionOnly: true),
        ReviewConditions.rateNotChosen(inCurrentVersionOnly: true),
    ],
    moments: [.processCompleted], prePrompt: peerPrePrompt, systemQuota: nil)

/// Armchair with tracksNewVersions and shouldPromptIfRated false
/// (daysUntilPrompt 1, usesUntilPrompt 2, daysBeforeReminding 3): it asks
/// once the uses are more than usesUntilPrompt; at the first use of a new
/// version it counts days and uses again and forgets "Remind me later" and
/// a decline; a rating of any version holds in all.
let armchairPolicy = ReviewPolicy(
    name: "armchair",
    conditions: [
        ReviewConditions.minimumTimeElapsed(sinceFirstLaunchInCurrentVersion: 86_400),
        ReviewConditions.minimumSessions(3, in: .currentVersion),
        ReviewConditions.minimumTimeElapsed(
            sinceLast: .prePrompt(.later), 3 * 86_400, inCurrentVersionOnly: true),
        ReviewConditions.notDeclined(inCurrentVersionOnly: true),
        ReviewConditions.rateNotChosen(),
    ],
    moments: [.processCompleted], prePrompt: peerPrePrompt, systemQuota: nil)

/// RateThisApp's Config(7, 10): asked at the 10th launch or 7 days after
/// the first, whichever comes first; "Rate now" and "No, thanks" end the
/// prompt for good; after "Later" it waits 7 days (RateThisApp also asks
/// after 10 more launches: no count here restarts at a choice).
let rateThisAppPolicy = ReviewPolicy(
    name: "rateThisApp",
    conditions: [
        ReviewConditions.anyOf([
            ReviewConditions.minimumSessions(10),
            ReviewConditions.minimumTimeElapsed(sinceFirstLaunch: 7 * 86_400),
        ]),
        ReviewConditions.minimumTimeElapsed(sinceLast: .prePrompt(.later), 7 * 86_400),
        ReviewConditions.notDeclined(),
        ReviewConditions.rateNotChosen(),
    ],
    moments: [.processCompleted], prePrompt: peerPrePrompt, systemQuota: nil)

/// Rate my app's defaults (minDays 7, minLaunches 10, remindDays 7,
/// remindLaunches 10): asked 7 days after the first launch once it had 10
/// launches; "Rate" and "No thanks" end the prompt for good; "Maybe later"
/// waits 7 more days (Rate my app also takes 10 off its launch count).
let rateMyAppPolicy = ReviewPolicy(
    name: "rateMyApp",
    conditions: [
        ReviewConditions.minimumTimeElapsed(sinceFirstLaunch: 7 * 86_400),
        ReviewConditions.minimumSessions(10),
        ReviewConditions.minimumTimeElapsed(sinceLast: .prePrompt(.later), 7 * 86_400),
        ReviewConditions.notDeclined(),
        ReviewConditions.rateNotChosen(),
    ],
    moments: [.processCompleted], prePrompt: peerPrePrompt, systemQuota: nil)

/// ReviewKit's defaults (scoreThreshold 100, averageScoreThreshold 75 over
/// 3 sessions, scoreBounds ±200, initialRequestTimeout 2 sessions and 4
/// days, badSessionTimeout 2 sessions or 2 days, disabledForBadSession):
/// its bounds are strict, so each is one more here.
let reviewKitPolicy = ReviewPolicy(
    name: "reviewKit",
    conditions: [
        ReviewConditions.minimumSessionScore(atLeast: 101),
        ReviewConditions.minimumAverageSessionScore(atLeast: 75, overEarlierSessions: 3),
        ReviewConditions.minimumSessions(3),
        ReviewConditions.minimumTimeElapsed(sinceFirstLaunch: 4 * 86_400 + 1),
        ReviewConditions.anyOf([
            ReviewConditions.quietAfterBadExperience(sessions: 2),
            ReviewConditions.quietAfterBadExperience(seconds: 2 * 86_400 + 1),
        ]),
        ReviewConditions.minimumSessions(5, in: .sinceLastRequest),
        ReviewConditions.minimumTimeElapsed(sinceLastRequest: 8 * 7 * 86_400 + 1),
    ],
    moments: [.processCompleted], systemQuota: nil, sessionScoreBounds: -200...200)

/// ken0nek's ReviewKit's two triggers, each a policy over the same store: a
/// value moment (2 since the last prompt, 5 launches) and a launch (20),
/// each a day after the first use and 120 days after the last prompt.
enum ReviewKitTriggers {
    /// `commitToPromptIfEligible(trigger: .valueMoment)`, after a value moment.
    static let valueMoment = ReviewPolicy(
        name: "valueMoment",
        conditions: [
            ReviewConditions.minimumEventCount("valueMoment", 2),
            ReviewConditions.minimumEventCount("valueMoment", 2, in: .sinceLastRequest),
            ReviewConditions.minimumSessions(5),
            ReviewConditions.minimumTimeElapsed(sinceFirstLaunch: 86_400),
            ReviewConditions.minimumTimeElapsed(sinceLastRequest: 120 * 86_400),
        ],
        moments: [.processCompleted], systemQuota: nil)
    /// `commitToPromptIfEligible(trigger: .launchFallback)`, after a launch.
    static let launchFallback = ReviewPolicy(
        name: "launchFallback",
        conditions: [
            ReviewConditions.minimumSessions(20),
            ReviewConditions.minimumTimeElapsed(sinceFirstLaunch: 86_400),
            ReviewConditions.minimumTimeElapsed(sinceLastRequest: 120 * 86_400),
        ],
        moments: [.processCompleted], systemQuota: nil)
}
