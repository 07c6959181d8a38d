package import AskForReviewDomain
package import Foundation

/// What a user's logged events are as steps of a run, one event at a time: a launch starts a
/// session; a completed process is recorded and decided at, as the app reports it; any other event
/// is recorded, and decided at as a completed process is when the app asked after it (`asks`). A policy that asks at periodic checks is checked at each logged event, the moments
/// the app is known to be in use. A version an event names ships to the user just before it; until
/// one does, the user has version 1.0. An install before the log dates the first launch, and is no
/// moment the app was in use.
package struct LoggedSteps {
    /// When the user's first logged event happened: day 0 of their history.
    private let firstEvent: Date
    /// Whether the policy asks at periodic checks.
    private let checks: Bool
    /// The version the user has.
    private var version = "1.0"

    /// The steps of a history that starts at `firstEvent`, under `policy`.
    package init(firstEvent: Date, policy: ReviewPolicy) {
        self.firstEvent = firstEvent
        checks = policy.moments.contains(.periodicCheck)
    }

    /// Has `taker` take the steps of `event`, the user's next one.
    package mutating func take<Taker: UsageStepTaker>(_ event: LoggedEvent, into taker: inout Taker)
        throws(Taker.Failure)
    {
        if let named = event.version, named != version {
            version = named
            try taker.take(.ship(version: named))
        }
        let day = Int((event.time.timeIntervalSince(firstEvent) / 86_400).rounded(.down))
        switch event.kind {
        case .launch: try taker.take(.launch(event.time))
        case .install: try taker.take(.install(event.time))
        case .installBeforeLog:
            // Not a moment the log shows the app in use: no periodic check.
            try taker.take(.install(event.time))
            return
        case .processCompleted: try taker.take(.complete(event.time, day: day))
        case .other:
            let recorded = ReviewEvent(event.name, weight: event.weight, isBadExperience: event.isBadExperience)
            try taker.take(event.asks ? .ask(recorded, event.time, day: day) : .record(recorded, event.time))
        }
        if checks { try taker.take(.check(event.time, day: day)) }
    }
}
