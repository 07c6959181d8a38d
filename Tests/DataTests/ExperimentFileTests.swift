import AskForReviewData
import AskForReviewDomain
import AskForReviewPolicyFiles
import AskForReviewRollout
import Foundation
import Testing

@Suite("Experiment files")
struct ExperimentFileTests {
    static let experiment = PolicyExperiment(
        name: "timing",
        variants: [
            .init(name: "control", share: 50, policy: .apple),
            .init(name: "sooner", share: 50, policy: .fitToday),
        ])

    func problems(_ text: String) -> [PolicyFileProblem] {
        policyFileProblems(of: Data(text.utf8)) { data throws(PolicyFileError) in try PolicyFile.experiment(from: data)
        }
    }

    @Test("An experiment round-trips: the same file, the same variants deciding as their policies")
    func roundTrip() throws {
        let data = try PolicyFile.data(for: Self.experiment)
        guard case .experiment(let loaded) = try PolicyFile.contents(from: data) else {
            Issue.record("an experiment file read as a policy")
            return
        }
        guard case .policy = try PolicyFile.contents(from: try PolicyFile.data(for: .apple)) else {
            Issue.record("a policy file read as an experiment")
            return
        }
        #expect(try PolicyFile.data(for: loaded) == data)
        #expect(loaded.name == "timing" && loaded.variants.map(\.name) == ["control", "sooner"])
        #expect(loaded.variants.map(\.share) == [50, 50])
        let id = UUID(uuid: (0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15))
        #expect(loaded.variant(forInstall: id)?.name == Self.experiment.variant(forInstall: id)?.name)
    }

    @Test("A single-policy reader refuses an experiment, and the experiment reader a single policy")
    func wrongReader() throws {
        do {
            _ = try PolicyFile.policy(from: try PolicyFile.data(for: Self.experiment))
            Issue.record("an experiment read as one policy")
        } catch {
            #expect(error.problems.map(\.path) == ["variants"])
        }
        #expect(throws: PolicyFileError.self) { try PolicyFile.experiment(from: try PolicyFile.data(for: .apple)) }
    }

    static let variant =
        #"{"name": "a", "share": 1, "policy": {"name": "p", "moments": ["processCompleted"], "conditions": []}}"#

    @Test("One variant, a name twice, a share of 0 and a bad policy inside are each named by path")
    func problemsByPath() {
        #expect(
            problems(#"{"format": 1, "experiment": "e", "variants": [\#(Self.variant)]}"#).map(\.path) == ["variants"])
        #expect(
            problems(#"{"format": 1, "experiment": "e", "variants": [\#(Self.variant), \#(Self.variant)]}"#)
                .map(\.path) == ["variants[1].name"])
        let zero = Self.variant.replacingOccurrences(of: #""share": 1"#, with: #""share": 0"#)
            .replacingOccurrences(of: #""name": "a""#, with: #""name": "z""#)
        #expect(
            problems(#"{"format": 1, "experiment": "e", "variants": [\#(Self.variant), \#(zero)]}"#).map(\.path) == [
                "variants[1].share"
            ])
        let bad = Self.variant.replacingOccurrences(of: #""name": "a""#, with: #""name": "b""#)
            .replacingOccurrences(
                of: #""conditions": []"#, with: #""conditions": [{"minimumSessions": {"count": -1}}]"#)
        #expect(
            problems(#"{"format": 1, "experiment": "e", "variants": [\#(Self.variant), \#(bad)]}"#).map(\.path) == [
                "variants[1].policy.conditions[0].minimumSessions.count"
            ])
    }
}
