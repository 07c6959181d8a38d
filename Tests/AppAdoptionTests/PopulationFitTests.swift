import AskForReview
import AskForReviewSimulation
import Foundation
import Testing

// The "Replaying your users" article's example, word for word: more users like a team's own, for
// longer.

/// What the apple preset would do to ten times as many users as `events` has, users like them, over
/// two years from `start`.
func tenTimesAsMany(as events: [LoggedEvent], from start: Date) async throws -> PolicyOutcome? {
    let fit = try PopulationFit(events: events)
    let simulator = PopulationSimulator(
        model: fit.model, policies: [.apple], users: fit.users * 10, days: 730, seed: 1, start: start)
    return await simulator.run().first
}

@Suite("Fitting a population to a team's log, from the public API")
struct PopulationFitTests {
    static let start = Date(timeIntervalSinceReferenceDate: 788_918_400)

    /// A log of `users` users of the built-in population over `days` days, as a team would export it.
    static func sampleLog(
        users: Int, days: Int, seed: UInt64, model: PopulationModel = PopulationModel()
    ) -> [LoggedEvent] {
        let sample = PopulationSimulator(model: model, policies: [], users: users, days: days, seed: seed, start: start)
        return (0..<users).flatMap { sample.loggedEvents(ofUser: $0) }
    }

    @Test("Simulating the fitted population gives figures close to replaying the log")
    func fittedSimulationMatchesReplay() async throws {
        let log = Self.sampleLog(users: 1_200, days: 240, seed: 31)
        let policies: [ReviewPolicy] = [.apple, .fitToday, .searchConsole]
        let fit = try PopulationFit(events: log)
        let replayed = try LogReplay(policies: policies).run(log)
        let simulated = await PopulationSimulator(
            model: fit.model, policies: policies, users: fit.users, days: fit.days, seed: 5, start: Self.start
        ).run()
        #expect(fit.days == 240)
        for (replay, simulation) in zip(replayed, simulated) {
            let asked = (
                Double(replay.everAsked) / Double(replay.users), Double(simulation.everAsked) / Double(simulation.users)
            )
            #expect(abs(asked.0 - asked.1) < 0.04, "\(replay.policy): share asked \(asked)")
            let requests = (replay.systemRequestsPerUser, simulation.systemRequestsPerUser)
            #expect(abs(requests.0 / requests.1 - 1) < 0.1, "\(replay.policy): requests per user \(requests)")
            let prePrompts = (replay.prePrompts, simulation.prePrompts)
            #expect(
                abs(Double(prePrompts.0 + 1) / Double(prePrompts.1 + 1) - 1) < 0.1, "\(replay.policy): \(prePrompts)")
            let median = (replay.firstAskDay(reaching: 0.5), simulation.firstAskDay(reaching: 0.5))
            #expect(abs((median.0 ?? -100) - (median.1 ?? 100)) <= 2, "\(replay.policy): median first ask \(median)")
        }
    }

    @Test("The fit finds the churn and the versions of the population the log came from")
    func recoversThePopulation() throws {
        let fit = try PopulationFit(events: Self.sampleLog(users: 1_500, days: 365, seed: 8))
        let truth = PopulationModel()
        #expect(abs(fit.model.churnPerDay / truth.churnPerDay - 1) < 0.1, "churn \(fit.model.churnPerDay)")
        #expect(abs(fit.model.newVersionsPerYear / truth.newVersionsPerYear - 1) < 0.05)
        #expect(fit.model.updateDelayDays > 1.5 && fit.model.updateDelayDays < 3.5, "\(fit.model.updateDelayDays)")
        #expect(fit.model.segments.count == 3)
        let shares = fit.model.segments.map(\.share)
        #expect(shares.allSatisfy { abs($0 - 1.0 / 3) < 0.05 }, "\(shares)")
        let rates = fit.model.segments.map(\.sessionsPerWeek)
        #expect(rates == rates.sorted() && rates[0] < 2.5 && rates[2] > 10, "\(rates)")
        #expect(fit.model.signedInShare == 1, "a replay counts every user signed in")
        #expect(fit.model.installWithinDays == 0, "installs over the whole log")
        // Written and read back, the file is the same population.
        #expect(try PopulationFile.model(from: PopulationFile.data(for: fit.model)) == fit.model)
    }

    @Test("The article's example simulates ten times the log's users over two years")
    func articleExample() async throws {
        let log = Self.sampleLog(users: 40, days: 30, seed: 6)
        let users = try PopulationFit(events: log).users
        let outcome = try #require(try await tenTimesAsMany(as: log, from: Self.start))
        #expect(outcome.users == users * 10)
        #expect(outcome.everAsked > 0)
    }

    @Test("Events a session with their mean weights, and bad experiences a session, counted exactly")
    func eventsAndWeights() throws {
        // Two users alike: four launches over four days, two purchases (weights 1 and 3), a crash.
        let launches = (0..<4).map { (Double($0) * 86_400, LoggedEvent.launch, 1.0, false) }
        let own: [(Double, EventName, Double, Bool)] = [
            (60, "purchase", 1, false), (120, "purchase", 3, false), (180, "crash", 1, true),
        ]
        var log: [LoggedEvent] = []
        for user in ["a", "b"] {
            for (offset, name, weight, bad) in (launches + own).sorted(by: { $0.0 < $1.0 }) {
                log.append(
                    LoggedEvent(
                        user: user, time: Self.start.addingTimeInterval(offset), name: name, weight: weight,
                        isBadExperience: bad))
            }
        }
        let fit = try PopulationFit(events: log, segments: 5)
        #expect(fit.users == 2 && fit.days == 4)
        let segment = try #require(fit.model.segments.first)
        #expect(fit.model.segments.count == 1, "both users have the same sessions a day")
        #expect(segment.share == 1)
        #expect(segment.eventsPerSession == [PopulationModel.SessionEvent("purchase", perSession: 0.5, weight: 2)])
        #expect(fit.model.badExperiencesPerSession == 0.25)
        #expect(fit.model.newVersionsPerYear == 0, "no version named")
    }

    @Test("A log without launches, an empty one and an unsorted one are refused")
    func refusals() {
        let completed = LoggedEvent(user: "a", time: Self.start, name: .processCompleted)
        #expect(throws: EventLogError.self) { try PopulationFit(events: [completed]) }
        #expect(throws: EventLogError.self) { try PopulationFit(events: [LoggedEvent]()) }
        let launch = LoggedEvent(user: "a", time: Self.start.addingTimeInterval(60), name: LoggedEvent.launch)
        #expect(throws: EventLogError.self) { try PopulationFit(events: [launch, completed]) }
    }
}
