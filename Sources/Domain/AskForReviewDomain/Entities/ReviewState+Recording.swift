public import Foundation

/// The changes an app's events make to the state, which `StateTransition` composes. Launches and
/// events are usable from inlinable code: the transition's own recording functions are inlined where
/// a simulation replays millions of them, so that a call does not copy the transition.
extension ReviewState {
    /// A session starts at `date`, the app at `version`: it is counted, and the first launch is set
    /// if none is recorded.
    @usableFromInline
    package mutating func recordLaunch(at date: Date, version: String?) {
        sessions.start(at: date, version: version)
        if firstLaunchDate == nil { firstLaunchDate = date }
    }

    /// One occurrence of `event` at `date`, the app at `version`: its facts and the session's score,
    /// clamped into `scoreBounds` after the event's weight is added.
    /// - Throws: ``AskForReviewError/tooManyEventNames(limit:)`` for a new name past
    ///   ``maximumEventNames``; nothing changes then.
    @usableFromInline
    package mutating func record(
        _ event: ReviewEvent, at date: Date, version: String?, scoreBounds: ClosedRange<Double>? = nil
    ) throws(AskForReviewError) {
        if eventTable.count >= Self.maximumEventNames, eventTable[event.name] == nil {
            throw .tooManyEventNames(limit: Self.maximumEventNames)
        }
        eventTable.update(event.name) { $0.record(weight: event.weight, at: date, version: version) }
        sessions.record(weight: event.weight, isBad: event.isBadExperience, at: date, scoreBounds: scoreBounds)
    }

    /// The user was asked at `date`, right after `trigger` when an event made the ask: the date, the
    /// count, the version (when `marksVersion`), and a pre-prompt that now awaits its answer (when
    /// `prePromptShown`); the counts "since the last request" start again, and the trigger's own.
    mutating func recordAsk(
        at date: Date, version: String?, marksVersion: Bool, prePromptShown: Bool, after trigger: EventName?
    ) {
        lastRequestDate = date
        requestCount = requestCount.incrementedSaturating()
        if let version, marksVersion { lastVersionPrompted = version }
        if prePromptShown { unansweredPrePromptDate = date }
        sessions.sinceLastRequest = 0
        eventTable.updateAll { $0.countSinceLastRequest = 0 }
        if let trigger { eventTable.update(trigger) { $0.countSinceOwnRequest = 0 } }
    }

    /// A system request went out at `date`: logged, the log pruned to `window`'s requests and to the
    /// latest `maximumLoggedRequests`.
    mutating func logSystemRequest(at date: Date, window: SystemPromptQuota) {
        systemRequestDates =
            window.requestsInWindow(systemRequestDates, at: date).suffix(Self.maximumLoggedRequests - 1) + [date]
    }

    /// The user made `choice` at `date`, the app at `version`: its facts, as an event's. A choice
    /// of ``UserChoice/rate`` made while the version is unknown keeps the version it was made in
    /// before.
    mutating func record(_ choice: UserChoice, at date: Date, version: String?) {
        choiceTable.update(choice.name) { facts in
            let kept = choice == .rate ? version ?? facts.version : version
            facts.record(weight: 1, at: date, version: kept)
        }
    }

    /// The user's `choice` is forgotten: its facts (how many times, when, at which version) are gone,
    /// as if they never made it; every other count, date and the log of system requests are kept.
    mutating func forget(_ choice: UserChoice) {
        choiceTable.remove(choice.name)
    }
}
