import AskForReview
import Foundation

/// A model of Android-Rate's decision (hotchemi/Android-Rate at 5d32797,
/// `library/src/main/java/hotchemi/android/rate/`), written from its source, each rule citing the
/// file and lines it follows: what its preferences keep and what `shouldShowRateDialog` answers.
/// Settings default to Android-Rate's (`AppRate.java` 25–29).
struct AndroidRateOracle {
    /// `installDate` (AppRate 25), in days.
    var installDays = 10.0
    /// `launchTimes` (AppRate 27).
    var launchTimesThreshold = 10
    /// `remindInterval` (AppRate 29), in days.
    var remindInterval = 1.0

    /// The preferences (PreferenceHelper): the agree flag (58: true at first), the remind, install
    /// dates and the launch count (69, 79, 89: 0 at first).
    private(set) var agreeShowDialog = true
    private(set) var remindDate: Date?
    private(set) var installDate: Date?
    private(set) var launchTimes = 0

    private static let day: TimeInterval = 86_400

    /// `isOverDate` (AppRate 57): at least `days` since `date` (a date never stored is the epoch).
    private func isOver(_ date: Date?, days: Double, at now: Date) -> Bool {
        guard let date else { return true }
        return now.timeIntervalSince(date) >= days * Self.day
    }

    /// `clearAgreeShowDialog()` (AppRate 90–93): the agree flag alone, back to true.
    mutating func clearAgreeShowDialog() { agreeShowDialog = true }

    /// `clearSettingsParam()` (AppRate 95–99): the agree flag back to true, the install date and the
    /// launch count removed (PreferenceHelper 37–42); the remind date kept.
    mutating func clearSettingsParam() {
        agreeShowDialog = true  // AppRate 96
        installDate = nil  // PreferenceHelper 39
        launchTimes = 0  // PreferenceHelper 40
    }
}

extension AndroidRateOracle: PeerOracle {
    /// `monitor()` (AppRate 176–181): the install date at the first launch, then one launch more.
    mutating func launched(version: String, at now: Date) {
        if installDate == nil { installDate = now }  // PreferenceHelper 72–76, 92–94
        launchTimes += 1  // 180
    }

    /// Android-Rate counts no events.
    mutating func loggedEvent() {}

    /// The dialog's buttons (DialogManager): "Rate now" (34–42) and "No, thanks" (56–62) clear the
    /// agree flag; "Later" stores the remind date (46–52).
    mutating func answered(_ answer: PrePromptAnswer, at now: Date) {
        switch answer {
        case .rate, .decline: agreeShowDialog = false
        case .later: remindDate = now
        }
    }

    /// `shouldShowRateDialog` (AppRate 189–206).
    func shouldPrompt(at now: Date) -> Bool {
        agreeShowDialog && launchTimes >= launchTimesThreshold  // 190–191, 197
            && isOver(installDate, days: installDays, at: now)  // 192, 201
            && isOver(remindDate, days: remindInterval, at: now)  // 193, 205
    }
}
