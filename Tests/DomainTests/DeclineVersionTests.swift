import AskForReviewConditions
import AskForReviewDomain
import Foundation
import Testing

@Suite("The version a decline is kept with")
struct DeclineVersionTests {
    static let now = Date(timeIntervalSinceReferenceDate: 800_000_000)
    static let policy = ReviewPolicy(
        name: "asks", conditions: [ReviewConditions.notDeclined(inCurrentVersionOnly: true)],
        moments: [.processCompleted],
        prePrompt: PrePrompt(title: "t", message: "m", rateButton: "r", laterButton: "l", declineButton: "d"))

    /// The state after a "No Thanks" at `version`, over a decline kept at `earlier`.
    static func declined(at version: String?, after earlier: String?) throws -> ReviewState {
        var state = ReviewState(
            choices: earlier == nil ? [:] : [.prePrompt(.decline): EventFacts(count: 1, version: earlier)],
            unansweredPrePromptDate: now)
        let transition = StateTransition(policy: policy, now: now, currentVersion: version)
        _ = try transition.answerPrePrompt(.decline, requestCanGoOut: true, in: &state)
        return state
    }

    @Test("A decline at a known version holds in it only; at an unknown one, in every version")
    func keptVersion() throws {
        let known = try Self.declined(at: "1.0", after: nil)
        #expect(known.facts(of: .prePrompt(.decline)).version == "1.0")
        let unknown = try Self.declined(at: nil, after: "1.0")
        #expect(
            unknown.facts(of: .prePrompt(.decline)).version == nil, "the latest decline's version, not an earlier one's"
        )
        for (state, version, held) in [(known, "1.0", true), (known, "1.1", false), (unknown, "1.1", true)] {
            let decision = Self.policy.decision(
                in: EligibilityContext(state: state, now: Self.now, currentVersion: version), at: .processCompleted)
            #expect(decision.unmet.contains { $0.kind == .declined } == held, "\(version)")
        }
    }
}
