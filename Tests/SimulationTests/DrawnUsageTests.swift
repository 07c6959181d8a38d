import AskForReviewDomain
import AskForReviewSimulation
import Foundation
import TestSupport
import Testing

@Suite("A population drawn as users behave: counts drawn in sessions, installs spread, updates delayed")
struct DrawnUsageTests {
    /// Notes every step a schedule takes.
    struct StepLog: UsageStepTaker {
        var launchesByDay: [Int: Int] = [:]
        var eventsByDay: [Int: Int] = [:]
        var ships: [(day: Int, version: String)] = []
        var day = 0

        mutating func take(_ step: UsageStep) {
            switch step {
            case .ship(let version): ships.append((day, version))
            case .launch: launchesByDay[day, default: 0] += 1
            case .check, .install: break
            case .record, .complete, .ask: eventsByDay[day, default: 0] += 1
            }
        }
    }

    static let start = Date(timeIntervalSinceReferenceDate: 800_000_000)

    func log(_ user: SimulatedUser, days: Int) -> StepLog {
        var schedule = UsageSchedule(user: user, policy: .apple, start: Self.start)
        var log = StepLog()
        for day in 0..<days {
            log.day = day
            schedule.nextDay(&log)
        }
        return log
    }

    @Test("Drawn counts average the rates, events happen only in sessions, and the same seed draws the same days")
    func drawnCounts() {
        let user = SimulatedUser(
            days: 4_000, launchesPerDay: 0.7, completionsPerDay: 0.5, skipsPerDay: 0.2, drawSeed: 42)
        let log = log(user, days: 4_000)
        let launches = Double(log.launchesByDay.values.reduce(0, +)) / 4_000
        let events = Double(log.eventsByDay.values.reduce(0, +)) / 4_000
        #expect(abs(launches - 0.7) < 0.05 && abs(events - 0.7) < 0.05, "\(launches) launches, \(events) events a day")
        #expect(log.eventsByDay.keys.allSatisfy { (log.launchesByDay[$0] ?? 0) > 0 }, "no event outside a session")
        #expect(Set(log.launchesByDay.values).count > 2, "days differ: \(Set(log.launchesByDay.values))")
        #expect(log.launchesByDay == self.log(user, days: 4_000).launchesByDay)
        var deterministic = user
        deterministic.drawSeed = nil
        #expect(self.log(deterministic, days: 10).launchesByDay == [1: 1, 2: 1, 4: 1, 5: 1, 7: 1, 8: 1, 9: 1])
    }

    @Test("A user installing mid-run starts at the version current then and gets each later one after the delay")
    func installAndUpdates() {
        let user = SimulatedUser(days: 100, newVersionEveryDays: 30, installDay: 40, updateDelayDays: 5)
        let ships = log(user, days: 100).ships
        #expect(ships.map(\.version) == ["1.1", "1.2", "1.3", "1.4"])
        // Day 0 of the user is day 40 of the run: 1.2 ships on day 60, arrives on day 65 (the user's 25).
        #expect(ships.map(\.day) == [0, 25, 55, 85])
    }

    @Test("Installs are spread over the run, and nobody is followed past its end")
    func installsSpread() {
        let population = PopulationSimulator(
            model: PopulationModel(), policies: [.apple], users: 4_000, days: 200, seed: 3, start: Self.start)
        let users = (0..<4_000).map { population.user($0).user }
        let meanInstall = Double(users.map(\.installDay).reduce(0, +)) / 4_000
        #expect(abs(meanInstall - 100) < 5, "mean install day \(meanInstall)")
        #expect(users.allSatisfy { $0.installDay + $0.days <= 200 && $0.days >= 1 })
        #expect(Set(users.map(\.updateDelayDays)).count > 3 && users.allSatisfy { $0.drawSeed != nil })
    }
}
