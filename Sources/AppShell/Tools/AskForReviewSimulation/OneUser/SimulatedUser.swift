public import AskForReviewDomain

/// The synthetic user a ``UsageSimulator`` replays. A rate below 0 or not a number counts as none, one
/// above 1,000 a day as 1,000.
public struct SimulatedUser: Equatable, Sendable {
    /// How many days to simulate, from the install.
    package var days: Int
    /// The day of the run on which the user installs the app (0: the first); their days follow.
    package var installDay: Int
    /// How many days each new version takes to reach the user after it ships (0: the day it ships;
    /// a user who installs later gets the version current then).
    package var updateDelayDays: Int
    /// With a seed, each day's launches and events are drawn from Poisson distributions whose means
    /// are the rates (replayable from the seed); without, fractions of the rates accumulate across
    /// days.
    package var drawSeed: UInt64?
    /// Launches a day; fractions accumulate across days (0.5 is one launch every other day).
    package var launchesPerDay: Double
    /// Completed processes a day; fractions accumulate across days.
    package var completionsPerDay: Double
    /// A new version ships every this many days, or never when `nil` or not positive.
    package var newVersionEveryDays: Int?
    /// How the user answers a pre-prompt.
    package var answer: PrePromptAnswer
    /// Skipped processes a day (from 21:00); fractions accumulate across days.
    package var skipsPerDay: Double
    /// The app's other events, from 12:00 over an hour, in this order; fractions accumulate across
    /// days.
    package var events: [SimulatedEvent]

    /// A user; by default a year from the first day of the run with one launch and one completed
    /// process a day, updating the day a version ships, answering "later".
    ///
    /// - Parameters:
    ///   - days: How many days to simulate, from the install.
    ///   - launchesPerDay: Launches a day; fractions accumulate across days (0.5 is one launch every
    ///     other day).
    ///   - completionsPerDay: Completed processes a day; fractions accumulate across days.
    ///   - newVersionEveryDays: A new version ships every this many days, or never when `nil` or not
    ///     positive.
    ///   - answer: How the user answers a pre-prompt.
    ///   - skipsPerDay: Skipped processes a day (from 21:00); fractions accumulate across days.
    ///   - events: The app's other events, from 12:00 over an hour, in this order; fractions
    ///     accumulate across days.
    ///   - installDay: The day of the run on which the user installs the app (0: the first).
    ///   - updateDelayDays: How many days each new version takes to reach the user after it ships
    ///     (0: the day it ships).
    ///   - drawSeed: With a seed, each day's launches and events are drawn from Poisson distributions
    ///     whose means are the rates (replayable from the seed); without, fractions accumulate.
    public init(
        days: Int = 365,
        launchesPerDay: Double = 1,
        completionsPerDay: Double = 1,
        newVersionEveryDays: Int? = nil,
        answer: PrePromptAnswer = .later,
        skipsPerDay: Double = 0,
        events: [SimulatedEvent] = [],
        installDay: Int = 0,
        updateDelayDays: Int = 0,
        drawSeed: UInt64? = nil
    ) {
        self.days = days
        self.installDay = max(0, installDay)
        self.updateDelayDays = max(0, updateDelayDays)
        self.drawSeed = drawSeed
        self.launchesPerDay = launchesPerDay
        self.completionsPerDay = completionsPerDay
        self.newVersionEveryDays = newVersionEveryDays
        self.answer = answer
        self.skipsPerDay = skipsPerDay
        self.events = events
    }
}
