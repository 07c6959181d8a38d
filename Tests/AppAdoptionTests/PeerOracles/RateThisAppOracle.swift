import AskForReview
import Foundation

/// A model of RateThisApp's decision (kobakei/Android-RateThisApp at c3d007c,
/// `ratethisapp/src/main/java/com/kobakei/ratethisapp/RateThisApp.java`), written from its source,
/// each rule citing the lines it follows: what its shared preferences keep and what
/// `shouldShowRateDialog` (160–174) answers, for an app that calls `onCreate` (92–113) in its
/// launcher activity and `showRateDialogIfNeeded` (130–137) right after, as its README asks.
/// Settings default to `Config()` (407–409): 7 days, 10 launches. RateThisApp knows no versions and
/// no events.
///
/// `shouldShowRateDialog` reads static copies of the preferences that only `onCreate` loads
/// (107–110), and only the opt-out flag is also set in memory (329): after "Later" in the same
/// process the launch count it reads is still the old one. This model keeps both copies.
struct RateThisAppOracle {
    /// `mCriteriaInstallDays` (395, 408: 7), in days (`TimeUnit.DAYS.toMillis`, 167).
    var installDays = 7
    /// `mCriteriaLaunchTimes` (396, 408: 10).
    var launchTimes = 10
    /// Whether the install date a launch stores after "Later" is the package's first install time
    /// (`pkgInfo.firstInstallTime`, 340–348: from API 9, true on every device today) or the launch's
    /// own time (339, before API 9).
    var installDateIsFirstInstallTime = true

    /// The shared preferences (50–53): install date and launch count (removed by "Later",
    /// 309–315), opt-out flag, ask-later date (0, the epoch, until stored).
    private(set) var installDate: Date?
    private(set) var launchCount = 0
    private(set) var optOut = false
    private(set) var askLaterDate: Date?
    /// `PackageInfo.firstInstallTime`, taken here as the first launch: the protocol has no install.
    private(set) var firstInstallTime: Date?

    /// The static copies `shouldShowRateDialog` reads (55–58), loaded by `onCreate` (107–110).
    private(set) var loadedInstallDate: Date?
    private(set) var loadedLaunchCount = 0
    private(set) var loadedAskLaterDate: Date?

    private static let day: TimeInterval = 86_400
    /// A date never stored reads as 0, the epoch (`getLong(…, 0)`, 107, 110).
    private static let epoch = Date(timeIntervalSince1970: 0)

    /// `stopRateDialog` (199–201): the opt-out flag, stored and in memory (324–330).
    mutating func stopRateDialog() {
        optOut = true  // 327, 329
    }
}

extension RateThisAppOracle: PeerOracle {
    /// `onCreate` (92–113): the install date when none is stored, one launch more, then the static
    /// copies reloaded. The version is not read: an update changes nothing.
    mutating func launched(version: String, at now: Date) {
        if firstInstallTime == nil { firstInstallTime = now }
        if installDate == nil {  // 96–98
            installDate = installDateIsFirstInstallTime ? (firstInstallTime ?? now) : now  // 338–349
        }
        launchCount += 1  // 100–102
        loadedInstallDate = installDate  // 107
        loadedLaunchCount = launchCount  // 108
        loadedAskLaterDate = askLaterDate  // 110 (109: the opt-out flag, already in step)
    }

    /// RateThisApp counts no events.
    mutating func loggedEvent() {}

    /// The dialog's buttons (212–302): "Rate now" (247–265) and "No, thanks" (276–284) set the
    /// opt-out flag for good (324–330); "Later" (266–275), like cancelling by back key or a touch
    /// outside (285–294), removes the install date and launch count (309–315) and stores the
    /// ask-later date (357–362), leaving the static copies as they were (only `onCreate` reloads).
    mutating func answered(_ answer: PrePromptAnswer, at now: Date) {
        switch answer {
        case .rate, .decline:
            optOut = true  // 263, 282 → 327, 329
        case .later:
            installDate = nil  // 272 → 312
            launchCount = 0  // 272 → 313
            askLaterDate = now  // 273 → 360
        }
    }

    /// `shouldShowRateDialog` (160–174): never after an opt-out; else enough launches, or enough
    /// days since both the install date and the ask-later date (launches OR days, each `>=`).
    func shouldPrompt(at now: Date) -> Bool {
        if optOut { return false }  // 161–162
        if loadedLaunchCount >= launchTimes { return true }  // 164–166
        let threshold = Double(installDays) * Self.day  // 167
        let sinceInstall = now.timeIntervalSince(loadedInstallDate ?? Self.epoch)
        let sinceLater = now.timeIntervalSince(loadedAskLaterDate ?? Self.epoch)
        return sinceInstall >= threshold && sinceLater >= threshold  // 168–171
    }
}
