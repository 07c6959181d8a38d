import Foundation

/// A model of ken0nek's ReviewKit decision (ken0nek/ReviewKit at 6978445, 1.0.0), written from its
/// source, each rule citing the lines it follows in `Sources/ReviewKit/`: `ReviewGate.swift` (RG),
/// `ReviewCounters.swift` (RC), `ReviewPolicy.swift` (RP) and `ReviewPromptFlow.swift` (RPF). Two
/// triggers share its counters: a value moment, and a launch for users who have none. Settings
/// default to `ReviewConfiguration.default` (RP 195–207); setbacks (off by default, RP 75) and the
/// app's version and the user's rating (RPF 258–338) take no part.
struct TriggeredReviewKitOracle {
    /// A trigger's floors (RP 23–130): value moments since the last prompt (read for value moments
    /// only, RG 30–32), launches, hours since the first use, days between prompts; each `>=`.
    struct Floors {
        var valueMoments = 0
        var launches = 0
        var firstUseHours = 0.0
        var cooldownDays = 0.0
    }

    /// `ReviewConfiguration.default.valueMoment` (RP 196–201) and `.launchFallback` (RP 202–206),
    /// which `nil` switches off (RG 51).
    var valueMoment = Floors(valueMoments: 2, launches: 5, firstUseHours: 24, cooldownDays: 120)
    var launchFallback: Floors? = Floors(launches: 20, firstUseHours: 24, cooldownDays: 120)

    /// The counters (RC 70–78): launches, value moments since the last prompt, the first use, the
    /// last prompt.
    private(set) var launchCount = 0
    private(set) var valueMomentCount = 0
    private(set) var firstUseAt: Date?
    private(set) var lastPromptedAt: Date?

    /// `recordLaunch()` (RC 85–88), then `commitToPromptIfEligible(trigger: .launchFallback)`.
    mutating func launched(at now: Date) -> Bool {
        launchCount += 1  // RC 86
        if firstUseAt == nil { firstUseAt = now }  // RC 87, 183–186
        guard let launchFallback else { return false }  // RG 51
        return commitIfEligible(launchFallback, valueMoments: false, at: now)
    }

    /// `recordValueMoment()` (RC 94–97), then `commitToPromptIfEligible(trigger: .valueMoment)`.
    mutating func loggedValueMoment(at now: Date) -> Bool {
        valueMomentCount += 1  // RC 95
        if firstUseAt == nil { firstUseAt = now }  // RC 96, 183–186
        return commitIfEligible(valueMoment, valueMoments: true, at: now)
    }

    /// The gate (RG 23–96) and, when it opens, the commit (RPF 204–211): the prompt stamped and the
    /// value moments zeroed (RC 106–109).
    private mutating func commitIfEligible(_ floors: Floors, valueMoments: Bool, at now: Date) -> Bool {
        if valueMoments, valueMomentCount < floors.valueMoments { return false }  // RG 32
        guard launchCount >= floors.launches else { return false }  // RG 73
        // RG 77–78: a first use stamped, and old enough.
        guard let firstUseAt, now.timeIntervalSince(firstUseAt) >= floors.firstUseHours * 3_600 else { return false }
        if let lastPromptedAt, now.timeIntervalSince(lastPromptedAt) < floors.cooldownDays * 86_400 {
            return false  // RG 81–84
        }
        lastPromptedAt = now  // RC 107
        valueMomentCount = 0  // RC 108
        return true
    }
}
