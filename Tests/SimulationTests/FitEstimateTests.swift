import AskForReviewDomain
import AskForReviewSimulation
import Foundation
import Testing

@Suite("What a population fit estimates")
struct FitEstimateTests {
    static let start = Date(timeIntervalSinceReferenceDate: 788_918_400)
    /// The days a user who launches once a day on average (each day's launches drawn) goes without a
    /// session after any day, on average: e⁻¹ / (1 − e⁻¹).
    static let silentDaysOfADailyUser: Double = exp(-1.0) / (1 - exp(-1.0))

    @Test("Users who all installed in the log's first month are simulated installing in its first month")
    func cohort() throws {
        var cohort = PopulationModel()
        cohort.installWithinDays = 30
        let log = Self.log(
            of: PopulationSimulator(model: cohort, policies: [], users: 600, days: 150, seed: 2, start: Self.start),
            users: 600)
        let fit = try PopulationFit(events: log)
        #expect((28...32).contains(fit.model.installWithinDays), "\(fit.model.installWithinDays)")
        // The users of a run of the fitted population start using the app when the log's did.
        let simulator = PopulationSimulator(
            model: fit.model, policies: [], users: 600, days: fit.days, seed: 3, start: Self.start)
        func firstDays(_ events: [LoggedEvent]) -> [Double] {
            Dictionary(grouping: events, by: \.user).values.compactMap { $0.map(\.time).min() }
                .map { $0.timeIntervalSince(Self.start) / 86_400 }.sorted()
        }
        let logged = firstDays(log)
        let simulated = firstDays(Self.log(of: simulator, users: 600))
        for share in [0.5, 0.9, 0.99] {
            let (real, fitted) = (
                logged[Int(Double(logged.count - 1) * share)], simulated[Int(Double(simulated.count - 1) * share)]
            )
            #expect(abs(real - fitted) < 3, "first events' \(share) quantile: log day \(real), fitted day \(fitted)")
        }
    }

    /// `user`'s launches on each of `days` (from `start`), at 10:00, each naming the version `version`
    /// gives for its day.
    static func launches(_ user: String, days: Range<Int>, version: (Int) -> String? = { _ in nil }) -> [LoggedEvent] {
        days.map { day in
            LoggedEvent(
                user: user, time: start.addingTimeInterval(Double(day) * 86_400 + 36_000), name: LoggedEvent.launch,
                version: version(day))
        }
    }

    @Test("A user silent for the last weeks of the log left; one active to its end did not")
    func churnCountsOnlyTheSilent() throws {
        // Both launch daily; "gone" stops after day 9 of a 60-day log, "staying" launches to the end.
        let log = Self.launches("gone", days: 0..<10) + Self.launches("staying", days: 0..<60)
        let fit = try PopulationFit(events: log)
        // One user left, over both users' days of use, each with the days a daily user goes without a
        // session after any day, on average.
        let days = 10 + 60 + 2 * Self.silentDaysOfADailyUser
        #expect(abs(fit.model.churnPerDay - 1 / days) < 0.0001, "\(fit.model.churnPerDay)")
        // Without the days after it, a silence of under three gaps is no departure.
        let recent = Self.launches("paused", days: 0..<58) + Self.launches("staying", days: 0..<60)
        #expect(try PopulationFit(events: recent).model.churnPerDay == 0)
    }

    @Test("A version first seen after the log's first day shipped then; users updating to it say how fast")
    func versionsAndUpdateDelay() throws {
        // "early" has 1.1 from day 5, the day it ships; "late" from day 7, over 10 days of daily use.
        let log =
            Self.launches("early", days: 0..<10) { $0 < 5 ? "1.0" : "1.1" }
            + Self.launches("late", days: 0..<10) { $0 < 7 ? "1.0" : "1.1" }
        let fit = try PopulationFit(events: log)
        #expect(fit.model.newVersionsPerYear == 36.5, "one version in 10 days")
        // Each user's day less the days they go without a session anyway, less the shipping day.
        let delay = (5 + 7) / 2 - Self.silentDaysOfADailyUser - 5
        #expect(abs(fit.model.updateDelayDays - delay) < 0.001, "\(fit.model.updateDelayDays)")
    }

    /// The events of the first `users` users of `simulator`, as a log holds them.
    static func log(of simulator: PopulationSimulator, users: Int) -> [LoggedEvent] {
        (0..<users).flatMap { simulator.loggedEvents(ofUser: $0) }
    }
}
