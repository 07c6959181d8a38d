import Foundation

/// The population a population run draws its users from. Every field has a documented default, and a
/// JSON profile may set any of them (see ``decode(_:)``).
///
/// Each user belongs to a segment (drawn by the segments' shares), uses the app at the segment's daily
/// rates times a factor of their own drawn from 0.5 to 1.5, stops using it on a day drawn from a
/// geometric distribution with mean ``meanLifetimeDays`` (churn), is signed in with probability
/// ``signedInShare``, and answers every pre-prompt the same way, drawn once from ``answers``. A new
/// version ships every ``newVersionEveryDays`` days for everyone.
public struct PopulationModel: Sendable, Equatable {
    /// A kind of user.
    public struct Segment: Sendable, Equatable {
        /// The segment's name, for reports.
        public var name: String
        /// Its weight among the segments (any non-negative number; the weights need not add up to 1).
        public var share: Double
        /// Launches a day.
        public var launchesPerDay: Double
        /// Completed processes a day.
        public var completionsPerDay: Double
        /// Skipped processes a day.
        public var skipsPerDay: Double
        /// Significant events a day (recorded as `significantEvent`).
        public var significantEventsPerDay: Double

        /// A segment of `share` with its daily rates.
        public init(
            name: String, share: Double, launchesPerDay: Double, completionsPerDay: Double, skipsPerDay: Double = 0,
            significantEventsPerDay: Double = 0
        ) {
            self.name = name
            self.share = share
            self.launchesPerDay = launchesPerDay
            self.completionsPerDay = completionsPerDay
            self.skipsPerDay = skipsPerDay
            self.significantEventsPerDay = significantEventsPerDay
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
    }

    /// The segments: by default light (50%: 0.3 launches, 0.2 completions, 0.05 skips and 0.1
    /// significant events a day), regular (35%: 1, 0.8, 0.2 and 0.3) and heavy (15%: 3, 2.5, 0.5
    /// and 1).
    public var segments = [
        Segment(
            name: "light", share: 0.5, launchesPerDay: 0.3, completionsPerDay: 0.2, skipsPerDay: 0.05,
            significantEventsPerDay: 0.1),
        Segment(
            name: "regular", share: 0.35, launchesPerDay: 1, completionsPerDay: 0.8, skipsPerDay: 0.2,
            significantEventsPerDay: 0.3),
        Segment(
            name: "heavy", share: 0.15, launchesPerDay: 3, completionsPerDay: 2.5, skipsPerDay: 0.5,
            significantEventsPerDay: 1),
    ]
    /// The mean number of days a user keeps using the app (120 by default).
    public var meanLifetimeDays: Double = 120
    /// A new version ships every this many days (30 by default); `nil`: never.
    public var newVersionEveryDays: Int? = 30
    /// The share of users signed in (0.8 by default).
    public var signedInShare: Double = 0.8
    /// How users answer the pre-prompt (by default 20% rate, 50% later, 30% decline).
    public var answers = Answers(rate: 0.2, later: 0.5, decline: 0.3)
    /// The assumed share of system requests that end in a review (0.05 by default): an assumption a
    /// report states, never a measured fact.
    public var reviewRate: Double = 0.05

    /// The default model.
    public init() {}
}
