public import AskForReviewDomain
import Foundation

/// The population a population run draws its users from, as a team describes its own users: kinds
/// of users by how often they open the app, what happens in a session, how often sessions go badly,
/// how fast users leave, how often versions ship, and how users answer a pre-prompt. A population
/// file says the same (see ``PopulationFile``); every field has a documented default.
///
/// Each user belongs to a segment (drawn by the segments' shares) and uses the app at the segment's
/// rates times a factor of their own drawn from 0.5 to 1.5, each day's sessions and events drawn
/// from Poisson distributions with those means; installs on a day drawn evenly over the run (or its
/// first ``installWithinDays`` days); stops
/// using it on a day drawn from a geometric distribution with ``churnPerDay``; gets each new version
/// after a delay of their own (exponential, mean ``updateDelayDays``); is signed in with probability
/// ``signedInShare``; and answers every pre-prompt the same way, drawn once from ``answers``.
public struct PopulationModel: Sendable, Equatable {
    /// A kind of user.
    public struct Segment: Sendable, Equatable {
        /// The segment's name, for reports.
        public var name: String
        /// Its weight among the segments (any non-negative number; the weights need not add up to 1).
        public var share: Double
        /// Sessions (launches) a week.
        public var sessionsPerWeek: Double
        /// What happens in a session, on average: each event and how many times.
        public var eventsPerSession: [SessionEvent]

        /// A segment of `share`, opening the app `sessionsPerWeek` times a week, with
        /// `eventsPerSession`.
        public init(name: String, share: Double, sessionsPerWeek: Double, eventsPerSession: [SessionEvent]) {
            self.name = name
            self.share = share
            self.sessionsPerWeek = sessionsPerWeek
            self.eventsPerSession = eventsPerSession
        }
    }

    /// An event and how many times it happens in a session, on average. `processCompleted` is a
    /// completed process (where a policy may ask); every other name is recorded with `weight`.
    public struct SessionEvent: Sendable, Equatable {
        /// The event's name.
        public var event: EventName
        /// Occurrences a session, on average.
        public var perSession: Double
        /// The weight each occurrence is recorded with (1 by default).
        public var weight: Double

        /// `event`, `perSession` times a session, weighing `weight`.
        public init(_ event: EventName, perSession: Double, weight: Double = 1) {
            self.event = event
            self.perSession = perSession
            self.weight = weight
        }
    }

    /// How users answer the pre-prompt: weights of "Rate", "Maybe Later" and "No Thanks".
    public struct Answers: Sendable, Equatable {
        /// Weight of "Rate on App Store".
        public var rate: Double
        /// Weight of "Maybe Later".
        public var later: Double
        /// Weight of "No Thanks".
        public var decline: Double

        /// Answer weights.
        public init(rate: Double, later: Double, decline: Double) {
            self.rate = rate
            self.later = later
            self.decline = decline
        }

        /// The weights added up.
        var total: Double { rate + later + decline }

        /// The answer a draw from `0..<total` falls on: "Rate" below `rate`, then "Maybe Later", then
        /// "No Thanks".
        func answer(drawn draw: Double) -> PrePromptAnswer {
            draw < rate ? .rate : draw < rate + later ? .later : .decline
        }
    }

    /// The segments: by default light (50%, 2.1 sessions a week), regular (35%, 7) and heavy (15%,
    /// 21), each session with about two thirds to five sixths of a completed process, a sixth to a fifth
    /// of a skipped one and a third of a `significantEvent`.
    public var segments = [
        Segment(name: "light", share: 0.5, sessionsPerWeek: 2.1, eventsPerSession: defaultEvents(0.67, 0.17, 0.33)),
        Segment(name: "regular", share: 0.35, sessionsPerWeek: 7, eventsPerSession: defaultEvents(0.8, 0.2, 0.3)),
        Segment(name: "heavy", share: 0.15, sessionsPerWeek: 21, eventsPerSession: defaultEvents(0.83, 0.17, 0.33)),
    ]
    /// Bad experiences a session, on average (0 by default): each recorded as a `badExperience`
    /// event that is a bad experience.
    public var badExperiencesPerSession: Double = 0
    /// Users install on a day drawn evenly from the run's first this many days; 0 (the default): from
    /// every day of the run.
    public var installWithinDays = 0
    /// The share of users who stop using the app each day (1/120 by default: a mean life of 120 days).
    public var churnPerDay: Double = 1.0 / 120
    /// Versions shipped a year (365/30 by default: one every 30 days); 0: never.
    public var newVersionsPerYear: Double = 365.0 / 30
    /// The mean number of days a new version takes to reach a user (3 by default).
    public var updateDelayDays: Double = 3
    /// The share of users signed in (0.8 by default).
    public var signedInShare: Double = 0.8
    /// How users answer the pre-prompt (by default 20% rate, 50% later, 30% decline).
    public var answers = Answers(rate: 0.2, later: 0.5, decline: 0.3)
    /// The assumed share of system requests that end in a review (0.05 by default): an assumption a
    /// report states, never a measured fact.
    public var reviewRate: Double = 0.05

    /// The default model.
    public init() {}

    /// A version ships every this many days, or `nil` for never.
    var newVersionEveryDays: Int? {
        guard newVersionsPerYear > 0, newVersionsPerYear.isFinite else { return nil }
        return max(1, Int((365 / newVersionsPerYear).rounded()))
    }

    /// The mean number of days a user keeps using the app.
    var meanLifetimeDays: Double { churnPerDay > 0 ? 1 / churnPerDay : .infinity }

    private static func defaultEvents(_ completed: Double, _ skipped: Double, _ significant: Double) -> [SessionEvent] {
        [
            SessionEvent(.processCompleted, perSession: completed), SessionEvent(.processSkipped, perSession: skipped),
            SessionEvent("significantEvent", perSession: significant),
        ]
    }
}
