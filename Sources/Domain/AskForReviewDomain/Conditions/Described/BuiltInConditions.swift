/// The built-in conditions, each named once: a policy file reads and writes them from their
/// descriptions and lists their names in this order, and the tests of every condition take their
/// examples from here.
package enum BuiltInConditions {
    /// The conditions that combine others.
    package static let groups: [any BuiltInGroup.Type] = [AllOf.self, AnyOf.self]

    /// Every built-in condition that describes itself (``BuiltInCondition``).
    package static let described: [any BuiltInCondition.Type] = [
        MinimumEventCount.self, MinimumSessions.self, MinimumSessionScore.self, MinimumAverageSessionScore.self,
        MinimumWeightedTotal.self, MinimumTimeElapsed.self, MinimumTimeSinceChoice.self, MinimumUsageFrequency.self,
        QuietAfterBadExperience.self, RateNotChosen.self, NotDeclined.self, VersionNotYetPrompted.self, SignedIn.self,
        InForeground.self, SystemPromptQuota.self, MinimumRecentEventCount.self, MinimumRecentWeightedTotal.self,
        MinimumTimeSinceEvent.self,
    ]

    /// The largest count a count parameter takes.
    package static let maximumCount = 1_000_000_000
    /// The largest magnitude a score or a total parameter takes.
    package static let maximumScore = 1e12
}
