import AskForReviewDomain
import AskForReviewSimulation
import Foundation
import TestSupport
import Testing

@Suite("Usage simulator")
struct UsageSimulatorTests {
    let start = Date.iso("2026-01-01T00:00:00Z")

    @Test("Fractional rates accumulate: 0.5 a day is one event every other day")
    func fractionalRates() {
        #expect((0..<6).map { UsageSimulator.events(on: $0, perDay: 0.5) } == [0, 1, 0, 1, 0, 1])
        #expect((0..<3).map { UsageSimulator.events(on: $0, perDay: 2.5) } == [2, 3, 2])
    }

    @Test("A rate below 0 or not a number is none; one above 1,000 a day is 1,000; nothing traps")
    func badRates() {
        for rate: Double in [-1, -.infinity, .nan, -.ulpOfOne] {
            #expect((0..<4).map { UsageSimulator.events(on: $0, perDay: rate) } == [0, 0, 0, 0], "\(rate)")
        }
        for rate: Double in [1_000, 1e300, .infinity] {
            #expect(UsageSimulator.events(on: 7, perDay: rate) == 1_000, "\(rate)")
        }
        let user = SimulatedUser(days: 3, launchesPerDay: .nan, completionsPerDay: -2)
        let result = UsageSimulator(policy: .apple, user: user, start: start).run()
        #expect(result.launches == 0 && result.completions == 0 && result.asks.isEmpty)
    }

    @Test("apple, one completion a day, a new version every 30 days: asked on day 4, then at each new version")
    func applePerVersion() throws {
        let user = SimulatedUser(days: 90, newVersionEveryDays: 30)
        let result = UsageSimulator(policy: .apple, user: user, start: start).run()
        #expect(result.asks.map(\.day) == [3, 30, 60])
        #expect(result.asks.map(\.version) == ["1.0", "1.1", "1.2"])
        #expect(result.completions == 90)
    }

    @Test("searchconsole answered 'rate' asks once, with the pre-prompt and then the system request")
    func searchConsoleRate() throws {
        let user = SimulatedUser(days: 30, answer: .rate)
        let result = UsageSimulator(policy: .searchConsole, user: user, start: start).run()
        #expect(result.asks.map(\.kind) == [.prePromptThenSystemRequest])
        #expect(result.asks.first?.date == start.addingTimeInterval(9 * 3_600 + 180))
    }

    /// Random users each run through every policy three ways: 8 in `swift test`; `.ci/run` runs 60
    /// (`ASKFORREVIEW_EQUIVALENCE_USERS`).
    static let equivalenceUsers =
        ProcessInfo.processInfo.environment["ASKFORREVIEW_EQUIVALENCE_USERS"].flatMap { Int($0) } ?? 8

    @Test("Leaving out the checks that cannot ask changes nothing in the result, for random users and policies")
    @MainActor
    func skippingChecksChangesNothing() throws {
        var generator = SeededGenerator.recordingSeed(for: "random users and policies")
        let policies = [ReviewPolicy.apple, .fitToday, .searchConsole] + Self.periodicPolicies
        for _ in 0..<Self.equivalenceUsers {
            let user = SimulatedUser(
                days: Int.random(in: 1...120, using: &generator),
                launchesPerDay: [0, 0.5, 1, 2, 3.5, 40].randomElement(using: &generator) ?? 1,
                completionsPerDay: [0, 0.3, 1, 4].randomElement(using: &generator) ?? 1,
                newVersionEveryDays: [nil, 1, 7, 30].randomElement(using: &generator) ?? nil,
                answer: PrePromptAnswer.allCases.randomElement(using: &generator) ?? .later,
                skipsPerDay: [0, 0.5, 2].randomElement(using: &generator) ?? 0,
                events: [
                    SimulatedEvent(
                        ReviewEvent("exportSucceeded"), perDay: [0, 0.4, 3].randomElement(using: &generator) ?? 0),
                    SimulatedEvent(
                        ReviewEvent("crash", weight: -5, isBadExperience: true),
                        perDay: [0, 0.05, 0.5].randomElement(using: &generator) ?? 0),
                ],
                installDay: [0, 3, 40].randomElement(using: &generator) ?? 0,
                updateDelayDays: [0, 2, 9].randomElement(using: &generator) ?? 0,
                drawSeed: Bool.random(using: &generator) ? UInt64.random(in: 0...1_000, using: &generator) : nil
            )
            for policy in policies {
                let skipping = UsageSimulator(policy: policy, user: user, start: start).run()
                let replaying = UsageSimulator(
                    policy: policy, user: user, start: start, skipsChecksThatCannotAsk: false
                ).run()
                // The reference: every event through the real use case and a store, as an app drives it.
                let reference = try UseCaseReplay(policy: policy, user: user, start: start).run()
                #expect(replaying.asks == reference.asks, "\(policy.name), \(user)")
                #expect(replaying.systemRequestDates == reference.systemRequestDates, "\(policy.name), \(user)")
                #expect(replaying.finalState == reference.finalState, "\(policy.name), \(user)")
                #expect(replaying.finalDecision == reference.finalDecision, "\(policy.name), \(user)")
                #expect(skipping.asks == replaying.asks, "\(policy.name), \(user)")
                #expect(skipping.systemRequestDates == replaying.systemRequestDates, "\(policy.name), \(user)")
                #expect(skipping.finalState == replaying.finalState, "\(policy.name), \(user)")
                #expect(skipping.finalDecision == replaying.finalDecision, "\(policy.name), \(user)")
                #expect(skipping.launches == replaying.launches && skipping.completions == replaying.completions)
            }
        }
    }

    @Test("A year of searchconsole decides about twice a day instead of twelve times")
    func skippingChecksSavesDecisions() {
        let user = SimulatedUser(days: 365)
        let counts = [true, false].map {
            UsageSimulator(policy: .searchConsole, user: user, start: start, skipsChecksThatCannotAsk: $0).run()
                .decisions
        }
        #expect(counts[1] == 365 * 12, "every check and every completion")
        // The first check of each session (a new session may change what rules read) and the completion.
        #expect(counts[0] < 365 * 3, "\(counts[0]) decisions")
    }

    /// Time-based policies unlike the presets: a choice of conditions, a direct system request, a
    /// tight system limit, a rule that reads the version, and a rule known only by its words (which
    /// promises nothing about time).
    static let periodicPolicies = [
        ReviewPolicy(
            name: "either",
            conditions: [
                AnyOf([
                    MinimumTimeElapsed.sinceFirstLaunch(seconds: 2 * 86_400), MinimumEventCount.completedProcesses(5),
                ]),
                MinimumTimeElapsed.sinceLastRequest(seconds: 3 * 86_400),
            ],
            moments: [.periodicCheck, .processCompleted],
            systemQuota: SystemPromptQuota(limit: 2, window: 10 * 86_400),
            periodicCheckInterval: 90
        ),
        ReviewPolicy(
            name: "per version",
            conditions: [VersionNotYetPrompted(), MinimumTimeElapsed.sinceFirstLaunch(seconds: 3_600)],
            moments: [.periodicCheck],
            periodicCheckInterval: 120
        ),
        ReviewPolicy(
            name: "even minutes",
            conditions: [EvenMinutes(), MinimumTimeElapsed.sinceLastRequest(seconds: 3_600)],
            moments: [.periodicCheck],
            prePrompt: ReviewPolicy.searchConsole.prePrompt,
            periodicCheckInterval: 60
        ),
        ReviewPolicy(
            name: "exports",
            conditions: [
                MinimumEventCount("exportSucceeded", 5, in: .sinceLastRequest), MinimumEventCount(.processSkipped, 1),
            ],
            moments: [.processCompleted]
        ),
        ReviewPolicy(
            name: "sessions",
            conditions: [
                MinimumSessions(3, in: .sinceLastRequest), MinimumTimeElapsed.sinceLastRequest(seconds: 7_200),
            ],
            moments: [.periodicCheck],
            periodicCheckInterval: 60
        ),
    ]

    @Test("The requests the system would swallow: a 4th inside 365 days")
    func swallowed() {
        let day: TimeInterval = 86_400
        let dates = [0, 10, 20, 30, 366].map { start.addingTimeInterval($0 * day) }
        #expect(UsageSimulator.swallowed(dates, by: .appStore) == [dates[3]])
    }
}

/// Met in even minutes only: a rule that depends on the time but says so only in words.
private struct EvenMinutes: EligibilityCondition {
    func evaluate(in context: EligibilityContext) -> ConditionResult {
        Int(context.now.timeIntervalSinceReferenceDate / 60) % 2 == 0 ? .met : .notMet(UnmetReason("an odd minute"))
    }
}
