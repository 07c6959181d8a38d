import AskForReview
import Foundation

/// A model of SwiftRater's decision (takecian/SwiftRater at 8b53f4e, `SwiftRater/SwiftRater.swift`
/// (SR) and `SwiftRater/UsageDataManager.swift` (UDM)), written from its source, each rule citing the
/// lines it follows, for an app that shows SwiftRater's own alert (`useStoreKitIfAvailable` off: the
/// StoreKit path marks the rating done at once, SR 510–512) and calls `check()` where this model is
/// asked. A criterion left unset is `-1` (UDM 7, 11–14).
struct SwiftRaterOracle {
    enum Mode { case all, any }

    /// `daysUntilPrompt`, `usesUntilPrompt`, `significantUsesUntilPrompt`, `daysBeforeReminding`.
    var daysUntilPrompt = -1
    var usesUntilPrompt = -1
    var significantUsesUntilPrompt = -1
    var daysBeforeReminding = -1
    /// `conditionsMetMode` (UDM 18: `.all` by default).
    var mode = Mode.all
    /// `resetWhenAppUpdated` (SR 225: off by default).
    var resetWhenAppUpdated = false

    /// UsageDataManager's values (UDM 32–41): 0, 0, 0, false, "" and 0 at first.
    private(set) var firstUseDate: Date?
    private(set) var usesCount = 0
    private(set) var significantEventCount = 0
    private(set) var isRateDone = false
    private(set) var trackingVersion = ""
    private(set) var reminderRequestDate: Date?

    private static let day: TimeInterval = 86_400

    /// `reset()` (UDM 167–174).
    private mutating func reset() {
        firstUseDate = nil
        usesCount = 0
        significantEventCount = 0
        reminderRequestDate = nil
        isRateDone = false
    }

    /// `ratingConditionsHaveBeenMet` (UDM 109–165); reading the days stores the first-use date when
    /// none is (UDM 64–76), so this mutates.
    mutating func conditionsMet(at now: Date) -> Bool {
        if isRateDone { return false }  // 114
        var (daysMet, usesMet, significantMet) = (false, false, false)  // 118–120
        if let reminder = reminderRequestDate {  // 122, 151–156: the reminder alone decides
            return daysBeforeReminding != -1
                && Int(now.timeIntervalSince(reminder)) >= daysBeforeReminding * Int(Self.day)
        }
        if daysUntilPrompt != -1 {  // 124–129: strictly more
            let first = firstUseDate ?? now
            firstUseDate = first
            daysMet = Int(now.timeIntervalSince(first)) > daysUntilPrompt * Int(Self.day)
        }
        if usesUntilPrompt != -1 { usesMet = usesCount >= usesUntilPrompt }  // 135–137
        // 143–145
        if significantUsesUntilPrompt != -1 { significantMet = significantEventCount >= significantUsesUntilPrompt }
        switch mode {  // 160–163
        case .all: return daysMet && usesMet && significantMet
        case .any: return daysMet || usesMet || significantMet
        }
    }
}

extension SwiftRaterOracle: PeerOracle {
    /// `appLaunched()` (SR 311–318): a reset when the version changed, then a use (`perform()`, SR
    /// 380–397, counted at once here as with an `appName`).
    mutating func launched(version: String, at now: Date) {
        if resetWhenAppUpdated, version != trackingVersion {
            reset()
            trackingVersion = version
        }
        usesCount += 1
    }

    /// `incrementSignificantUsageCount()` (SR 320–322, UDM 180–182).
    mutating func loggedEvent() { significantEventCount += 1 }

    /// The alert's buttons: rate (SR 516–520) and cancel (SR 530–533) mark the rating done; later
    /// stores the reminder date (SR 524–527, UDM 184–186).
    mutating func answered(_ answer: PrePromptAnswer, at now: Date) {
        switch answer {
        case .rate, .decline: isRateDone = true
        case .later: reminderRequestDate = now
        }
    }

    /// `check()` (SR 326–334) shows the alert when the conditions are met.
    mutating func shouldPrompt(at now: Date) -> Bool { conditionsMet(at: now) }
}
