import Foundation

/// A model of simonmitchell's ReviewKit decision (simonmitchell/ReviewKit at 50a1a3b, 1.2.3), written
/// from its source, each rule citing the lines it follows in
/// `Sources/ReviewKit/ReviewRequestController.swift`, or `ClosedRange+Clamp.swift` (CR) and
/// `UserDefaults+ReviewRequestControllerStorage.swift` (UDS): sessions whose actions add up to a
/// score, checked after each action. Settings default to ReviewKit's (166–193). It models a user up
/// to the first request: the shipped storage then writes the request's version over the stored
/// sessions (UDS 114–122), which this model does not follow.
struct ScoredSessionsReviewKitOracle {
    /// `scoreThreshold` (170): the current session's score must be strictly above it (315).
    var scoreThreshold = 100.0
    /// `averageScoreThreshold` (166): the mean of the latest 3 earlier sessions at least 75 (297–311).
    var averageScore = 75.0
    var averageOverSessions = 3
    /// `scoreBounds` (174): the running score clamped after every action (373–377, CR 11–15).
    var scoreBounds: ClosedRange<Double>? = -200...200
    /// `initialRequestTimeout` (178): more than 2 sessions and more than 4 days since the first (135,
    /// 238–243).
    var initialSessions = 2
    var initialSeconds: TimeInterval = 4 * 86_400
    /// `badSessionTimeout` (193): more than 2 sessions or more than 2 days since the last bad one
    /// (137, 268–280).
    var badSessions = 2
    var badSeconds: TimeInterval = 2 * 86_400
    /// `disabledForBadSession` (189): a bad current session asks nothing (323).
    var disabledForBadSession = true

    /// A session (90–107): its start, score and whether an action in it was bad.
    struct Session {
        let start: Date
        var score = 0.0
        var isBad = false
    }

    /// The stored sessions, the current one last (UDS 30–46); the first session's date (229–231).
    private(set) var sessions: [Session] = []
    private(set) var firstSessionDate: Date?

    /// `startSession(version:date:)` (227–234): a new current session, saved; the first date kept.
    mutating func startedSession(at now: Date) {
        if firstSessionDate == nil { firstSessionDate = now }  // 229–231
        sessions.append(Session(start: now))  // 232–233
    }

    /// `log(action:)` (370–417) with `showReview`: the score added and clamped, the session marked bad
    /// for good by a bad action (380–382), then the criteria checked (388–393); whether it asks.
    mutating func logged(score: Double, isBad: Bool, at now: Date) -> Bool {
        guard var current = sessions.popLast() else { return false }
        current.score += score  // 373
        if let bounds = scoreBounds {
            current.score = min(max(current.score, bounds.lowerBound), bounds.upperBound)  // 374–377
        }
        current.isBad = current.isBad || isBad  // 380–382
        sessions.append(current)  // 385
        return criteriaMet(current, at: now)
    }

    /// `allReviewPromptCriteriaSatisfied` (321–358), before any request.
    private func criteriaMet(_ current: Session, at now: Date) -> Bool {
        if current.isBad && disabledForBadSession { return false }  // 323
        guard current.score > scoreThreshold else { return false }  // 315
        let first = firstSessionDate ?? current.start  // 240
        // 135, 241: strictly more sessions and time than the initial timeout.
        guard sessions.count > initialSessions, now.timeIntervalSince(first) > initialSeconds else { return false }
        let earlier = sessions.dropLast()  // 270, 300: the current one left out
        if let bad = earlier.lastIndex(where: \.isBad) {  // 273–275
            let sessionsSince = sessions.count - bad  // 277: the current one counted
            let timeSince = now.timeIntervalSince(earlier[bad].start)  // 278: from the bad session's start
            guard sessionsSince > badSessions || timeSince > badSeconds else { return false }  // 137, 279
        }
        guard !earlier.isEmpty else { return false }  // 304–306
        let recent = earlier.suffix(averageOverSessions)  // 308
        return recent.map(\.score).reduce(0, +) / Double(recent.count) >= averageScore  // 309–310
    }
}
