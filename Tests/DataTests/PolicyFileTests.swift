import AskForReviewConditions
import AskForReviewData
import AskForReviewDomain
import AskForReviewPolicyFiles
import Foundation
import TestSupport
import Testing

@Suite("Policy files: presets, round trips, decisions")
struct PolicyFileTests {
    static let policiesFolder = repositoryRoot.appendingPathComponent("Documentation/Policies")

    /// A policy using every built-in condition with parameters that are not the defaults: the
    /// registry brings each condition's examples and a group of each kind; a group within a group is
    /// added here.
    static let everyCondition = ReviewPolicy(
        name: "every condition",
        conditions: [
            AnyOf([
                MinimumTimeElapsed.sinceFirstLaunch(seconds: 1.5 * 86_400),
                AllOf([MinimumTimeElapsed.sinceFirstLaunchInCurrentVersion(seconds: 90), SignedIn()]),
            ])
        ] + DescribedConditionExamples.conditions,
        moments: [.processCompleted, .periodicCheck],
        prePrompt: PrePrompt(
            title: "Like \"it\"?", message: "Line one\nline two", rateButton: "Rate", laterButton: "Later",
            declineButton: "No", language: "en-GB",
            localizations: [
                "fr": PrePrompt(
                    title: "Ça vous plaît ?", message: "Un mot ?", rateButton: "Noter", laterButton: "Plus tard",
                    declineButton: "Non"),
                "pt-BR": PrePrompt(
                    title: "Gostou?", message: "…", rateButton: "Avaliar", laterButton: "Depois", declineButton: "Não"),
            ]),
        rateAction: .systemRequest,
        systemQuota: SystemPromptQuota(limit: 5, window: 100 * 86_400),
        periodicCheckInterval: 45,
        asksAfterBadExperienceInSession: true,
        sessionScoreBounds: -200...200
    )

    @Test("Each preset's file in Documentation/Policies is the one written from its Swift definition")
    func presetFilesAreGenerated() throws {
        for preset in ReviewPolicy.presets {
            let file = Self.policiesFolder.appendingPathComponent("\(preset.name).json")
            let stored = try String(decoding: Data(contentsOf: file), as: UTF8.self)
            let written = String(decoding: try PolicyFile.data(for: preset), as: UTF8.self)
            #expect(
                stored == written,
                "regenerate with: swift run AppShell policy show \(preset.name) > Documentation/Policies/\(preset.name).json"
            )
        }
    }

    @Test("Each preset file decides exactly as the Swift preset over random states (1,500; 3,000 in the long forms)")
    func presetFilesDecideAsPresets() throws {
        var generator = SeededGenerator.recordingSeed(for: "preset files vs presets")
        for preset in ReviewPolicy.presets {
            let file = Self.policiesFolder.appendingPathComponent("\(preset.name).json")
            let loaded = try PolicyFile.policy(from: Data(contentsOf: file))
            try expectSameDecisions(
                loaded, preset, states: LongTests.count(quick: 1_500, long: 3_000), using: &generator)
        }
    }

    @Test("A policy with every built-in condition round-trips: the same file, the same decisions")
    func everyConditionRoundTrips() throws {
        let data = try PolicyFile.data(for: Self.everyCondition)
        let loaded = try PolicyFile.policy(from: data)
        #expect(try PolicyFile.data(for: loaded) == data)
        #expect(loaded.sessionScoreBounds == -200...200 && loaded.periodicCheckInterval == 45)
        #expect(loaded.prePrompt == Self.everyCondition.prePrompt && loaded.moments == Self.everyCondition.moments)
        #expect(loaded.rateAction == .systemRequest)
        var generator = SeededGenerator.recordingSeed(for: "every condition")
        try expectSameDecisions(
            loaded, Self.everyCondition, states: LongTests.count(quick: 1_000, long: 3_000), using: &generator)
    }

    @Test("Conditions with no threshold are left out of the file: they take no part in a decision")
    func notConfiguredLeftOut() throws {
        let policy = ReviewPolicy(
            name: "sparse", conditions: [MinimumSessions(nil), AllOf([MinimumSessionScore(atLeast: nil)]), SignedIn()],
            moments: [.processCompleted], systemQuota: nil)
        let text = String(decoding: try PolicyFile.data(for: policy), as: UTF8.self)
        #expect(!text.contains("minimumSessions") && !text.contains("allOf") && text.contains("signedIn"))
        #expect(text.contains(#""systemLimit": "off""#))
    }

    /// Expects `loaded` and `original` to decide alike, at both moments, on `states` random states.
    func expectSameDecisions(
        _ loaded: ReviewPolicy, _ original: ReviewPolicy, states: Int, using generator: inout SeededGenerator
    ) throws {
        for _ in 0..<states {
            let context = RandomReviewState.context(using: &generator)
            for moment in ReviewMoment.allCases {
                let expected = original.decision(in: context, at: moment)
                let actual = loaded.decision(in: context, at: moment)
                #expect(actual == expected, "\(original.name) at \(moment) on \(context.state)")
                if actual != expected { return }
            }
        }
    }
}
