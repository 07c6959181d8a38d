public import Foundation

/// What the stored state keeps about sessions (launches), the app version they ran and bad
/// experiences.
public struct SessionFacts: Sendable, Equatable {
    /// The most session scores kept in ``scores``: the current session's and 20 earlier ones.
    package static let maximumKeptScores = 21

    /// How many sessions started (launches recorded).
    public var count: Int
    /// How many sessions started since the user was last asked.
    public var sinceLastRequest: Int
    /// How many sessions started since the last bad experience: 0 in the session that had it; `nil`
    /// when there was none.
    public var sinceLastBadExperience: Int?
    /// When the last bad experience happened, in any session, or `nil`.
    public var lastBadExperienceDate: Date?
    /// Whether the current session had a bad experience; a later good event does not clear it.
    public var currentHadBadExperience: Bool
    /// The last bad experience of a session before the current one: how many sessions started since
    /// that session (1 in the session right after it), or `nil` when no earlier session had one. The
    /// quiet period after a bad experience counts from here, so it never holds back the session the
    /// experience happened in.
    public var sinceEarlierBadExperience: Int?
    /// When the last bad experience of a session before the current one happened, or `nil`.
    public var earlierBadExperienceDate: Date?
    /// The scores of the latest sessions, oldest first, the current session last (at most 21): each
    /// session's events' weights added up, clamped after each event into the bounds the recording
    /// policy gives (`ReviewPolicy.sessionScoreBounds`).
    public var scores: [Double]
    /// The app version at the latest launch that recorded one, or `nil`.
    public var version: String?
    /// The app version at the launch before the latest one, or `nil` when there was no such launch or
    /// it recorded none: different from ``version`` at the first launch after an update.
    public var previousLaunchVersion: String?
    /// How many sessions started while the app was at ``version``: an update starts again from 1 (a
    /// launch that records no version counts in the version before it).
    public var countInVersion: Int
    /// The first launch at ``version``, or `nil`.
    public var firstLaunchInVersionDate: Date?

    /// Facts with the values given; by default no session yet.
    public init(
        count: Int = 0,
        sinceLastRequest: Int = 0,
        sinceLastBadExperience: Int? = nil,
        lastBadExperienceDate: Date? = nil,
        currentHadBadExperience: Bool = false,
        sinceEarlierBadExperience: Int? = nil,
        earlierBadExperienceDate: Date? = nil,
        scores: [Double] = [],
        version: String? = nil,
        previousLaunchVersion: String? = nil,
        countInVersion: Int = 0,
        firstLaunchInVersionDate: Date? = nil
    ) {
        self.count = max(0, count)
        self.sinceLastRequest = max(0, sinceLastRequest)
        self.sinceLastBadExperience = sinceLastBadExperience.map { max(0, $0) }
        self.lastBadExperienceDate = lastBadExperienceDate
        self.currentHadBadExperience = currentHadBadExperience
        self.sinceEarlierBadExperience = sinceEarlierBadExperience.map { max(0, $0) }
        self.earlierBadExperienceDate = earlierBadExperienceDate
        self.scores = Array(scores.suffix(Self.maximumKeptScores))
        self.version = version
        self.previousLaunchVersion = previousLaunchVersion
        self.countInVersion = max(0, countInVersion)
        self.firstLaunchInVersionDate = firstLaunchInVersionDate
    }

    /// The current session's score: 0 before any event in it (or before any session).
    package var currentScore: Double { scores.last ?? 0 }

    /// The scores of the sessions before the current one, oldest first (at most 20).
    package var earlierScores: ArraySlice<Double> { scores.dropLast() }

    /// A new session starts at `date`, the app at `version`.
    mutating func start(at date: Date, version newVersion: String?) {
        count = count.incrementedSaturating()
        sinceLastRequest = sinceLastRequest.incrementedSaturating()
        sinceLastBadExperience = sinceLastBadExperience.map { $0.incrementedSaturating() }
        if currentHadBadExperience {
            sinceEarlierBadExperience = 1
            earlierBadExperienceDate = lastBadExperienceDate
        } else {
            sinceEarlierBadExperience = sinceEarlierBadExperience.map { $0.incrementedSaturating() }
        }
        currentHadBadExperience = false
        if scores.count < Self.maximumKeptScores {
            scores.append(0)
        } else {
            // Full: the oldest score drops off and the others move one place toward the front, in
            // place (an append then a removal from the front went through a generic replace of the
            // array's range: a tenth of a replayed day, callgrind 2026-11-24).
            if scores.count > Self.maximumKeptScores { scores.removeFirst(scores.count - Self.maximumKeptScores) }
            for index in 0..<(scores.count - 1) { scores[index] = scores[index + 1] }
            scores[scores.count - 1] = 0
        }
        previousLaunchVersion = version
        if let newVersion, newVersion != version || firstLaunchInVersionDate == nil {
            version = newVersion
            countInVersion = 0
            firstLaunchInVersionDate = date
        }
        countInVersion = countInVersion.incrementedSaturating()
    }

    /// An event of `weight` happened in the current session at `date`; `isBad` marks a bad
    /// experience. The session's score is clamped into `bounds` after the weight is added.
    mutating func record(weight: Double, isBad: Bool, at date: Date, scoreBounds bounds: ClosedRange<Double>?) {
        if scores.isEmpty { scores = [0] }
        if weight.isFinite {
            let score = scores[scores.count - 1] + weight
            scores[scores.count - 1] = bounds.map { min(max(score, $0.lowerBound), $0.upperBound) } ?? score
        }
        guard isBad else { return }
        currentHadBadExperience = true
        sinceLastBadExperience = 0
        // A clock set back never moves the latest bad experience back.
        if lastBadExperienceDate.map({ $0 < date }) ?? true { lastBadExperienceDate = date }
    }
}
