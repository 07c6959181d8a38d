package import AskForReviewDomain
package import Foundation

/// What a ``SimulatedUser`` does, day after day from the first: version `1.N` ships on day
/// `N × newVersionEveryDays`; the day's launches fall from 09:00 spread over six hours, each followed
/// by the periodic checks of a time-based policy (ten, at its interval); the user's own events from
/// 12:00 over an hour, kind after kind; completed processes from 15:00 over six hours; skipped ones
/// from 21:00 over an hour.
/// The simulator replays it, and so do the checks of the simulator against the real use case.
package struct UsageSchedule {
    private let start: Date
    private let newVersionEveryDays: Int?
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
    /// The day ``nextDay(_:)`` takes, from 0.
    package private(set) var day = 0
    /// When the last step was taken (the start before any).
    package private(set) var now: Date

    /// The schedule of `user` under `policy` (which says whether there are periodic checks, and how
    /// often) from `start`.
    package init(user: SimulatedUser, policy: ReviewPolicy, start: Date) {
        self.start = start
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

    /// Has `taker` take the steps of the next day, in order.
    package mutating func nextDay<Taker: UsageStepTaker>(_ taker: inout Taker) throws(Taker.Failure) {
        defer { day += 1 }
        let dayStart = start.addingTimeInterval(Double(day) * 86_400)
        var release = 0
        if let every = newVersionEveryDays, every > 0 { release = day / every }
        if release != shippedRelease {
            shippedRelease = release
            try taker.take(.ship(version: "1.\(release)"))
        }
        let launchCount = launches.next()
        for launch in 0..<launchCount {
            let launchTime = dayStart.addingTimeInterval(9 * 3_600 + Double(launch) * 21_600 / Double(launchCount))
            now = launchTime
            try taker.take(.launch(launchTime))
            for check in 0...checksPerSession where checksPerSession > 0 {
                now = launchTime.addingTimeInterval(Double(check) * checkInterval)
                try taker.take(.check(now, day: day))
            }
        }
        for kind in eventCounts.indices {
            let eventCount = eventCounts[kind].next()
            for event in 0..<eventCount {
                now = dayStart.addingTimeInterval(12 * 3_600 + Double(event) * 3_600 / Double(eventCount))
                try taker.take(.record(events[kind], now))
            }
        }
        let completionCount = completions.next()
        for completion in 0..<completionCount {
            now = dayStart.addingTimeInterval(15 * 3_600 + Double(completion) * 21_600 / Double(completionCount))
            try taker.take(.complete(now, day: day))
        }
        let skipCount = skips.next()
        for skip in 0..<skipCount {
            now = dayStart.addingTimeInterval(21 * 3_600 + Double(skip) * 3_600 / Double(skipCount))
            // A skipped process is counted and never asks.
            try taker.take(.record(skipped, now))
        }
    }
}
