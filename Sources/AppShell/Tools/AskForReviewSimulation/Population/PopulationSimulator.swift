public import AskForReviewDomain
public import Foundation

/// Simulates a population of users drawn from a ``PopulationModel`` under one or more policies, each
/// user replayed by ``UsageSimulator`` (the real policy on a state in memory), on every core, and
/// aggregates as it goes: memory does not grow with the number of users.
///
/// The same users (drawn from the seed) go through every policy, so differences come from the
/// policies alone. The result is the same for the same seed and arguments whatever the number of
/// workers.
public struct PopulationSimulator: Sendable {
    /// The most users one run simulates; a larger population is simulated in shards (see
    /// ``init(model:policies:users:days:seed:start:shard:of:)``).
    public static let maximumUsers = 1_000_000

    /// The population model.
    package let model: PopulationModel
    /// The policies compared, in order.
    package let policies: [ReviewPolicy]
    /// How many users.
    package let users: Int
    /// How many days each user may be followed (a user who churns earlier stops then).
    package let days: Int
    /// The seed every user's draws come from.
    package let seed: UInt64
    /// When day 0 starts.
    package let start: Date
    /// The shard of the population this run simulates, and how many shards there are.
    package let shard: Int
    package let shards: Int

    /// A run of `users` users from `model` over `days` days under each of `policies`.
    ///
    /// With `shards` above 1, the run simulates only shard `shard` (from 0 to `shards` − 1): the users
    /// whose number leaves `shard` when divided by `shards`. Each user is drawn from the seed and
    /// their number alone, so the shards of a population, run apart (by as many processes or
    /// machines), add up (``PolicyOutcome/add(_:)``) to exactly what one run of it gives. A `shard`
    /// outside `0..<shards` simulates nobody.
    public init(
        model: PopulationModel, policies: [ReviewPolicy], users: Int, days: Int, seed: UInt64, start: Date,
        shard: Int = 0, of shards: Int = 1
    ) {
        self.model = model
        self.policies = policies
        self.users = users
        self.days = days
        self.seed = seed
        self.start = start
        self.shards = max(1, shards)
        self.shard = shard
    }

    /// How many users this run simulates: those of its shard.
    package var simulatedUsers: Int {
        guard (0..<shards).contains(shard), shard < users else { return 0 }
        return (users - shard + shards - 1) / shards
    }

    /// The user number `index` of this run: their rates, lifetime, sign-in and answer.
    package func user(_ index: Int) -> (user: SimulatedUser, appState: AppState) {
        var random = SplitMix64(seed: seed, index: index)
        let total = model.segments.reduce(0) { $0 + $1.share }
        var pick = Double.random(in: 0..<total, using: &random)
        var segment = model.segments[model.segments.count - 1]
        for candidate in model.segments {
            if pick < candidate.share {
                segment = candidate
                break
            }
            pick -= candidate.share
        }
        let factor = Double.random(in: 0.5...1.5, using: &random)
        // Installed on a day of the run (or its first days) drawn evenly; used until leaving:
        // geometric with the daily churn (none: to the end of the run).
        let installDays = model.installWithinDays > 0 ? min(days, model.installWithinDays) : days
        let installDay = Int.random(in: 0..<max(1, installDays), using: &random)
        let leaving = -log(Double.random(in: Double.ulpOfOne...1, using: &random)) * model.meanLifetimeDays
        let lifetime = min(days - installDay, leaving < Double(days) ? 1 + Int(leaving) : days)
        let signedIn = Double.random(in: 0..<1, using: &random) < model.signedInShare
        let answer = model.answers.answer(drawn: Double.random(in: 0..<model.answers.total, using: &random))
        let sessionsPerDay = segment.sessionsPerWeek / 7 * factor
        let delay = -log(Double.random(in: Double.ulpOfOne...1, using: &random)) * model.updateDelayDays
        var user = SimulatedUser(
            days: lifetime, launchesPerDay: sessionsPerDay, completionsPerDay: 0,
            newVersionEveryDays: model.newVersionEveryDays, answer: answer, installDay: installDay,
            updateDelayDays: Int(min(delay, Double(days))), drawSeed: random.next())
        for rate in segment.eventsPerSession {
            let perDay = rate.perSession * sessionsPerDay
            switch rate.event {
            case .processCompleted: user.completionsPerDay += perDay
            case .processSkipped: user.skipsPerDay += perDay
            default: user.events.append(SimulatedEvent(ReviewEvent(rate.event, weight: rate.weight), perDay: perDay))
            }
        }
        if model.badExperiencesPerSession > 0 {
            let bad = ReviewEvent("badExperience", isBadExperience: true)
            user.events.append(SimulatedEvent(bad, perDay: model.badExperiencesPerSession * sessionsPerDay))
        }
        return (user, AppState(isSignedIn: signedIn, isInForeground: true))
    }

    /// Runs every user under every policy on `workers` concurrent tasks (all cores by default), telling
    /// `progress` how many users are done after each chunk.
    public func run(
        workers: Int = ProcessInfo.processInfo.activeProcessorCount, progress: (Int) -> Void = { _ in }
    ) async -> [PolicyOutcome] {
        let chunk = 500
        let simulated = simulatedUsers
        let chunks = (simulated + chunk - 1) / chunk
        var totals = policies.map { PolicyOutcome(policy: $0.name, days: days) }
        await withTaskGroup(of: [PolicyOutcome].self) { group in
            var next = 0
            func addChunk() {
                let range = next * chunk..<min(simulated, (next + 1) * chunk)
                next += 1
                group.addTask { self.simulate(range) }
            }
            while next < min(chunks, max(1, workers)) { addChunk() }
            for await outcomes in group {
                for index in totals.indices { totals[index].add(outcomes[index]) }
                progress(totals.first?.users ?? 0)
                if next < chunks { addChunk() }
            }
        }
        return totals
    }

    /// The outcomes of the users in `range` of this run's shard (the shard's first user is 0), per
    /// policy.
    func simulate(_ range: Range<Int>) -> [PolicyOutcome] {
        var outcomes = policies.map { PolicyOutcome(policy: $0.name, days: days) }
        for local in range {
            let (user, appState) = self.user(shard + local * shards)
            for (number, policy) in policies.enumerated() {
                let (result, unmirrored) = UsageSimulator(
                    policy: policy, user: user, start: start, appState: appState, skipsChecksThatCannotAsk: true,
                    stopsWhenNoAskCanFollow: true
                ).runWithAndWithoutMirror()
                let swallowed = UsageSimulator.swallowed(
                    unmirrored.systemRequestDates, by: policy.systemQuota ?? .appStore
                ).count
                outcomes[number].add(result, swallowedWithoutMirror: swallowed, user: user, start: start)
            }
        }
        return outcomes
    }
}
