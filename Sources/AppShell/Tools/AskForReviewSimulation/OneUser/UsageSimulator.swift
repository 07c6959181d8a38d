public import AskForReviewDomain
public import Foundation

/// Replays a synthetic user day by day through the real policy: its decisions, and the state changes
/// the use case makes (the same `ReviewTransition`), on a state held in memory with a simulated clock. No store, no lock, no actor: runs anywhere, many at once.
///
/// Each day: `launchesPerDay` launches from 09:00 (fractions accumulate across days), each followed,
/// for policies with a periodic check, by eleven checks, one every `periodicCheckInterval` seconds (60
/// when unset); then `completionsPerDay` completed processes from 15:00. A user asked on the completion
/// screen stays through the pause; a pre-prompt is answered with `answer` at once. Significant events
/// come from 12:00 and skipped processes from 21:00, neither asking. The version is
/// `1.<n>`, n growing every `newVersionEveryDays`. The user is in the state `appState` says (signed in
/// and in the foreground by default).
///
/// A decision, at a check or a completion, is left out while the last one showed the conditions cannot
/// hold before then despite the kinds of change since (launches and events, a new version:
/// `StateChanges.conditionsHoldNoEarlierThan(_:despite:)`); the result is the same as deciding at
/// every one, which the package's tests check.
public struct UsageSimulator: Sendable {
    /// One ask during the run.
    public struct Ask: Equatable, Sendable {
        /// What the user was shown.
        public enum Kind: String, Sendable {
            /// The system review request, directly.
            case systemRequest = "system request"
            /// The pre-prompt, answered "later" or "decline".
            case prePrompt = "pre-prompt"
            /// The pre-prompt, answered "rate", then the system review request.
            case prePromptThenSystemRequest = "pre-prompt, then system request"
        }

        /// When.
        public let date: Date
        /// The day of the run, from 0.
        public let day: Int
        /// The app version then.
        public let version: String
        /// What was shown.
        public let kind: Kind

        /// An ask of `kind` at `date`, on `day` of the run, the app at `version`.
        package init(date: Date, day: Int, version: String, kind: Kind) {
            self.date = date
            self.day = day
            self.version = version
            self.kind = kind
        }
    }

    /// What the run did.
    public struct Result: Sendable {
        /// Every ask, in order.
        public var asks: [Ask] = []
        /// Launches recorded.
        public var launches = 0
        /// Completed processes recorded.
        public var completions = 0
        /// When a system review request went out.
        public var systemRequestDates: [Date] = []
        /// The state at the end.
        public var finalState = ReviewState()
        /// The decision at the end.
        public var finalDecision = ReviewDecision(unmet: [], evaluatedAt: Date(timeIntervalSinceReferenceDate: 0))
        /// How many decisions the run made (checks left out make none).
        package var decisions = 0
        /// Whether the mirror of the system's limit ever stood in the way (a reason of kind
        /// `UnmetReason.Kind.systemLimitReached`). When it never did, the same run without the
        /// mirror would have gone exactly the same way.
        package var heldBackBySystemLimit = false
        /// When the replay stopped because no later decision could ask
        /// (`stopsWhenNoAskCanFollow`), or `nil` when it replayed every day. After a stop,
        /// ``asks`` and ``systemRequestDates`` are still those of the whole run; ``launches``,
        /// ``completions``, ``decisions`` and ``finalState`` are as they stood then, and ``finalDecision``
        /// was made then.
        package var stoppedAt: Date?

        /// An empty result, before anything ran.
        package init() {}
    }

    /// The policy applied.
    package let policy: ReviewPolicy
    /// The synthetic user.
    package let user: SimulatedUser
    /// When day 0 starts.
    package let start: Date
    /// Whether the user is signed in and the app in the foreground.
    package let appState: AppState
    /// Whether a decision is left out when it cannot ask: the last decision showed the policy's
    /// conditions cannot hold before then despite the kinds of change since
    /// (`StateChanges.conditionsHoldNoEarlierThan(_:despite:)`). The result is the same either way;
    /// off decides at every check and completion.
    package let skipsChecksThatCannotAsk: Bool
    /// Whether the replay stops once no later decision can ask: a decision showed the policy's
    /// conditions cannot hold before the run ends though launches, events and new versions go on
    /// (`StateChanges.conditionsHoldNoEarlierThan(_:despite:)`), and no run without the mirror may
    /// still part from it. The asks and system requests are those of the whole run either way; see
    /// `Result.stoppedAt` for what else the result then says. Off by default.
    package let stopsWhenNoAskCanFollow: Bool

    /// A simulation of `user` under `policy` from `start`, in `appState`.
    public init(policy: ReviewPolicy, user: SimulatedUser, start: Date, appState: AppState = AppState()) {
        self.init(policy: policy, user: user, start: start, appState: appState, skipsChecksThatCannotAsk: true)
    }

    /// The same simulation, deciding at every check and completion unless `skipsChecksThatCannotAsk`,
    /// and stopping early when `stopsWhenNoAskCanFollow`: the package's own runs and its tests.
    package init(
        policy: ReviewPolicy,
        user: SimulatedUser,
        start: Date,
        appState: AppState = AppState(),
        skipsChecksThatCannotAsk: Bool,
        stopsWhenNoAskCanFollow: Bool = false
    ) {
        self.policy = policy
        self.user = user
        self.start = start
        self.appState = appState
        self.skipsChecksThatCannotAsk = skipsChecksThatCannotAsk
        self.stopsWhenNoAskCanFollow = stopsWhenNoAskCanFollow
    }

    /// Runs the whole simulation.
    public func run() -> Result {
        replay(withoutMirrorToo: false).withMirror
    }

    /// Runs the simulation under the policy and under the same policy without its mirror of the
    /// system's limit (the policy made with `systemQuota: nil`), in one pass: the second run is
    /// the first until the mirror first stands in the way, and goes on
    /// from a copy of it there. Each result is exactly the one ``run()`` gives for its policy; the
    /// events before the parting are replayed once.
    public func runWithAndWithoutMirror() -> (withMirror: Result, withoutMirror: Result) {
        let runs = replay(withoutMirrorToo: true)
        return (runs.withMirror, runs.withoutMirror ?? runs.withMirror)
    }

    private func replay(withoutMirrorToo: Bool) -> (withMirror: Result, withoutMirror: Result?) {
        var runs = MirroredRuns(self, withoutMirrorToo: withoutMirrorToo)
        var schedule = UsageSchedule(user: user, policy: policy, start: start)
        for _ in 0..<user.days {
            if runs.stopped { break }
            schedule.nextDay(&runs)
        }
        return runs.finished(at: schedule.now)
    }

    /// How many of a rate's events fall on `day`: fractions accumulate, so 0.5 a day is one every other
    /// day. A rate below 0 or not a number counts as none, one above 1,000 a day as 1,000.
    package static func events(on day: Int, perDay rate: Double) -> Int {
        DailyEvents.on(day: day, perDay: rate)
    }

    /// The requests among `dates` (oldest first) that the system would swallow under `quota`.
    public static func swallowed(_ dates: [Date], by quota: SystemPromptQuota) -> [Date] {
        var shown = ReviewState()
        var swallowed: [Date] = []
        for date in dates {
            // The quota decides on the requests the system showed, as it decides on those an app logs.
            if quota.evaluate(in: EligibilityContext(state: shown, now: date, currentVersion: nil)) == .met {
                shown.systemRequestDates.append(date)
            } else {
                swallowed.append(date)
            }
        }
        return swallowed
    }
}
