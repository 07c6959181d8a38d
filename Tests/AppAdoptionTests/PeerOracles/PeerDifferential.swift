import AskForReview
import AskForReviewTesting
import Foundation

/// Random histories lived through by a peer's oracle and by a policy of the package, side by side:
/// a first launch, then launches hours to days apart (now and then a new version, or the clock set back), significant
/// events, and the user's answer each time both prompt. Wherever the peer checks (after a launch and
/// after an event) the two decisions are compared; the first history on which they differ is told,
/// step by step. Every policy of the package differs from every peer in stated ways about a clock
/// set back, which are allowed and counted (no one answers then, so both go on alike): while the
/// clock is earlier than a date the state records, nothing is asked (a peer compares whatever its
/// clock says); and a version first launched while the clock was behind counts its time from that
/// launch as recorded, where a peer that moves a date only forward may keep an earlier one.
struct PeerDifferential {
    /// The histories to run and the seed they are drawn from (`ASKFORREVIEW_SEED` replays another).
    let histories: Int
    let seed: UInt64
    let steps = 40

    init(quick: Int, long: Int) {
        histories = LongTests.count(quick: quick, long: long)
        seed = Self.seed(orElse: 20_261_123)
    }

    /// A step of a random history's clock: `forward` seconds on, or now and then (3 %) set back by
    /// up to two days, as a user or the network can set it.
    static func step(_ forward: TimeInterval, _ random: inout SplitMix) -> TimeInterval {
        random.unit() < 0.03 ? -(random.unit() * 48 * 3_600).rounded() : forward
    }

    /// Whether `decision` holds back because the clock is behind a date the state records: the
    /// difference from every peer each policy states (a peer compares whatever its clock says).
    static func heldBackByClock(_ decision: ReviewDecision) -> Bool {
        decision.unmet.contains { $0.kind == .clockBehind }
    }

    /// The seed of the oracle tests that draw their histories in loops of their own.
    static let loopSeed = seed(orElse: 20_261_129)

    /// The seed `ASKFORREVIEW_SEED` gives, else `fallback`: what a random history test draws from.
    static func seed(orElse fallback: UInt64) -> UInt64 {
        ProcessInfo.processInfo.environment["ASKFORREVIEW_SEED"].flatMap(UInt64.init) ?? fallback
    }

    /// What an app calls to forget the user's choices, on the peer and on the package, which
    /// histories then call now and then.
    struct Forgetting<Oracle: PeerOracle> {
        let peer: (inout Oracle) -> Void
        let package: @MainActor (any AskForReviewUsecase) throws -> Void
    }

    /// The answers a user gives when both prompt: any of the three, or never "Later" (for a row that
    /// states where it differs after one).
    enum Answers {
        case any, rateOrDecline
    }

    /// The first history on which `policy` and a fresh `oracle()` decide differently, told step by
    /// step, or `nil` when they agree on every one.
    @MainActor
    func firstDifference<Oracle: PeerOracle>(
        policy: ReviewPolicy, forgetting: Forgetting<Oracle>? = nil, answers: Answers = .any,
        oracle makeOracle: () -> Oracle
    ) throws -> String? {
        var random = SplitMix(seed: seed)
        var clockBehind = 0
        var behindAtUpdate = 0
        for history in 0..<histories {
            if let told = try live(
                history, policy: policy, oracle: makeOracle(), forgetting: forgetting, answers: answers,
                random: &random,
                clockBehind: &clockBehind, behindAtUpdate: &behindAtUpdate)
            {
                return told
            }
        }
        print(
            "peer differential (\(policy.name)): \(histories) histories from seed \(seed) agree; "
                + "the peer prompted \(clockBehind) times while the clock was behind a recorded date, and "
                + "they decided \(behindAtUpdate) times apart in a version first launched while it was")
        return nil
    }

    @MainActor
    private func live<Oracle: PeerOracle>(
        _ history: Int, policy: ReviewPolicy, oracle: Oracle, forgetting: Forgetting<Oracle>?, answers: Answers,
        random: inout SplitMix, clockBehind: inout Int, behindAtUpdate: inout Int
    ) throws -> String? {
        var oracle = oracle
        let app = PeerParityTests.PeerApp(policy: policy)
        let (date, version, usecase) = (app.clock, app.version, app.usecase)
        var minor = 0
        var told: [String] = []
        var latest = date.now
        var versionLaunchedBehind = false
        for step in 0..<steps {
            // An app launches before it logs anything.
            if step == 0 || random.unit() < 0.45 {
                let back = random.unit() < 0.03
                let hours = back ? -random.unit() * 48 : 0.5 + random.unit() * random.unit() * 96
                let update = random.unit() < 0.08
                if update { minor += 1 }
                date.advance(seconds: hours * 3_600)
                if update { versionLaunchedBehind = date.now < latest }
                version.set("1.\(minor)")
                oracle.launched(version: "1.\(minor)", at: date.now)
                try usecase.recordLaunch()
                told.append(String(format: "launch %+.1f h, 1.%d", hours, minor))
            } else if let forgetting, random.unit() < 0.1 {
                forgetting.peer(&oracle)
                try forgetting.package(usecase)
                told.append("forget")
            } else {
                date.advance(seconds: random.unit() * 1_800)
                oracle.loggedEvent()
                try usecase.record(ReviewEvent("significantEvent"))
                told.append("event")
            }
            latest = max(latest, date.now)
            let peer = oracle.shouldPrompt(at: date.now)
            let ours = try usecase.decision(at: .processCompleted)
            if peer, !ours.isEligible, ours.unmet.contains(where: { $0.kind == .clockBehind }) {
                clockBehind += 1
                continue
            }
            if versionLaunchedBehind, peer != ours.isEligible {
                behindAtUpdate += 1
                continue
            }
            guard peer == ours.isEligible else {
                let reasons = ours.reasons.joined(separator: "; ")
                return "history \(history): " + told.joined(separator: ", ")
                    + " -> the peer \(peer ? "prompts" : "does not"), the policy \(ours.isEligible ? "asks" : "does not (\(reasons))")"
            }
            guard peer else { continue }
            let draw = random.unit()
            let answer: PrePromptAnswer =
                answers == .rateOrDecline
                ? (draw < 0.5 ? .rate : .decline) : draw < 0.2 ? .rate : draw < 0.4 ? .decline : .later
            oracle.answered(answer, at: date.now)
            _ = try usecase.requestForShowAppReview(at: .processCompleted)
            try usecase.answerPrePrompt(answer, requestCanGoOut: true)
            told.append("prompted, \(answer)")
        }
        return nil
    }
}

/// SplitMix64: the same draws from the same seed on every platform.
struct SplitMix {
    private var state: UInt64

    init(seed: UInt64) { state = seed }

    /// A draw in [0, 1).
    mutating func unit() -> Double {
        state &+= 0x9E37_79B9_7F4A_7C15
        var mixed = (state ^ (state >> 30)) &* 0xBF58_476D_1CE4_E5B9
        mixed = (mixed ^ (mixed >> 27)) &* 0x94D0_49BB_1331_11EB
        return Double((mixed ^ (mixed >> 31)) >> 11) / Double(1 << 53)
    }
}
