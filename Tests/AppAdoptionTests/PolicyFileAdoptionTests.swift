import AskForReview
import AskForReviewPolicyFiles
import AskForReviewRollout
import AskForReviewSimulation
import Foundation
import Testing

/// A team's policy as a file, through the public products only: its own rule registered by name,
/// loaded as an app loads a remote payload, and simulated before shipping.
@Suite("Your policy in a file, from the public API")
struct PolicyFileAdoptionTests {
    /// A team's rule: met once the user finished `count` lessons (completed processes) in the app's
    /// current version.
    struct LessonsThisVersion: EligibilityCondition, Codable {
        let count: Int

        func evaluate(in context: EligibilityContext) -> ConditionResult {
            let done = context.state.facts(of: .processCompleted).count(inVersion: context.currentVersion)
            return done >= count ? .met : .notMet(.timeless("\(done) of \(count) lessons in this version"))
        }
    }

    static let file = Data(
        #"""
        {
          "format": 1,
          "name": "lessons",
          "moments": ["processCompleted"],
          "conditions": [
            {"lessonsThisVersion": {"count": 5}},
            {"versionNotYetPrompted": {}},
            {"minimumTimeElapsed": {"since": "lastRequest", "duration": "30d"}}
          ]
        }
        """#.utf8)

    static let start = Date(timeIntervalSinceReferenceDate: 800_000_000)

    @Test("A file with a team's own condition loads, decides, and simulates")
    func customConditionFromAFile() throws {
        let conditions = try PolicyConditions.builtIn.registering(LessonsThisVersion.self, as: "lessonsThisVersion")
        let policy = try PolicyFile.policy(from: Self.file, conditions: conditions)
        #expect(policy.name == "lessons")
        let user = SimulatedUser(days: 120, completionsPerDay: 1, newVersionEveryDays: 40)
        let result = UsageSimulator(policy: policy, user: user, start: Self.start).run()
        // Once a version, after its fifth lesson: a version ships every 40 days.
        #expect(result.asks.map(\.day) == [4, 44, 84])
    }

    static let experimentFile = Data(
        #"""
        {
          "format": 1,
          "experiment": "lessons-timing",
          "variants": [
            {"name": "five", "share": 50, "policy": {"name": "five", "moments": ["processCompleted"],
              "conditions": [{"lessonsThisVersion": {"count": 5}}, {"versionNotYetPrompted": {}}]}},
            {"name": "ten", "share": 50, "policy": {"name": "ten", "moments": ["processCompleted"],
              "conditions": [{"lessonsThisVersion": {"count": 10}}, {"versionNotYetPrompted": {}}]}}
          ]
        }
        """#.utf8)

    @Test("An experiment file with a team's own condition loads, assigns an install from its store, and simulates")
    @MainActor
    func experimentWithACustomCondition() async throws {
        let conditions = try PolicyConditions.builtIn.registering(LessonsThisVersion.self, as: "lessonsThisVersion")
        let experiment = try PolicyFile.experiment(from: Self.experimentFile, conditions: conditions)
        let store = ServiceFactory.makeReviewStoreService(store: DataFactory.makeInMemoryStore())
        let policy = try #require(try experiment.policy(forInstallIn: store))
        let assignment = try #require(policy.assignment)
        #expect(assignment.experiment == "lessons-timing")
        #expect(try experiment.policy(forInstallIn: store)?.assignment == assignment, "the same at every launch")
        let variants = experiment.variants.map(\.policy)
        let outcomes = await PopulationSimulator(
            model: PopulationModel(), policies: variants, users: 200, days: 120, seed: 7, start: Self.start
        ).run()
        #expect(outcomes.map(\.policy) == ["five", "ten"])
        #expect(outcomes[0].systemRequests > outcomes[1].systemRequests, "five lessons ask more users than ten")
    }

    @Test("An app keeps its last good policy when a payload is refused, and learns every problem")
    func refusedPayloadKeepsTheLastGood() {
        var current = ReviewPolicy.apple
        let payload = Data(
            #"{"format": 1, "name": "remote", "moments": ["processCompleted"], "conditions": [{"minimumSessions": {"count": -2}}]}"#
                .utf8)
        do {
            current = try PolicyFile.policy(from: payload)
        } catch {
            #expect(
                error.problems.map(\.description) == [
                    "conditions[0].minimumSessions.count: found -2; allowed: an integer from 0 to 1000000000"
                ])
        }
        #expect(current.name == "apple")
    }

    @Test("Each preset's file replays random users (50; 100 in the long forms) exactly as the Swift preset does")
    func presetFilesReplayAsPresets() throws {
        let folder = repositoryRoot.appendingPathComponent("Documentation/Policies")
        let seed: UInt64 = 20_261_123
        print("preset files replay: users drawn from seed \(seed)")
        for preset in ReviewPolicy.presets {
            let loaded = try PolicyFile.policy(
                from: Data(contentsOf: folder.appendingPathComponent("\(preset.name).json")))
            for index in 0..<LongTests.count(quick: 50, long: 100) {
                var state = seed &+ UInt64(index)
                func next() -> Double {
                    state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
                    return Double(state >> 11) / Double(1 << 53)
                }
                let user = SimulatedUser(
                    days: 200, launchesPerDay: next() * 3, completionsPerDay: next() * 2,
                    newVersionEveryDays: next() < 0.5 ? Int(next() * 60) + 10 : nil, answer: .later,
                    skipsPerDay: next())
                let appState = AppState(isSignedIn: next() < 0.8, isInForeground: next() < 0.9)
                let expected = UsageSimulator(policy: preset, user: user, start: Self.start, appState: appState).run()
                let actual = UsageSimulator(policy: loaded, user: user, start: Self.start, appState: appState).run()
                #expect(actual.asks == expected.asks, "\(preset.name), user \(index)")
                #expect(actual.finalState == expected.finalState, "\(preset.name), user \(index)")
            }
        }
    }
}
