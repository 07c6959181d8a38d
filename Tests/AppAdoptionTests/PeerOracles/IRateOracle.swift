import AskForReview
import Foundation

/// A model of iRate's decision (nicklockwood/iRate 1.12.2, `iRate/iRate.m` at 68e5671), written from
/// its source, each rule citing the lines it follows; it keeps what iRate keeps in UserDefaults and
/// answers what `shouldPromptForRating` answers. Settings default to iRate's (200–213).
struct IRateOracle {
    /// `daysUntilPrompt` (208), in days.
    var daysUntilPrompt = 10.0
    /// `usesUntilPrompt` (206).
    var usesUntilPrompt = 10
    /// `eventsUntilPrompt` (207).
    var eventsUntilPrompt = 10
    /// `remindPeriod` (210), in days.
    var remindPeriod = 1.0
    /// `promptForNewVersionIfUserRated` (202).
    var promptForNewVersionIfUserRated = false
    /// `usesPerWeekForPrompt` (209: 0, no rule), in uses a week since `firstUsed`.
    var usesPerWeekForPrompt: Float = 0

    private(set) var firstUsed: Date?
    private(set) var lastVersionUsed: String?
    private(set) var usesCount = 0
    private(set) var eventCount = 0
    private(set) var lastReminded: Date?
    /// The version the user rated, or declined, in: one string each (369–404).
    private(set) var ratedVersion: String?
    private(set) var declinedVersion: String?

    private static let day: TimeInterval = 86_400

    /// `applicationLaunched` (978–1017), and its return from the background (1048–1057), at `version`.
    mutating func launched(version: String, at now: Date) {
        if firstUsed == nil || lastVersionUsed != version {  // 983
            lastVersionUsed = version  // 985
            if firstUsed == nil || ratedVersion != nil {  // 986: first launch, or ratedAnyVersion
                firstUsed = now  // 989–992
                usesCount = 0
                eventCount = 0
                lastReminded = nil
            } else if let first = firstUsed, now.timeIntervalSince(first) > (daysUntilPrompt - 1) * Self.day {
                firstUsed = now.addingTimeInterval(-(daysUntilPrompt - 1) * Self.day)  // 995–999
            }
        }
        usesCount += 1  // 1011
    }

    /// `logEvent:` (1206–1213): `eventCount++` (416–419).
    mutating func loggedEvent() { eventCount += 1 }

    /// `shouldPromptForRating` (421–502), without preview mode.
    func shouldPrompt(at now: Date) -> Bool {
        if ratedVersion != nil, ratedVersion == lastVersionUsed { return false }  // 431: ratedThisVersion
        if ratedVersion != nil, !promptForNewVersionIfUserRated { return false }  // 441
        if declinedVersion != nil { return false }  // 451: declinedAnyVersion
        // 461
        guard let firstUsed, now.timeIntervalSince(firstUsed) >= daysUntilPrompt * Self.day else { return false }
        if usesCount < usesUntilPrompt, eventCount < eventsUntilPrompt { return false }  // 471
        // 481; `usesPerWeek` (364–367): the uses over the weeks since `firstUsed`, as a float.
        let weeks = now.timeIntervalSince(firstUsed) / (7 * Self.day)
        if Float(Double(usesCount) / weeks) < usesPerWeekForPrompt { return false }
        if let lastReminded, now.timeIntervalSince(lastReminded) < remindPeriod * Self.day { return false }  // 491
        return true  // 501
    }
}

extension IRateOracle: PeerOracle {
    /// The alert's buttons (1019–1044): rate (1248), decline (1220), remind (1234).
    mutating func answered(_ answer: PrePromptAnswer, at now: Date) {
        switch answer {
        case .rate: ratedVersion = lastVersionUsed
        case .decline: declinedVersion = lastVersionUsed
        case .later: lastReminded = now
        }
    }
}
