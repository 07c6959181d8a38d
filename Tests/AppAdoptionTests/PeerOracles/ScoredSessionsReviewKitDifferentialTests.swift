import AskForReview
import AskForReviewConditions
import AskForReviewPolicyFiles
import AskForReviewTesting
import Foundation
import Testing

/// The ReviewKit rows (`scoreThreshold`, `averageScoreThreshold`, `scoreBounds`, `badSessionTimeout`,
/// `disabledForBadSession`) run against an oracle of simonmitchell's ReviewKit written from its
/// source (``ScoredSessionsReviewKitOracle``) on random histories of sessions and scored actions,
/// checked after each action, up to the first request.
@MainActor
@Suite("ReviewKit's rows against an oracle of ReviewKit")
struct ScoredSessionsReviewKitDifferentialTests {

    /// The first history on which `policy` and ReviewKit decide differently other than as the row
    /// states, told step by step, or `nil`. The row states one difference: the time after a bad
    /// session runs here from its bad action, in ReviewKit from the session's start.
    static func firstDifference(_ policy: ReviewPolicy, histories: Int, seed: UInt64) throws -> String? {
        var random = SplitMix(seed: seed)
        var (asked, fromTheBadAction) = (0, 0)
        for history in 0..<histories {
            let app = PeerParityTests.PeerApp(policy: policy)
            let (clock, usecase) = (app.clock, app.usecase)
            var oracle = ScoredSessionsReviewKitOracle()
            oracle.startedSession(at: clock.now)
            try usecase.recordLaunch()
            var told: [String] = []
            var lastBad: Date?
            for _ in 0..<60 {
                if random.unit() < 0.25 {
                    let draw = random.unit()
                    let hours =
                        draw < 0.1
                        ? 48
                        : draw < 0.2
                            ? 100 + random.unit() * 30 : draw < 0.45 ? 24 + random.unit() * 72 : 1 + random.unit() * 23
                    let step = PeerDifferential.step((hours * 3_600).rounded(), &random)
                    clock.advance(seconds: step)
                    oracle.startedSession(at: clock.now)
                    try usecase.recordLaunch()
                    told.append(String(format: "session %+.1f h", step / 3_600))
                    continue
                }
                clock.advance(seconds: (60 + random.unit() * 1_800).rounded())
                let score = [-250, -50, -10, 10, 20, 40, 60, 150, 250][Int(random.unit() * 9)]
                let bad = random.unit() < 0.08
                // The package keeps the latest moment of a bad action, a clock set back or not.
                if bad { lastBad = max(lastBad ?? clock.now, clock.now) }
                let peer = oracle.logged(score: Double(score), isBad: bad, at: clock.now)
                try usecase.record(ReviewEvent("action", weight: Double(score), isBadExperience: bad))
                let ours = try usecase.decision(at: .processCompleted)
                told.append("action \(score)\(bad ? " bad" : "")")
                if peer != ours.isEligible, PeerDifferential.heldBackByClock(ours) { break }
                // The policy's one `anyOf` is the time after a bad session, which runs from its bad action.
                if peer, !ours.isEligible, ours.unmet.map(\.kind) == [.noneOf],
                    let lastBad, clock.now.timeIntervalSince(lastBad) <= 2 * 86_400
                {
                    fromTheBadAction += 1
                    break
                }
                guard peer == ours.isEligible else {
                    return "history \(history): " + told.joined(separator: ", ")
                        + " -> ReviewKit \(peer ? "asks" : "does not"), the policy "
                        + (ours.isEligible ? "asks" : "does not (\(ours.reasons.joined(separator: "; ")))")
                }
                if peer {
                    asked += 1
                    break
                }
            }
        }
        print(
            "reviewKit: \(histories) histories from seed \(seed) agree; \(asked) asked, \(fromTheBadAction) apart "
                + "where the time after a bad session runs from its bad action")
        return nil
    }

    @Test("The article's ReviewKit policy decides as ReviewKit's defaults up to the first request, on every history")
    func reviewKitPolicyAgrees() throws {
        let difference = try Self.firstDifference(
            reviewKitPolicy, histories: LongTests.count(quick: 40, long: 10_000), seed: PeerDifferential.loopSeed)
        #expect(difference == nil, "\(difference ?? "")")
    }

    @Test("A bound read as ReviewKit's number (the score, the sessions), or no clamp, is caught")
    func mutationsAreCaught() throws {
        /// The article's policy, its file changed where `pattern` matches (which it must) to `template`.
        func mutated(_ pattern: String, _ template: String) throws -> ReviewPolicy {
            let file = String(decoding: try PolicyFile.data(for: reviewKitPolicy), as: UTF8.self)
            let changed = file.replacingOccurrences(of: pattern, with: template, options: .regularExpression)
            #expect(changed != file, "\(pattern) is in the policy's file")
            return try PolicyFile.policy(from: Data(changed.utf8))
        }
        let mutations = [
            try mutated(#""atLeast": 101"#, #""atLeast": 100"#),
            try mutated(#"("minimumSessions": \{\s*"count": )3"#, "$12"),
            try mutated(#",\s*"sessionScoreBounds": \{[^}]*\}"#, ""),
        ]
        for (index, mutated) in mutations.enumerated() {
            #expect(
                try Self.firstDifference(mutated, histories: 200, seed: PeerDifferential.loopSeed) != nil,
                "mutation \(index)")
        }
    }
}
