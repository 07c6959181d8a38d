package import AskForReviewDomain
package import Foundation

/// What a ``SimulatedUser`` does, day after day from the install: version `1.N` ships on day
/// `N × newVersionEveryDays` of the run and reaches the user `updateDelayDays` later (a user installs
/// the version current on the install day); the day's launches fall from 09:00 spread over six hours, each followed
/// by the periodic checks of a time-based policy (ten, at its interval); the user's own events from
/// 12:00 over an hour, kind after kind; completed processes from 15:00 over six hours; skipped ones
/// from 21:00 over an hour.
/// The simulator replays it, and so do the checks of the simulator against the real use case.
package struct UsageSchedule {
    private let start: Date
    private let installDay: Int
    private let updateDelay: Int
    private let newVersionEveryDays: Int?
    /// The generator of the day's counts, or `nil` when fractions of the rates accumulate.
    private var random: SplitMix64?
    private let checksPerSession: Int
    private let checkInterval: TimeInterval
    private let skipped = ReviewEvent(.processSkipped)
    private var launches: DailyEvents
    /// The user's own events, and each one's daily counts (kept apart, so counting changes no event).
    private let events: [ReviewEvent]
    private var eventCounts: [DailyEvents]
    private var completions: DailyEvents
    private var skips: DailyEvents
    private var shippedRelease = 0
    /// The day ``nextDay(_:)`` takes, counted from the install (0).
    package private(set) var day = 0
    /// When the last step was taken (the start before any).
    package private(set) var now: Date

    /// The schedule of `user` under `policy` (which says whether there are periodic checks, and how
    /// often) from `start`.
    package init(user: SimulatedUser, policy: ReviewPolicy, start: Date) {
        self.start = start
        installDay = user.installDay
        updateDelay = user.updateDelayDays
        random = user.drawSeed.map { SplitMix64(seed: $0) }
        newVersionEveryDays = user.newVersionEveryDays
        checksPerSession = policy.moments.contains(.periodicCheck) ? 10 : 0
        checkInterval = policy.periodicCheckInterval ?? 60
        launches = DailyEvents(perDay: user.launchesPerDay)
        events = user.events.map(\.event)
        eventCounts = user.events.map { DailyEvents(perDay: $0.perDay) }
        completions = DailyEvents(perDay: user.completionsPerDay)
        skips = DailyEvents(perDay: user.skipsPerDay)
        now = start
    }

    /// Has `taker` take the steps of the next day, in order; the days its steps carry are days of
    /// the run.
    package mutating func nextDay<Taker: UsageStepTaker>(_ taker: inout Taker) throws(Taker.Failure) {
        defer { day += 1 }
        let runDay = installDay + day
        let dayStart = start.addingTimeInterval(Double(runDay) * 86_400)
        if let every = newVersionEveryDays, every > 0 {
            // Installed at the version current then; each later one arrives after the delay.
            let release = day == 0 ? runDay / every : max(shippedRelease, max(0, runDay - updateDelay) / every)
            if release != shippedRelease {
                shippedRelease = release
                try taker.take(.ship(version: "1.\(release)"))
            }
        }
        let launchCount = Self.count(&launches, &random, sessions: nil)
        // Drawn, the events happen in the day's sessions: a day without one has none.
        let sessions = launches.perDay > 0 ? (Double(launchCount), launches.perDay) : nil
        for launch in 0..<launchCount {
            let launchTime = dayStart.addingTimeInterval(9 * 3_600 + Double(launch) * 21_600 / Double(launchCount))
            now = launchTime
            try taker.take(.launch(launchTime))
            for check in 0...checksPerSession where checksPerSession > 0 {
                now = launchTime.addingTimeInterval(Double(check) * checkInterval)
                try taker.take(.check(now, day: runDay))
            }
        }
        for kind in eventCounts.indices {
            let eventCount = Self.count(&eventCounts[kind], &random, sessions: sessions)
            for event in 0..<eventCount {
                now = dayStart.addingTimeInterval(12 * 3_600 + Double(event) * 3_600 / Double(eventCount))
                try taker.take(.record(events[kind], now))
            }
        }
        let completionCount = Self.count(&completions, &random, sessions: sessions)
        for completion in 0..<completionCount {
            now = dayStart.addingTimeInterval(15 * 3_600 + Double(completion) * 21_600 / Double(completionCount))
            try taker.take(.complete(now, day: runDay))
        }
        let skipCount = Self.count(&skips, &random, sessions: sessions)
        for skip in 0..<skipCount {
            now = dayStart.addingTimeInterval(21 * 3_600 + Double(skip) * 3_600 / Double(skipCount))
            // A skipped process is counted and never asks.
            try taker.take(.record(skipped, now))
        }
    }

    /// The next day's count of `events`: the accumulated rate's, or, with `random`, a draw whose mean
    /// is the rate, or, given the day's `sessions` and their daily rate, the rate's share of them.
    @inline(__always)
    private static func count(
        _ events: inout DailyEvents, _ random: inout SplitMix64?, sessions: (count: Double, perDay: Double)?
    ) -> Int {
        guard var generator = random else { return events.next() }
        defer { random = generator }
        let mean = sessions.map { $0.count * events.perDay / $0.perDay }
        return events.draw(mean: mean, using: &generator)
    }
}
