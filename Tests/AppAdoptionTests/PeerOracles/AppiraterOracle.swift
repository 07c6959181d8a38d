import AskForReview
import Foundation

/// A model of Appirater's decision (arashpayan/appirater at 4004792, `Appirater.m`), written from
/// its source, each rule citing the lines it follows, for an app whose alert shows its buttons (before
/// iOS 10.3; from it, showing the prompt asks StoreKit and marks the version rated at once, 283–285).
/// Settings default to Appirater's (59–63).
struct AppiraterOracle {
    /// `daysUntilPrompt` (59), in days; `usesUntilPrompt` (60); `significantEventsUntilPrompt` (61: -1,
    /// no rule); `timeBeforeReminding` (62), in days.
    var daysUntilPrompt = 30.0
    var usesUntilPrompt = 20
    var significantEventsUntilPrompt = -1
    var timeBeforeReminding = 1.0

    private(set) var trackingVersion: String?
    private(set) var firstUseDate: Date?
    private(set) var useCount = 0
    private(set) var significantEventCount = 0
    private(set) var ratedCurrentVersion = false
    private(set) var declinedToRate = false
    private(set) var reminderRequestDate: Date?

    private static let day: TimeInterval = 86_400

    /// The first use of a new version forgets every count, date and choice (437–447).
    private mutating func startVersion(_ version: String, at now: Date) {
        trackingVersion = version
        firstUseDate = now
        useCount = 0
        significantEventCount = 0
        ratedCurrentVersion = false
        declinedToRate = false
        reminderRequestDate = nil
    }
}

extension AppiraterOracle: PeerOracle {
    /// `appLaunched:` and `appEnteredForeground:` count a use (`incrementUseCount`, 404–450).
    mutating func launched(version: String, at now: Date) {
        if trackingVersion == nil { trackingVersion = version }  // 411–415
        if trackingVersion == version {
            if firstUseDate == nil { firstUseDate = now }  // 423–428
            useCount += 1  // 431–433
        } else {
            startVersion(version, at: now)  // 437–447
            useCount = 1
        }
    }

    /// `userDidSignificantEvent:` (`incrementSignificantEventCount`, 452–498), always after a launch of
    /// the same version here.
    mutating func loggedEvent() { significantEventCount += 1 }  // 471–481

    /// The alert's buttons: "No thanks" (737–745), "Rate" (747–754, `rateApp` 669–682), "Remind me
    /// later" (756–763).
    mutating func answered(_ answer: PrePromptAnswer, at now: Date) {
        switch answer {
        case .decline: declinedToRate = true
        case .rate: ratedCurrentVersion = true
        case .later: reminderRequestDate = now
        }
    }

    /// `ratingConditionsHaveBeenMet` (372–402) and `ratingAlertIsAppropriate` (353–358), online.
    func shouldPrompt(at now: Date) -> Bool {
        guard let firstUseDate, now.timeIntervalSince(firstUseDate) >= daysUntilPrompt * Self.day else { return false }
        if useCount < usesUntilPrompt { return false }  // 385–387
        if significantEventCount < significantEventsUntilPrompt { return false }  // 390–392
        if let reminderRequestDate, now.timeIntervalSince(reminderRequestDate) < timeBeforeReminding * Self.day {
            return false  // 395–399
        }
        return !declinedToRate && !ratedCurrentVersion  // 353–358
    }
}
