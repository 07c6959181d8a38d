import AskForReviewDomain
import AskForReviewRollout
import Foundation

/// A user's run under a policy and, when asked for, the same run without the policy's mirror of the
/// system's limit: the second is the first until the mirror first stands in the way, and goes on from
/// a copy of it there.
struct MirroredRuns: UsageStepTaker {
    /// The run under the policy.
    private var run: SimulatedRun
    /// The run without the mirror once ``parted``; until then a placeholder never stepped. (Stored
    /// unwrapped so each step changes it in place: as an optional it was copied out and back on every
    /// step, and held by a class it paid a dynamic exclusivity check on every step.)
    private var unmirrored: SimulatedRun
    /// Whether the run without the mirror has parted from the one with it.
    private var parted = false
    private let unmirroredPolicy: ReviewPolicy
    private let withoutMirrorToo: Bool

    /// The run of `simulator`'s user under its policy, and without the mirror too when
    /// `withoutMirrorToo`.
    init(_ simulator: UsageSimulator, withoutMirrorToo: Bool) {
        let lastDay = simulator.user.installDay + max(0, simulator.user.days)
        self.init(
            policy: simulator.policy, answer: simulator.user.answer, appState: simulator.appState,
            skipsDecisionsThatCannotAsk: simulator.skipsChecksThatCannotAsk,
            stopsWhenNoAskCanFollowBefore: simulator.stopsWhenNoAskCanFollow
                ? simulator.start.addingTimeInterval(Double(lastDay) * 86_400) : nil,
            withoutMirrorToo: withoutMirrorToo)
    }

    /// A user's run under `policy`, answering a pre-prompt with `answer`, and without the mirror too
    /// when `withoutMirrorToo`; it stops once no ask can follow before `end`, when given.
    init(
        policy: ReviewPolicy, answer: PrePromptAnswer, appState: AppState, skipsDecisionsThatCannotAsk: Bool,
        stopsWhenNoAskCanFollowBefore end: Date?, withoutMirrorToo: Bool
    ) {
        run = SimulatedRun(
            policy: policy, answer: answer, appState: appState,
            skipsDecisionsThatCannotAsk: skipsDecisionsThatCannotAsk, stopsWhenNoAskCanFollowBefore: end,
            mayPart: withoutMirrorToo)
        unmirrored = run
        unmirroredPolicy = policy.withSystemQuota(nil)
        self.withoutMirrorToo = withoutMirrorToo
    }

    /// Whether every run has stopped: nothing left can ask (the run with the mirror stops only once
    /// parted). Stored, and set by each step: read through a computed property, the runs were copied
    /// whole on every step of a debug build.
    private(set) var stopped = false

    /// Takes `step` in both runs; the first time the mirror stands in the way, the run without it
    /// starts from the copy taken just before that decision, and takes the decision again.
    mutating func take(_ step: UsageStep) {
        defer { stopped = run.stoppedAt != nil && ((parted && unmirrored.stoppedAt != nil) || !withoutMirrorToo) }
        if parted { _ = unmirrored.take(step) }
        guard let parting = run.take(step), withoutMirrorToo else { return }
        unmirrored = parting.continued(under: unmirroredPolicy)
        parted = true
    }

    /// The results at `now`, the time of the last step: the run's, and the one without the mirror
    /// when asked for.
    func finished(at now: Date) -> (withMirror: UsageSimulator.Result, withoutMirror: UsageSimulator.Result?) {
        guard withoutMirrorToo else { return (run.finished(at: now), nil) }
        // Never parted: the run without the mirror went the same way, and only its last decision,
        // made under its own policy, may differ.
        var withoutMirror = parted ? unmirrored : run
        withoutMirror.apply(unmirroredPolicy)
        return (run.finished(at: now), withoutMirror.finished(at: now))
    }
}
