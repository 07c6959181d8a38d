import AskForReviewDomain
import Foundation

/// A user's run under a policy and, when asked for, the same run without the policy's mirror of the
/// system's limit: the second is the first until the mirror first stands in the way, and goes on from
/// a copy of it there.
struct MirroredRuns: UsageStepTaker {
    /// The run under the policy.
    private var run: SimulatedRun
    /// The run without the mirror, from the moment it parts from the one with it.
    private var unmirrored: SimulatedRun?
    private let unmirroredPolicy: ReviewPolicy
    private let withoutMirrorToo: Bool

    /// `run`, and without the mirror too when `withoutMirrorToo` (under `unmirroredPolicy`).
    init(run: SimulatedRun, unmirroredPolicy: ReviewPolicy, withoutMirrorToo: Bool) {
        self.run = run
        self.unmirroredPolicy = unmirroredPolicy
        self.withoutMirrorToo = withoutMirrorToo
    }

    /// Whether every run has stopped: nothing left can ask (the run with the mirror stops only once
    /// parted).
    var stopped: Bool {
        run.stoppedAt != nil && (unmirrored?.stoppedAt != nil || !withoutMirrorToo)
    }

    /// Takes `step` in both runs; the first time the mirror stands in the way, the run without it
    /// starts from the copy taken just before that decision, and takes the decision again.
    mutating func take(_ step: UsageStep) {
        _ = unmirrored?.take(step)
        guard let parting = run.take(step), withoutMirrorToo else { return }
        unmirrored = parting.continued(under: unmirroredPolicy)
    }

    /// The results at `now`, the time of the last step: the run's, and the one without the mirror
    /// when asked for.
    func finished(at now: Date) -> (withMirror: UsageSimulator.Result, withoutMirror: UsageSimulator.Result?) {
        guard withoutMirrorToo else { return (run.finished(at: now), nil) }
        // Never parted: the run without the mirror went the same way, and only its last decision,
        // made under its own policy, may differ.
        var withoutMirror = unmirrored ?? run
        withoutMirror.transition.policy = unmirroredPolicy
        return (run.finished(at: now), withoutMirror.finished(at: now))
    }
}
