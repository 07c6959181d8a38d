import AskForReview
import Foundation

/// A model of Armchair's decision (UrbanApps/Armchair at b92da20, `Source/Armchair.swift`), written
/// from its source, each rule citing the lines it follows: what its user defaults keep as the app
/// is used and `ratingConditionsHaveBeenMet` (1119–1193), the check behind `showPromptIfNecessary()`
/// (519–521, 1072–1073) and `userDidSignificantEvent(true)` (473–475, 970–974, 997–1001).
///
/// It assumes an app that sets an `appID` (1124–1126), is online (`connectedToNetwork`, 1073), leaves
/// `debugEnabled` off (1120–1122), shows Armchair's own alert (`useStoreKitReviewPrompt` off, 887)
/// and calls `showPromptIfNecessary()` where this model is asked: Armchair itself checks only after a
/// significant event (997–1001); a launch or a return to the foreground only counts a use (1800–1814).
/// Settings default to the `Manager`'s properties (868–873), not to `resetDefaults()` (366–370),
/// which sets `significantEventsUntilPrompt` to 20.
struct ArmchairOracle {
    /// `daysUntilPrompt` (868: 30), in days since the first use of the tracked version (1129–1136).
    var daysUntilPrompt = 30
    /// `usesUntilPrompt` (869: 20): strictly more uses are needed (1144, `<=` fails).
    var usesUntilPrompt = 20
    /// `significantEventsUntilPrompt` (870: 0, no rule): at least this many (1154, `<` fails).
    var significantEventsUntilPrompt = 0
    /// `daysBeforeReminding` (871: 1), in days since "Remind me later" (1172–1179); 0 removes the
    /// button (1211–1213).
    var daysBeforeReminding = 1
    /// `tracksNewVersions` (872: true): the first use of a new version resets the tracking (1063–1066).
    var tracksNewVersions = true
    /// `shouldPromptIfRated` (873: true): false keeps a user who rated any version from the prompt
    /// (1184–1190).
    var shouldPromptIfRated = true
    /// `useStoreKitReviewPrompt` (887: false): when true, showing the prompt asks StoreKit and marks
    /// the current and any version rated at once (1225–1238); no button answers then.
    var useStoreKitReviewPrompt = false

    /// The user defaults (`ArmchairKey`, 918–928): the tracked version (`CurrentVersion`), the first
    /// use date (0, read as the epoch, until set), the use and event counts, the current version's
    /// rated and declined flags, the reminder date (0 until set) and the any-version rated flag.
    private(set) var trackingVersion: String?
    private(set) var firstUseDate: Date?
    private(set) var useCount = 0
    private(set) var significantEventCount = 0
    private(set) var ratedCurrentVersion = false
    private(set) var declinedToRate = false
    private(set) var reminderRequestDate: Date?
    private(set) var ratedAnyVersion = false
    /// The bundle version running now (`kCFBundleVersionKey`, 1027–1029), the last one launched:
    /// `loggedEvent()` has no version of its own.
    private(set) var runningVersion: String?

    private static let day: TimeInterval = 86_400
    /// A date Armchair never stored reads as 0, the epoch (`doubleForKey`, 1129, 1172).
    private static let epoch = Date(timeIntervalSince1970: 0)

    /// `_incrementCountForKeyType` (1024–1070) for the use count, at a launch of `runningVersion`.
    private mutating func incrementUseCount(at now: Date) {
        guard let running = runningVersion else { return }  // 1029–1033
        if trackingVersion == nil { trackingVersion = running }  // 1039–1042
        if trackingVersion == running {
            if firstUseDate == nil { firstUseDate = now }  // 1048–1053
            useCount += 1  // 1056–1059
        } else if tracksNewVersions {
            resetAllCounters(at: now)  // 1063–1066: the reset's one use (329) is this launch
        }
        // With `tracksNewVersions` off, nothing is counted nor reset in a version Armchair does not
        // track (1063: no `else`): the tracked version's counts, dates and flags stay frozen.
    }

    /// `resetUsageCounters()` (327–332): the first use date now, one use, no event.
    mutating func resetUsageCounters(at now: Date) {
        firstUseDate = now  // 328
        useCount = 1  // 329
        significantEventCount = 0  // 330
    }

    /// `resetAllCounters()` (337–352): the running version is tracked, the usage counters restart, the
    /// current version's rated and declined flags and the reminder date are forgotten; the
    /// any-version rated flag is kept (not touched).
    mutating func resetAllCounters(at now: Date) {
        trackingVersion = runningVersion  // 346
        resetUsageCounters(at: now)  // 347
        ratedCurrentVersion = false  // 348
        declinedToRate = false  // 349
        reminderRequestDate = nil  // 350: 0, the epoch, which the reminder rule always lets through
    }

    /// `appWillResignActive` (1795–1798) while the alert is up: on iOS `hideRatingAlert` dismisses
    /// it and records a decline (1761–1770); on macOS it only ends the sheet (1771–1776). Not in
    /// `PeerOracle`: a harness that sends the app to the background mid-prompt would call this.
    mutating func resignedActiveWhilePrompting() {
        declinedToRate = true  // 1766–1769, `dontRate` 1383–1385
    }

    /// `ratingConditionsHaveBeenMet` (1119–1193).
    func ratingConditionsHaveBeenMet(at now: Date) -> Bool {
        let firstUse = firstUseDate ?? Self.epoch
        if now.timeIntervalSince(firstUse) < Double(daysUntilPrompt) * Self.day { return false }  // 1129–1136
        if useCount <= usesUntilPrompt { return false }  // 1142–1146
        if significantEventCount < significantEventsUntilPrompt { return false }  // 1152–1156
        if declinedToRate { return false }  // 1162–1164, 1195–1201
        if ratedCurrentVersion { return false }  // 1167–1169, 1203–1209
        let reminder = reminderRequestDate ?? Self.epoch
        if now.timeIntervalSince(reminder) < Double(daysBeforeReminding) * Self.day { return false }  // 1172–1179
        if !shouldPromptIfRated && ratedAnyVersion { return false }  // 1185–1190
        return true  // 1192
    }
}

extension ArmchairOracle: PeerOracle {
    /// `applicationDidFinishLaunching` (1800–1806) and `applicationWillEnterForeground` (1808–1814)
    /// each count a use (`incrementUseCount`, 1009–1018; no `shouldIncrementUseCountClosure`).
    mutating func launched(version: String, at now: Date) {
        runningVersion = version
        incrementUseCount(at: now)
    }

    /// `userDidSignificantEvent` (970–974, 997–1001; `incrementSignificantEventCount`, 1020–1022):
    /// one event more in the tracked version (1046, 1056–1059). The launch before it already tracked
    /// and dated the running version (1039–1053, 1063–1066), so a reset is never due here; with
    /// `tracksNewVersions` off, an event in a version not tracked is not counted (1063: no `else`).
    mutating func loggedEvent() {
        guard let running = runningVersion, trackingVersion == running else { return }  // 1046, 1063
        significantEventCount += 1  // 1056–1059
    }

    /// The alert's buttons (1264–1278; macOS 1360–1378): "Rate" (`_rateApp` 1399–1404, `rateApp`
    /// 1406–1410) marks the current and any version rated; "Remind me later" (`remindMeLater`
    /// 1391–1397) stores the reminder date; the cancel button (`dontRate` 1383–1389) marks the
    /// current version declined. With StoreKit the prompt was its own answer (see `shouldPrompt`).
    mutating func answered(_ answer: PrePromptAnswer, at now: Date) {
        guard !useStoreKitReviewPrompt else { return }
        switch answer {
        case .rate:
            ratedCurrentVersion = true  // 1408
            ratedAnyVersion = true  // 1409
        case .later:
            reminderRequestDate = now  // 1392 (only offered while daysBeforeReminding > 0, 1211–1213)
        case .decline:
            declinedToRate = true  // 1384
        }
    }

    /// `showPrompt(ifNecessary:)` (1072–1092): the conditions, then the alert; showing the alert
    /// stores nothing, unless it is StoreKit's (1225–1238, called first in `showRatingAlert`, 1257).
    mutating func shouldPrompt(at now: Date) -> Bool {
        let prompts = ratingConditionsHaveBeenMet(at: now)
        if prompts, useStoreKitReviewPrompt {
            ratedCurrentVersion = true  // 1229
            ratedAnyVersion = true  // 1230
        }
        return prompts
    }
}
