/// Met when the current session's score reaches `minimum` (the bound included): its events' weights
/// added up, clamped after each event into the policy's `ReviewPolicy.sessionScoreBounds`.
package struct MinimumSessionScore: EligibilityCondition {
    /// The score required, or `nil` for not configured.
    package let minimum: Double?

    /// Requires the current session's score to be at least `minimum`.
    package init(atLeast minimum: Double?) {
        self.minimum = minimum
    }

    /// `.met` when the current session's score in `context.state` reaches the minimum, else `.notMet`
    /// (kind `.scoreTooLow`).
    package func evaluate(in context: EligibilityContext) -> ConditionResult {
        guard let minimum else { return .notConfigured }
        let score = context.state.sessions.currentScore
        guard score < minimum else { return .met }
        let words = "this session's score is \(UnmetReason.words(for: score)), below \(UnmetReason.words(for: minimum))"
        return .notMet(.timeless(words, kind: .scoreTooLow))
    }
}

extension MinimumSessionScore: BuiltInCondition {
    package static let policyName = "minimumSessionScore"

    package static let parameters: [ConditionParameter<Self>] = [
        .atLeast(\.minimum)
    ]

    package static let examples = [MinimumSessionScore(atLeast: 2.5)]

    package init?(_ arguments: ConditionArguments) {
        guard let minimum = arguments.number("atLeast") else { return nil }
        self.init(atLeast: minimum)
    }
}
