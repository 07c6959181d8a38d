import Foundation

/// A model of AppReviewKit's decision (markbattistella/AppReviewKit at 81f94f5), written from its
/// source, each rule citing the lines it follows in `Sources/AppReviewKit/ReviewManager.swift`: an
/// install date, a count of interactions and the date of the last request, and two entry points
/// that each decide, and record their request, as they are called. Days are calendar days of
/// `Calendar.autoupdatingCurrent` (134, 142); in UTC, as here, a day is 86,400 s.
struct AppReviewKitOracle {
    /// `minDaysSinceInstall` (33, 53): `now >= install + days` (134–136).
    var minDaysSinceInstall = 7
    /// `actionThreshold` (36, 54): the interaction count must reach it (75, `>=`).
    var actionThreshold = 20
    /// `coolDownDays` (39, 55): `now >= lastRequest + days` (142–144).
    var coolDownDays = 30

    /// `appInstallDate`: the first one stored stays (124–128).
    private(set) var installDate: Date?
    /// `reviewCountThreshold`: interactions since an interaction last asked.
    private(set) var interactionCount = 0
    /// `lastReviewRequestDate`, written by every request (153).
    private(set) var lastRequestDate: Date?

    private static let day: TimeInterval = 86_400

    /// `ReviewManager.init` stores the install date when none is (61).
    mutating func started(at now: Date) {
        if installDate == nil { installDate = now }  // 124–128
    }

    /// `passesGatingChecks()` (131–149): each check only when its date is stored.
    func passesGatingChecks(at now: Date) -> Bool {
        if let installDate, now < installDate.addingTimeInterval(Double(minDaysSinceInstall) * Self.day) {
            return false  // 132–137
        }
        if let lastRequestDate, now < lastRequestDate.addingTimeInterval(Double(coolDownDays) * Self.day) {
            return false  // 140–145
        }
        return true  // 148
    }

    /// `registerInteraction(_:)` (70–81): the count rises whether or not anything is asked, and only
    /// this path's request zeroes it.
    mutating func registeredInteraction(at now: Date) -> Bool {
        started(at: now)  // 71
        interactionCount += 1  // 72–73
        guard interactionCount >= actionThreshold, passesGatingChecks(at: now) else { return false }  // 75, 77
        interactionCount = 0  // 79
        lastRequestDate = now  // 80, 153
        return true
    }

    /// `registerSignificantEvent(_:)` (89–93): the gates alone; a gated one leaves nothing.
    mutating func registeredSignificantEvent(at now: Date) -> Bool {
        started(at: now)  // 90
        guard passesGatingChecks(at: now) else { return false }  // 91
        lastRequestDate = now  // 92, 153
        return true
    }
}
