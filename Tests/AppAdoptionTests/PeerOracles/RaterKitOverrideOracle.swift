/// A model of RaterKit's server override (fdddf/RaterKit at 68e37f6, `Sources/RaterKit/`), written
/// from its source, each rule citing the lines it follows: `Trigger/TriggerRule.swift` (TR),
/// `Trigger/TriggerSignals.swift` (TS) and `RemoteConfig/ConfigLoader.swift` (CL). The app ships its
/// thresholds; the server's answer may carry some of them; each rule reads the server's value where
/// it sent one and the shipped value otherwise.
struct RaterKitOverrideOracle {
    /// The thresholds a build ships, and those a rule reads. `max_prompts_per_version` (TR 78–82) is
    /// left out: the package's one-ask-per-version rule has no count to set.
    struct Thresholds: Equatable {
        var minDaysSinceInstall: Int
        var minLaunchCount: Int
        var minSignificantEvents: Int
        var cooldownDays: Int
    }

    /// The `rules` of an answer (TS 84–112): each threshold `nil` unless the server sent a number.
    struct Rules: Equatable {
        var minDaysSinceInstall: Int?  // "min_days_since_install", TS 106
        var minLaunchCount: Int?  // "min_launch_count", TS 107
        var minSignificantEvents: Int?  // "min_significant_events", TS 108
        var cooldownDays: Int?  // "cooldown_days", TS 109
    }

    /// The rules of the last answer that decoded; `nil` before any (CL 89–91, 154–161).
    private(set) var rules: Rules?

    init(rules: Rules? = nil) { self.rules = rules }

    /// An answer arrived: one that decodes replaces the previous answer whole (CL 78–81); one that
    /// does not (a value of the wrong type among its keys) is dropped whole, and the previous answer
    /// stays (CL 89–91).
    mutating func received(_ answer: Rules?) {
        if let answer { rules = answer }
    }

    /// What each rule reads under the build's `bundled` thresholds: the server's value where it sent
    /// one, else the bundled one (TR 37, 44, 63, 72).
    func effective(bundled: Thresholds) -> Thresholds {
        Thresholds(
            minDaysSinceInstall: rules?.minDaysSinceInstall ?? bundled.minDaysSinceInstall,  // TR 37
            minLaunchCount: rules?.minLaunchCount ?? bundled.minLaunchCount,  // TR 44
            minSignificantEvents: rules?.minSignificantEvents ?? bundled.minSignificantEvents,  // TR 63
            cooldownDays: rules?.cooldownDays ?? bundled.cooldownDays)  // TR 72
    }
}
