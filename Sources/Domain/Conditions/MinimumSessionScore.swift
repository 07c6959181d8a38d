/// Met when the current session's score (its events' weights added up) reaches `minimum`, or, with
/// `averagedOver`, when the average score of the latest sessions does.
///
/// With `bounds`, each session's score is clamped into them first.
public struct MinimumSessionScore: EligibilityCondition {
    /// The score required, or `nil` for not configured.
    package let minimum: Double?
    /// How many of the latest sessions are averaged (the current one included); 1 reads the current
    /// session alone. At most 20; fewer when fewer sessions were kept.
    package let sessions: Int
    /// The bounds each session's score is clamped into, or `nil`.
    package let bounds: ClosedRange<Double>?

    /// Requires the current session's score, or the average over the latest `sessions`, to be at
    /// least `minimum`, each score clamped into `bounds` when given.
    public init(atLeast minimum: Double?, averagedOver sessions: Int = 1, clampedTo bounds: ClosedRange<Double>? = nil)
    {
        self.minimum = minimum
        self.sessions = min(max(1, sessions), SessionFacts.maximumKeptScores)
        self.bounds = bounds
    }

    /// See ``EligibilityCondition/evaluate(in:)``.
    public func evaluate(in context: EligibilityContext) -> ConditionResult {
        guard let minimum else { return .notConfigured }
        let scores = context.state.sessions.scores.suffix(sessions).map { score in
            bounds.map { min(max(score, $0.lowerBound), $0.upperBound) } ?? score
        }
        guard !scores.isEmpty else { return .notMet(.timeless("no session recorded yet", kind: .tooFewEvents)) }
        let score = scores.reduce(0, +) / Double(scores.count)
        guard score < minimum else { return .met }
        let which = sessions == 1 ? "this session's score" : "the average score of the last \(scores.count) sessions"
        let words = "\(which) is \(UnmetReason.words(for: score)), below \(UnmetReason.words(for: minimum))"
        return .notMet(.timeless(words, kind: .scoreTooLow))
    }
}
