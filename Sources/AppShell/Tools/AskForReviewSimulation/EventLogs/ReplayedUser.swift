package import AskForReviewDomain
import Foundation

/// One real user's history replayed under one policy (see ``LoggedSteps``), with and without the
/// policy's mirror of the system's limit, as the use case and the view model would have run it.
package struct ReplayedUser {
    /// The user's events, in time order.
    package let events: [LoggedEvent]
    /// How the user answers a pre-prompt.
    package let answer: PrePromptAnswer

    /// Whether an ask before the history named a version is told at version ``noVersion`` (an
    /// export's user, whose rows may name none), rather than at the "1.0" a replay assumes (the
    /// package's own log, which says so).
    let tellsUnnamedVersion: Bool

    /// `events`, the user answering a pre-prompt `answer`; with `tellsUnnamedVersion`, an ask before
    /// the history named a version is told at version ``noVersion``.
    package init(events: [LoggedEvent], answer: PrePromptAnswer, tellsUnnamedVersion: Bool = false) {
        self.events = events
        self.answer = answer
        self.tellsUnnamedVersion = tellsUnnamedVersion
    }

    /// Adds the user's replay under `policy` to `outcome`, and tells `eachAsk` each of its asks.
    func replay(under policy: ReviewPolicy, into outcome: inout PolicyOutcome, eachAsk: (ReplayedAsk) -> Void) {
        guard let first = events.first, let last = events.last else { return }
        // Day 0 is the first logged event; an install before the log only dates the first launch.
        let start = firstLogged?.time ?? first.time
        var (result, unmirrored) = results(under: policy)
        // An export's ask before the history named a version was at the version the replay assumes
        // ("1.0"), which the rows never said: told as unknown.
        let versioned = events.first { $0.version != nil }?.time
        if tellsUnnamedVersion, let first = result.asks.first, versioned.map({ first.date < $0 }) ?? true {
            result.asks = result.asks.map { ask in
                guard versioned.map({ ask.date < $0 }) ?? true else { return ask }
                return UsageSimulator.Ask(date: ask.date, day: ask.day, version: Self.noVersion, kind: ask.kind)
            }
        }
        let swallowed = UsageSimulator.swallowed(unmirrored.systemRequestDates, by: policy.systemQuota ?? .appStore)
        let secondLaunch = events.lazy.filter { $0.kind == .launch }.dropFirst().first?.time
        // An ask happens at a logged event's time, right after the last event logged then.
        let askEvents = result.asks.map { ask in events.last { $0.time == ask.date }?.name ?? LoggedEvent.launch }
        outcome.add(
            replayed: result, swallowedWithoutMirror: swallowed.count, answer: answer, firstEvent: start,
            lastEvent: last.time, secondLaunch: secondLaunch,
            installed: first.kind == .install ? .inLog : first.kind == .installBeforeLog ? .beforeLog : nil,
            askEvents: askEvents)
        for (ask, event) in zip(result.asks, askEvents) {
            eachAsk(
                ReplayedAsk(
                    user: first.user, policy: policy.name, time: ask.date, kind: ask.kind, event: event,
                    version: ask.version, answer: ask.kind == .systemRequest ? nil : answer))
        }
    }

    /// The version an ask is told at when the user's history named none before it.
    static let noVersion = "unknown"

    /// The user's first event the log holds: any but an install before the log.
    private var firstLogged: LoggedEvent? { events.first { $0.kind != .installBeforeLog } }

    /// The user's run under `policy`, and under it without its mirror of the system's limit.
    package func results(under policy: ReviewPolicy) -> (
        withMirror: UsageSimulator.Result, withoutMirror: UsageSimulator.Result
    ) {
        guard let first = events.first, let last = events.last else {
            return (UsageSimulator.Result(), UsageSimulator.Result())
        }
        var runs = MirroredRuns(
            policy: policy, answer: answer, appState: AppState(), skipsDecisionsThatCannotAsk: true,
            stopsWhenNoAskCanFollowBefore: last.time.addingTimeInterval(1), withoutMirrorToo: true)
        var steps = LoggedSteps(firstEvent: firstLogged?.time ?? first.time, policy: policy)
        for event in events {
            if runs.stopped { break }
            steps.take(event, into: &runs)
        }
        let (result, unmirrored) = runs.finished(at: last.time)
        return (result, unmirrored ?? result)
    }
}
