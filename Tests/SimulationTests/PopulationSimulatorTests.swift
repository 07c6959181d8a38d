import AskForReviewData
import AskForReviewDomain
import AskForReviewPolicyFiles
import AskForReviewRollout
import AskForReviewSimulation
import Foundation
import TestSupport
import Testing

@Suite("Population simulator")
struct PopulationSimulatorTests {
    let start = Date(timeIntervalSinceReferenceDate: 788_918_400)

    func simulator(users: Int, seed: UInt64 = 42, policies: [ReviewPolicy] = [.apple, .searchConsole])
        -> PopulationSimulator
    {
        PopulationSimulator(
            model: PopulationModel(), policies: policies, users: users, days: 200, seed: seed, start: start)
    }

    @Test("The same seed gives the same result whatever the number of workers; another seed another sample")
    func deterministic() async {
        let users = LongTests.count(quick: 200, long: 500)
        let one = await simulator(users: users).run(workers: 1)
        let four = await simulator(users: users).run(workers: 4)
        #expect(one == four)
        let other = await simulator(users: users, seed: 43).run(workers: 2)
        #expect(other != one)
        #expect(one[0].users == users && one[1].users == users)
    }

    @Test("System requests and pre-prompts a day add up to their totals, a pre-prompt's request counted")
    func perDayFigures() async {
        let outcomes = await simulator(users: 300, policies: [.apple, .searchConsole]).run()
        for outcome in outcomes {
            #expect(outcome.systemRequestsPerDay.reduce(0, +) == outcome.systemRequests, "\(outcome.policy)")
            #expect(outcome.prePromptsPerDay.reduce(0, +) == outcome.prePrompts, "\(outcome.policy)")
            #expect(outcome.systemRequests > 0, "\(outcome.policy) made requests")
        }
        #expect(outcomes[0].prePrompts == 0 && outcomes[1].prePrompts > 0)
        var halves = PolicyOutcome(policy: "searchconsole", days: 200)
        for part in await [simulator(users: 150).run(), simulator(users: 150, seed: 7).run()] { halves.add(part[1]) }
        #expect(halves.prePromptsPerDay.reduce(0, +) == halves.prePrompts, "added parts keep their days")
    }

    @Test("A population of one user is exactly that user's single-user simulation")
    func oneUser() async {
        let population = simulator(users: 1, policies: [.fitToday])
        let (user, appState) = population.user(0)
        let outcome = await population.run()[0]
        let single = UsageSimulator(policy: .fitToday, user: user, start: start, appState: appState).run()
        #expect(outcome.systemRequests == single.systemRequestDates.count)
        #expect(outcome.everAsked == (single.asks.isEmpty ? 0 : 1))
        #expect(outcome.asksPerDay.reduce(0, +) == single.asks.count)
        for ask in single.asks { #expect(outcome.asksPerDay[ask.day] >= 1) }
        #expect(outcome.userDays == user.days)
    }

    /// `apple`'s conditions asked through a pre-prompt: a user who answers "rate" is asked again at the next
    /// version, so the mirror stands in the way of pre-prompts followed by system requests too.
    static let appleWithPrePrompt = ReviewPolicy(
        name: "apple-pre-prompt", conditions: ReviewPolicy.apple.conditions, moments: [.processCompleted],
        prePrompt: PrePrompt(
            title: "Enjoying it?", message: "Rate us?", rateButton: "Rate", laterButton: "Later", declineButton: "No"),
        rateAction: .systemRequest)

    @Test("The run without the mirror, taken in the same pass, is exactly a separate run without it")
    func unmirroredTwin() {
        let users = LongTests.count(quick: 180, long: 300)
        let population = simulator(
            users: users, policies: [.apple, .fitToday, .searchConsole, Self.appleWithPrePrompt])
        var parted = 0
        var partedAfterRate = 0
        for index in 0..<users {
            let (user, appState) = population.user(index)
            for policy in population.policies {
                let simulator = UsageSimulator(policy: policy, user: user, start: start, appState: appState)
                let (mirrored, unmirrored) = simulator.runWithAndWithoutMirror()
                let alone = simulator.run()
                let separate = UsageSimulator(
                    policy: policy.withSystemQuota(nil), user: user, start: start, appState: appState
                ).run()
                let label = "\(policy.name) user \(index)"
                #expect(mirrored.asks == alone.asks && mirrored.finalState == alone.finalState, "\(label)")
                #expect(mirrored.decisions == alone.decisions, "\(label)")
                #expect(unmirrored.asks == separate.asks, "\(label)")
                #expect(unmirrored.systemRequestDates == separate.systemRequestDates, "\(label)")
                #expect(unmirrored.finalState == separate.finalState, "\(label)")
                #expect(unmirrored.finalDecision == separate.finalDecision, "\(label)")
                #expect(unmirrored.launches == separate.launches && unmirrored.completions == separate.completions)
                #expect(unmirrored.decisions == separate.decisions, "\(label)")
                if mirrored.heldBackBySystemLimit {
                    parted += 1
                    if policy.prePrompt != nil && user.answer == .rate { partedAfterRate += 1 }
                } else {
                    #expect(unmirrored.asks == mirrored.asks, "never parted: \(label)")
                }
            }
        }
        #expect(parted > users / 6, "the runs part for many users: \(parted)")
        #expect(partedAfterRate > users / 60, "and for users answering a pre-prompt with rate: \(partedAfterRate)")
    }

    @Test("Stopping once no ask can follow leaves every ask and request as the whole run has them")
    func stopsWhenNoAskCanFollow() {
        let users = LongTests.count(quick: 180, long: 300)
        let population = simulator(users: users, policies: [.apple, .fitToday, .searchConsole])
        var stopped = 0
        for index in 0..<users {
            let (user, appState) = population.user(index)
            for policy in population.policies {
                let label = "\(policy.name) user \(index)"
                let whole = UsageSimulator(policy: policy, user: user, start: start, appState: appState)
                let stopping = UsageSimulator(
                    policy: policy, user: user, start: start, appState: appState, skipsChecksThatCannotAsk: true,
                    stopsWhenNoAskCanFollow: true)
                let (wholeMirrored, wholeUnmirrored) = whole.runWithAndWithoutMirror()
                let (mirrored, unmirrored) = stopping.runWithAndWithoutMirror()
                let alone = stopping.run()
                #expect(wholeMirrored.stoppedAt == nil && wholeUnmirrored.stoppedAt == nil, "\(label)")
                for (result, reference) in [
                    (mirrored, wholeMirrored), (unmirrored, wholeUnmirrored), (alone, wholeMirrored),
                ] {
                    #expect(result.asks == reference.asks, "\(label)")
                    #expect(result.systemRequestDates == reference.systemRequestDates, "\(label)")
                    #expect(result.finalState.firstLaunchDate == reference.finalState.firstLaunchDate, "\(label)")
                    guard let stop = result.stoppedAt else {
                        #expect(result.finalState == reference.finalState, "\(label)")
                        continue
                    }
                    stopped += 1
                    #expect(result.completions <= reference.completions, "\(label)")
                    #expect(!result.finalDecision.isEligible && result.finalDecision.evaluatedAt == stop, "\(label)")
                }
                // The run with the mirror stops only once the run without it has parted from it.
                if mirrored.stoppedAt != nil { #expect(mirrored.heldBackBySystemLimit, "\(label)") }
            }
        }
        #expect(stopped > users / 3, "many runs stop early: \(stopped)")
    }

    @Test("Users are drawn from the model: segments by share, lifetimes within the run, answers by weight")
    func draws() {
        var model = PopulationModel()
        model.segments = [
            PopulationModel.Segment(
                name: "only", share: 1, sessionsPerWeek: 14,
                eventsPerSession: [
                    .init(.processCompleted, perSession: 0.5), .init("export", perSession: 2, weight: 3),
                ])
        ]
        model.answers = PopulationModel.Answers(rate: 0, later: 1, decline: 0)
        model.signedInShare = 0
        let population = PopulationSimulator(
            model: model, policies: [.apple], users: 500, days: 50, seed: 1, start: start)
        for index in 0..<500 {
            let (user, appState) = population.user(index)
            #expect((1.0...3.0).contains(user.launchesPerDay) && (0.5...1.5).contains(user.completionsPerDay))
            #expect(user.completionsPerDay == user.launchesPerDay / 2, "half a completion a session")
            #expect(user.events.map(\.event) == [ReviewEvent("export", weight: 3)])
            #expect(user.events.first?.perDay == user.launchesPerDay * 2)
            #expect((1...50).contains(user.days))
            #expect(user.answer == .later && !appState.isSignedIn)
        }
    }

    @Test("Percentiles of the first ask: null when fewer than that share of users were ever asked")
    func percentiles() async {
        let outcome = await simulator(users: 400, policies: [.searchConsole]).run()[0]
        let asked = Double(outcome.everAsked) / Double(outcome.users)
        #expect((outcome.firstAskDay(reaching: 0.9) == nil) == (asked < 0.9))
        if let p10 = outcome.firstAskDay(reaching: 0.1), let p50 = outcome.firstAskDay(reaching: 0.5) {
            #expect(p10 <= p50)
        }
    }

    @Test("The built-in population as a file reads back to the same model; a bad file names every problem")
    func populationFiles() throws {
        let data = PopulationFile.data(for: PopulationModel())
        #expect(try PopulationFile.model(from: data) == PopulationModel())
        let stored = repositoryRoot.appendingPathComponent("Documentation/Populations/builtin.json")
        #expect(
            try Data(contentsOf: stored) == data,
            "regenerate with: swift run AppShell population show > Documentation/Populations/builtin.json")
        let partial = try PopulationFile.model(
            from: Data(
                #"{"format": 1, "segments": [{"name": "all", "share": 1, "sessionsPerWeek": 3, "eventsPerSession": []}], "signedInShare": 0.5}"#
                    .utf8))
        #expect(partial.signedInShare == 0.5 && partial.churnPerDay == PopulationModel().churnPerDay)
        let segment = #"{"name": "a", "share": 1, "sessionsPerWeek": 3, "eventsPerSession": []}"#
        let bad: [(String, [String])] = [
            (
                #"{"format": 1, "segments": [{"name": "a", "share": "lots", "sessionsPerWeek": 1, "eventsPerSession": []}]}"#,
                ["segments[0].share"]
            ),
            (
                #"{"format": 1, "segments": [\#(segment)], "signedInShare": 2, "colour": "blue"}"#,
                ["signedInShare", "colour"]
            ),
            (
                #"{"format": 1, "segments": [\#(segment)], "answers": {"rate": 0, "later": 0, "decline": 0}}"#,
                ["answers"]
            ),
            (#"{"format": 1, "segments": [\#(segment), \#(segment)]}"#, ["segments[1].name"]),
            (
                #"{"format": 1, "segments": [{"name": "a", "share": 1, "sessionsPerWeek": 3, "eventsPerSession": [{"event": "a b", "perSession": -1}]}]}"#,
                ["segments[0].eventsPerSession[0].event", "segments[0].eventsPerSession[0].perSession"]
            ),
            (#"{"segments": []}"#, ["format", "segments"]),
            (#"[1, 2]"#, [""]),
            ("not json", [""]),
        ]
        for (text, paths) in bad {
            let error = try #require(throws: PolicyFileError.self) { try PopulationFile.model(from: Data(text.utf8)) }
            #expect(error.problems.map(\.path) == paths, "\(text): \(error)")
        }
    }

    @Test("Mutated population files never crash: each reads or is refused with at least one problem")
    func populationFileFuzz() {
        var generator = SeededGenerator.recordingSeed(for: "population file fuzz")
        let original = Array(PopulationFile.data(for: PopulationModel()))
        var refused = 0
        for _ in 0..<1_000 {
            var bytes = original
            for _ in 0...Int.random(in: 0...3, using: &generator) {
                let at = Int.random(in: 0..<bytes.count, using: &generator)
                switch Int.random(in: 0...2, using: &generator) {
                case 0: bytes[at] = UInt8.random(in: 0...255, using: &generator)
                case 1: bytes.removeSubrange(at..<min(bytes.count, at + Int.random(in: 1...20, using: &generator)))
                default: bytes.insert(contentsOf: Array("{[\",:-1e9]}".utf8).shuffled(using: &generator), at: at)
                }
                if bytes.isEmpty { bytes = [0x20] }
            }
            do {
                _ = try PopulationFile.model(from: Data(bytes))
            } catch {
                refused += 1
                #expect(!error.problems.isEmpty && error.problems.allSatisfy { !$0.allowed.isEmpty })
            }
        }
        #expect(refused > 500, "most mutations break the file")
    }
}
