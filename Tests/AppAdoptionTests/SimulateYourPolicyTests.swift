import AskForReview
import AskForReviewConditions
import AskForReviewPolicyFiles
import AskForReviewRollout
import AskForReviewSimulation
import Foundation
import Testing

// The "Simulating a policy" article's example, word for word: a team's own condition in its own
// policy, compared with a preset on the same simulated users.

/// Met once two weeks have passed since the first launch.
struct AfterTheFirstTwoWeeks: EligibilityCondition {
    func evaluate(in context: EligibilityContext) -> ConditionResult {
        guard let first = context.state.firstLaunchDate else { return .notMet(.timeless("no launch yet")) }
        let from = first.addingTimeInterval(14 * 86_400)
        return context.now >= from ? .met : .notMet(UnmetReason("in the first two weeks", clearsAt: from))
    }
}

let proposed = ReviewPolicy(
    name: "proposed",
    conditions: [
        ReviewConditions.completedProcesses(4), ReviewConditions.versionNotYetPrompted(), AfterTheFirstTwoWeeks(),
    ],
    moments: [.processCompleted]
)

func compareWithApple() async -> [PolicyOutcome] {
    let simulator = PopulationSimulator(
        model: PopulationModel(), policies: [.apple, proposed], users: 1_000, days: 180, seed: 1,
        start: Date(timeIntervalSinceReferenceDate: 800_000_000))
    return await simulator.run()
}

/// The policy in `current` against each variant of the experiment in `proposal`, on the users
/// `population` describes.
func compare(current: Data, proposal: Data, population: Data) async throws -> [PolicyOutcome] {
    let shipped = try PolicyFile.policy(from: current)
    let experiment = try PolicyFile.experiment(from: proposal)
    let simulator = PopulationSimulator(
        model: try PopulationFile.model(from: population),
        policies: [shipped] + experiment.variants.map(\.policy), users: 1_000, days: 180, seed: 1,
        start: Date(timeIntervalSinceReferenceDate: 800_000_000))
    return await simulator.run()
}

@Suite("Simulating a team's own policy")
struct SimulateYourPolicyTests {
    @Test("A policy with a custom condition runs on the same users as a preset, the same way on every run")
    func compare() async throws {
        let outcomes = await compareWithApple()
        let (apple, mine) = (outcomes[0], outcomes[1])
        #expect(apple.policy == "apple" && mine.policy == "proposed")
        #expect(apple.users == 1_000 && mine.users == 1_000)
        #expect(mine.everAsked > 0, "the proposed policy asks some users")
        #expect(mine.everAsked <= apple.everAsked, "a stricter policy never reaches more users")
        // `firstAskDays[d]`: the users first asked `d` days after their first launch.
        let earliest = try #require(mine.firstAskDays.firstIndex { $0 > 0 })
        #expect(earliest >= 14, "nobody is asked in the first two weeks")
        #expect(try #require(apple.firstAskDays.firstIndex { $0 > 0 }) < 14, "apple asks some users sooner")
        #expect(await compareWithApple() == outcomes, "the same seed gives the same outcomes")
    }

    @Test("From files: the shipped policy and each variant of a proposal, on the users a population file describes")
    func compareFiles() async throws {
        var population = PopulationModel()
        population.churnPerDay = 0
        let proposal = PolicyExperiment(
            name: "proposal",
            variants: [
                .init(name: "fit", share: 1, policy: .fitToday),
                .init(name: "search", share: 1, policy: .searchConsole),
            ])
        let outcomes = try await AppAdoptionTests.compare(
            current: try PolicyFile.data(for: .apple), proposal: try PolicyFile.data(for: proposal),
            population: PopulationFile.data(for: population))
        #expect(outcomes.map(\.policy) == ["apple", "fittoday", "searchconsole"])
        #expect(outcomes.allSatisfy { $0.users == 1_000 } && Set(outcomes.map(\.userDays)).count == 1, "the same users")
        // Nobody churns: every user uses the app from the install to the end of the run, about half of it.
        #expect(outcomes[0].userDays > 1_000 * 80 && outcomes[0].userDays < 1_000 * 100)
        await #expect(throws: PolicyFileError.self) {
            try await AppAdoptionTests.compare(current: Data("{}".utf8), proposal: Data(), population: Data())
        }
    }

    @Test("The article shows this file's examples, word for word")
    func articleMatches() throws {
        for block in 0...1 {
            let example = try articleExample(
                "Sources/AppShell/Tools/AskForReviewSimulation/AskForReviewSimulation.docc/SimulatingAPolicy.md",
                block: block
            )
            #expect(example.count > 500)
            #expect(try sourceOfThisFile().contains(example))
        }
    }
}
