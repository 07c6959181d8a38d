import AskForReviewDomain
import Foundation

/// Replays a synthetic user day by day through the real use case, with a simulated clock and an
/// in-memory store.
///
/// Each day: `launchesPerDay` launches from 09:00 (fractions accumulate across days), each followed,
/// for policies with a periodic check, by eleven checks, one every `periodicCheckInterval` seconds (60
/// when unset); then `completionsPerDay` completed processes from 15:00. A user asked on the completion
/// screen stays through the pause; a pre-prompt is answered with `answer` at once. The version is
/// `1.<n>`, n growing every `newVersionEveryDays`. A check that the last decision shows cannot ask is
/// left out unless `skipsChecksThatCannotAsk` is off; the result is the same either way.
@MainActor
public struct UsageSimulator {
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
        public var finalDecision = ReviewDecision(reasons: [], evaluatedAt: Date(timeIntervalSinceReferenceDate: 0))
    }

    /// The policy applied.
    public let policy: ReviewPolicy
    /// The synthetic user.
    public let user: SimulatedUser
    /// When day 0 starts.
    public let start: Date
    /// Makes the store the run keeps its state in (a fresh, empty one).
    public let makeStoreService: () -> any ReviewStoreService
    /// Whether a periodic check is left out when it cannot ask: the last decision showed the policy's
    /// conditions cannot hold before then (``ReviewDecision/conditionsHoldNoEarlierThan``) and nothing
    /// they read has changed since. The result is the same either way; off replays every check.
    public let skipsChecksThatCannotAsk: Bool

    /// A simulation of `user` under `policy` from `start`, keeping state in `makeStoreService()`.
    public init(
        policy: ReviewPolicy,
        user: SimulatedUser,
        start: Date,
        skipsChecksThatCannotAsk: Bool = true,
        makeStoreService: @escaping () -> any ReviewStoreService
    ) {
        self.policy = policy
        self.user = user
        self.start = start
        self.skipsChecksThatCannotAsk = skipsChecksThatCannotAsk
        self.makeStoreService = makeStoreService
    }

    /// Runs the whole simulation.
    /// - Throws: what the store throws.
    public func run() throws -> Result {
        let clock = SimulatedClock(start)
        let version = SimulatedVersion()
        let recorder = AskRecorder()
        let usecase = DefaultAskForReviewUsecase(
            policy: policy,
            reviewStoreService: makeStoreService(),
            versionService: version,
            currentDate: { clock.now }
        )
        usecase.delegate = recorder
        let checksPerSession = policy.moments.contains(.periodicCheck) ? 10 : 0
        let checkInterval = policy.periodicCheckInterval ?? 60
        var result = Result()
        // While the state, the version and the app state stay as they are, no check in this span can ask.
        var cannotAsk: Range<Date>?

        func note(_ decision: ReviewDecision) {
            cannotAsk = nil
            guard skipsChecksThatCannotAsk, let until = decision.conditionsHoldNoEarlierThan,
                decision.evaluatedAt < until
            else { return }
            cannotAsk = decision.evaluatedAt..<until
        }

        func settle(day: Int) throws {
            guard let kind = recorder.take() else { return }
            var recorded = kind
            switch kind {
            case .systemRequest:
                guard try usecase.recordSystemReviewRequest().isEligible else { return }
            case .prePrompt:
                if try usecase.answerPrePrompt(user.answer).systemRequest?.isEligible == true {
                    recorded = .prePromptThenSystemRequest
                }
            case .prePromptThenSystemRequest:
                break
            }
            if recorded != .prePrompt { result.systemRequestDates.append(clock.now) }
            result.asks.append(Ask(date: clock.now, day: day, version: version.current, kind: recorded))
        }

        var shippedRelease = 0
        // Whole rates are the same every day: worked out once, not on each of the days.
        let (wholeLaunches, wholeCompletions) = (
            Int(exactly: user.launchesPerDay), Int(exactly: user.completionsPerDay)
        )
        for day in 0..<user.days {
            let dayStart = start.addingTimeInterval(Double(day) * 86_400)
            // An `if let` rather than `Optional.map`: a closure written here would be main-actor
            // isolated and checked at run time on every day.
            var release = 0
            if let every = user.newVersionEveryDays, every > 0 { release = day / every }
            if release != shippedRelease {
                shippedRelease = release
                version.current = "1.\(release)"
                cannotAsk = nil
            }
            let launches = wholeLaunches ?? Self.events(on: day, perDay: user.launchesPerDay)
            for launch in 0..<launches {
                let launchTime = dayStart.addingTimeInterval(9 * 3_600 + Double(launch) * 21_600 / Double(launches))
                clock.now = launchTime
                // A launch starts a session, which rules may read: what could not ask before may now.
                try usecase.recordLaunch()
                cannotAsk = nil
                result.launches += 1
                for check in 0...checksPerSession where checksPerSession > 0 {
                    clock.now = launchTime.addingTimeInterval(Double(check) * checkInterval)
                    if let cannotAsk, cannotAsk.contains(clock.now) { continue }
                    note(try usecase.requestForShowAppReview(at: .periodicCheck))
                    try settle(day: day)
                }
            }
            let completions = wholeCompletions ?? Self.events(on: day, perDay: user.completionsPerDay)
            for completion in 0..<completions {
                clock.now = dayStart.addingTimeInterval(15 * 3_600 + Double(completion) * 21_600 / Double(completions))
                note(try usecase.recordProcess(.completed))
                result.completions += 1
                try settle(day: day)
            }
        }
        result.finalState = try usecase.state()
        result.finalDecision = try usecase.decision(at: policy.primaryMoment)
        return result
    }

    /// How many of a rate's events fall on `day`: fractions accumulate, so 0.5 a day is one every other day.
    nonisolated public static func events(on day: Int, perDay rate: Double) -> Int {
        if let whole = Int(exactly: rate) { return whole }
        return Int((Double(day + 1) * rate).rounded(.down)) - Int((Double(day) * rate).rounded(.down))
    }

    /// The requests among `dates` (oldest first) that the system would swallow under `quota`.
    nonisolated public static func swallowed(_ dates: [Date], by quota: SystemPromptQuota) -> [Date] {
        var shown: [Date] = []
        var swallowed: [Date] = []
        for date in dates {
            if quota.requestsInWindow(shown, at: date).count >= quota.limit {
                swallowed.append(date)
            } else {
                shown.append(date)
            }
        }
        return swallowed
    }
}

/// The simulated clock: the time the simulation is at.
private final class SimulatedClock: Sendable {
    private let time: Locked<Date>
    init(_ start: Date) { time = Locked(start) }
    var now: Date {
        get { time.current }
        set { time.withLock { $0 = newValue } }
    }
}

/// The simulated app's version, changed by the simulation.
private final class SimulatedVersion: VersionService {
    private let version = Locked("1.0")
    var current: String {
        get { version.current }
        set { version.withLock { $0 = newValue } }
    }
    func currentVersion() -> String? { current }
}

/// Remembers what the use case asked to show.
@MainActor
private final class AskRecorder: AskForReviewUsecaseOutput {
    private var pending: UsageSimulator.Ask.Kind?

    func take() -> UsageSimulator.Ask.Kind? {
        defer { pending = nil }
        return pending
    }

    func didShowAskForReview() { pending = .systemRequest }
    func didShowPrePrompt(_ prePrompt: PrePrompt) { pending = .prePrompt }
}
