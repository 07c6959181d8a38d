public import Foundation

/// What the stored state keeps about sessions (launches) and bad experiences.
public struct SessionFacts: Sendable, Equatable {
    /// The most session scores kept in ``scores``.
    package static let maximumKeptScores = 20

    /// How many sessions started (launches recorded).
    public var count: Int
    /// How many sessions started since the user was last asked.
    public var sinceLastRequest: Int
    /// How many sessions started since the last bad experience; `nil` when there was none.
    public var sinceLastBadExperience: Int?
    /// When the last bad experience happened, or `nil`.
    public var lastBadExperienceDate: Date?
    /// Whether the current session had a bad experience; a later good event does not clear it.
    public var currentHadBadExperience: Bool
    /// The scores of the latest sessions, oldest first, the current session last (at most
    /// 20): each session's events' weights added up.
    public var scores: [Double]

    /// Facts with the values given; by default no session yet.
    public init(
        count: Int = 0,
        sinceLastRequest: Int = 0,
        sinceLastBadExperience: Int? = nil,
        lastBadExperienceDate: Date? = nil,
        currentHadBadExperience: Bool = false,
        scores: [Double] = []
    ) {
        self.count = max(0, count)
        self.sinceLastRequest = max(0, sinceLastRequest)
        self.sinceLastBadExperience = sinceLastBadExperience.map { max(0, $0) }
        self.lastBadExperienceDate = lastBadExperienceDate
        self.currentHadBadExperience = currentHadBadExperience
        self.scores = Array(scores.suffix(Self.maximumKeptScores))
    }

    /// The current session's score: 0 before any event in it (or before any session).
    package var currentScore: Double { scores.last ?? 0 }

    /// A new session starts.
    mutating func start() {
        count = count.incrementedSaturating()
        sinceLastRequest = sinceLastRequest.incrementedSaturating()
        sinceLastBadExperience = sinceLastBadExperience.map { $0.incrementedSaturating() }
        currentHadBadExperience = false
        scores.append(0)
        if scores.count > Self.maximumKeptScores { scores.removeFirst(scores.count - Self.maximumKeptScores) }
    }

    /// An event of `weight` happened in the current session at `date`; `isBad` marks a bad experience.
    mutating func record(weight: Double, isBad: Bool, at date: Date) {
        if scores.isEmpty { scores = [0] }
        if weight.isFinite { scores[scores.count - 1] += weight }
        guard isBad else { return }
        currentHadBadExperience = true
        sinceLastBadExperience = 0
        // A clock set back never moves the latest bad experience back.
        if lastBadExperienceDate.map({ $0 < date }) ?? true { lastBadExperienceDate = date }
    }
}
