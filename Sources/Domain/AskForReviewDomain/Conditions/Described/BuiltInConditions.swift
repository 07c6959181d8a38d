/// The built-in conditions that describe themselves (``BuiltInCondition``), each named once: a policy
/// file reads and writes them from their descriptions, and the tests of every condition take their
/// examples from here.
package enum BuiltInConditions {
    /// Every built-in condition that describes itself, in the order a policy file's vocabulary lists
    /// those it adds after the others.
    package static let described: [any BuiltInCondition.Type] = [
        MinimumEventCount.self, MinimumSessions.self, MinimumSessionScore.self, MinimumAverageSessionScore.self,
        MinimumWeightedTotal.self,
        MinimumTimeElapsed.self, MinimumTimeSinceChoice.self, MinimumUsageFrequency.self, RateNotChosen.self,
        NotDeclined.self, VersionNotYetPrompted.self, SignedIn.self, InForeground.self, QuietAfterBadExperience.self,
        SystemPromptQuota.self, MinimumTimeSinceEvent.self,
    ]

    /// The largest count a count parameter takes.
    package static let maximumCount = 1_000_000_000
    /// The largest magnitude a score or a total parameter takes.
    package static let maximumScore = 1e12
}
