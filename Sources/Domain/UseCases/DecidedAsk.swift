package import Foundation

/// An eligible decision made at an ask, with what it was made on, so that the step that follows it
/// (the ask's record, the system request after the pause) does not ask the policy again: pass it to
/// ``ReviewTransition/ask(at:in:decided:after:)`` and ``ReviewTransition/requestSystemReview(in:decided:after:)``.
///
/// The decision stands while the stored state, the app's version and the app's state are exactly
/// what it was made on, the clock has not gone back and at most 60 seconds have passed: a condition
/// reads nothing else, and in that time only the clock moves. Anything else (another process asked,
/// a bad experience was recorded, the user signed out) makes the step decide again on what it finds.
public struct DecidedAsk: Sendable {
    /// How long a decision stands with nothing changed: longer than the view model's pause before a
    /// request, short enough that a condition counting over a window of days cannot have changed.
    package static let lifetime: TimeInterval = 60

    private let context: EligibilityContext
    private let assignment: ExperimentAssignment?

    /// The decision `decision`, made on `context`; `nil` unless it is eligible.
    public init?(_ decision: ReviewDecision, on context: EligibilityContext) {
        guard decision.isEligible else { return nil }
        self.context = context
        self.assignment = decision.assignment
    }

    /// The decision again, dated `now`, when it still stands on `current`; `nil` when it must be made
    /// again.
    package func standing(on current: EligibilityContext) -> ReviewDecision? {
        let elapsed = current.now.timeIntervalSince(context.now)
        guard elapsed >= 0, elapsed <= Self.lifetime, current.state == context.state,
            current.currentVersion == context.currentVersion, current.appState == context.appState
        else { return nil }
        return ReviewDecision(unmet: [], evaluatedAt: current.now, assignment: assignment)
    }
}
