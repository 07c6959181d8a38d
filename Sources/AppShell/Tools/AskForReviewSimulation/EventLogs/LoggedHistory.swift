import AskForReviewDomain
import Foundation

/// A simulated user's days written down as an event log would hold them: each launch (with the
/// version the user has), completed process, skipped process and event of the app's own, in order.
struct LoggedHistory: UsageStepTaker {
    /// The user's id in the log.
    let user: String
    /// The events so far.
    private(set) var events: [LoggedEvent] = []
    /// The version the user has.
    private var version = "1.0"

    init(user: String) {
        self.user = user
    }

    mutating func take(_ step: UsageStep) {
        switch step {
        case .ship(let shipped): version = shipped
        case .launch(let date):
            events.append(LoggedEvent(user: user, time: date, name: LoggedEvent.launch, version: version))
        case .install(let date): events.append(LoggedEvent(user: user, time: date, name: LoggedEvent.install))
        case .check: break
        case .record(let event, let date):
            events.append(
                LoggedEvent(
                    user: user, time: date, name: event.name, weight: event.weight,
                    isBadExperience: event.isBadExperience))
        case .complete(let date, _): events.append(LoggedEvent(user: user, time: date, name: .processCompleted))
        case .ask(let event, let date, _):
            events.append(
                LoggedEvent(
                    user: user, time: date, name: event.name, weight: event.weight,
                    isBadExperience: event.isBadExperience, asks: true))
        }
    }
}

extension PopulationSimulator {
    /// The events of user number `index` of this run (from 0) over the days they use the app, as an
    /// event log holds them, in time order: a sample log of the population, for trying a replay or a
    /// pipeline. The user's id is `user-` and the number; times are those of the simulation (a day's
    /// launches from 09:00, the app's events from 12:00, completions from 15:00, skips from 21:00).
    public func loggedEvents(ofUser index: Int) -> [LoggedEvent] {
        let (user, _) = self.user(index)
        var history = LoggedHistory(user: "user-\(index)")
        var schedule = UsageSchedule(user: user, policy: .apple, start: start)
        for _ in 0..<user.days { schedule.nextDay(&history) }
        // The schedule takes each kind of step in turn; a log holds them in the order they happened.
        return history.events.enumerated().sorted { ($0.element.time, $0.offset) < ($1.element.time, $1.offset) }
            .map(\.element)
    }
}
