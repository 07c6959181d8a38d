/// Met when the average score of the latest `sessions` sessions before the current one reaches
/// `minimum` (the bound included); the current session is left out, so one good session cannot lift a
/// poor history. Not met before any earlier session; with fewer earlier sessions than `sessions`, the
/// average is over those there are.
package struct MinimumAverageSessionScore: EligibilityCondition {
    /// The average required, or `nil` for not configured.
    package let minimum: Double?
    /// How many of the latest earlier sessions are averaged: 1...20.
    package let sessions: Int

    /// Requires the average score of the latest `sessions` earlier sessions (clamped into 1...20) to
    /// be at least `minimum`.
    package init(atLeast minimum: Double?, overEarlierSessions sessions: Int) {
        self.minimum = minimum
        self.sessions = min(max(1, sessions), SessionFacts.maximumKeptScores - 1)
    }

    /// `.met` when the average score of the earlier sessions in `context.state` reaches the minimum,
    /// else `.notMet` (kind `.scoreTooLow`).
    package func evaluate(in context: EligibilityContext) -> ConditionResult {
        guard let minimum else { return .notConfigured }
        let scores = context.state.sessions.earlierScores.suffix(sessions)
        guard !scores.isEmpty else {
            return .notMet(.timeless("no earlier session to average", kind: .scoreTooLow))
        }
        let average = scores.reduce(0, +) / Double(scores.count)
        guard average < minimum else { return .met }
        let words =
            "the average score of the last \(scores.count) earlier sessions is \(UnmetReason.words(for: average)), below \(UnmetReason.words(for: minimum))"
        return .notMet(.timeless(words, kind: .scoreTooLow))
    }
}

extension MinimumAverageSessionScore: BuiltInCondition {
    package static let policyName = "minimumAverageSessionScore"

    package static let parameters: [ConditionParameter<Self>] = [
        .atLeast(\.minimum),
        ConditionParameter("overEarlierSessions", .integer(1...20), required: true) { .integer($0.sessions) },
    ]

    package static let examples = [MinimumAverageSessionScore(atLeast: -1, overEarlierSessions: 3)]

    package init?(_ arguments: ConditionArguments) {
        guard let minimum = arguments.number("atLeast"), let sessions = arguments.integer("overEarlierSessions") else {
            return nil
        }
        self.init(atLeast: minimum, overEarlierSessions: sessions)
    }
}
