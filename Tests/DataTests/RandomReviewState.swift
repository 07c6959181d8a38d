import AskForReviewDomain
import Foundation
import TestSupport

/// Random states and moments for comparing two policies' decisions: every fact a built-in condition
/// reads, drawn around one date so that the time rules fall on both sides of their bounds.
enum RandomReviewState {
    static let now = Date(timeIntervalSinceReferenceDate: 800_000_000)

    /// A context: a random state, a time near ``now``, a version and an app state.
    static func context(using generator: inout SeededGenerator) -> EligibilityContext {
        func date() -> Date? {
            Bool.random(using: &generator)
                ? now.addingTimeInterval(-Double.random(in: -3_600...(60 * 86_400), using: &generator)) : nil
        }
        func count(_ upTo: Int) -> Int { Int.random(in: 0...upTo, using: &generator) }
        let versions: [String?] = ["1.0", "1.1", nil]
        let version = versions.randomElement(using: &generator) ?? nil
        var events: [EventName: EventFacts] = [:]
        let names: [EventName] = [.processCompleted, "export", "purchase"] + DescribedConditionExamples.eventNames
        for name in names where Bool.random(using: &generator) {
            events[name] = EventFacts(
                count: count(6), weightedTotal: Double(count(40)) - 10, firstDate: date(), lastDate: date(),
                countSinceLastRequest: count(4), countSinceOwnRequest: count(6), countInVersion: count(4),
                version: versions.randomElement(using: &generator) ?? nil)
        }
        let sessions = SessionFacts(
            count: count(12), sinceLastRequest: count(6),
            sinceLastBadExperience: Bool.random(using: &generator) ? count(3) : nil,
            lastBadExperienceDate: date(), currentHadBadExperience: Bool.random(using: &generator),
            sinceEarlierBadExperience: Bool.random(using: &generator) ? count(3) : nil,
            earlierBadExperienceDate: date(),
            scores: (0..<count(6)).map { _ in Double(count(20)) - 5 },
            version: versions.randomElement(using: &generator) ?? nil,
            countInVersion: count(6), firstLaunchInVersionDate: date())
        let requests = (0..<count(4)).compactMap { _ in date() }.sorted()
        var choices: [UserChoice: EventFacts] = [:]
        if Bool.random(using: &generator) {
            choices[.rate] = EventFacts(count: 1, version: versions.randomElement(using: &generator) ?? nil)
        }
        let declines = count(2)
        if declines > 0 {
            choices[.prePrompt(.decline)] = EventFacts(
                count: declines, version: versions.randomElement(using: &generator) ?? nil)
        }
        if count(8) == 0 { choices[.optOut] = EventFacts(count: 1, firstDate: date(), lastDate: date()) }
        if Bool.random(using: &generator) {
            choices[.prePrompt(.later)] = EventFacts(count: count(3) + 1, firstDate: date(), lastDate: date())
        }
        let state = ReviewState(
            firstLaunchDate: date(), events: events, sessions: sessions,
            lastVersionPrompted: versions.randomElement(using: &generator) ?? nil, lastRequestDate: requests.last,
            requestCount: requests.count, systemRequestDates: requests, choices: choices)
        let appState = AppState(isSignedIn: count(3) > 0, isInForeground: count(3) > 0)
        return EligibilityContext(state: state, now: now, currentVersion: version, appState: appState)
    }
}
