import Foundation

/// Decides when to ask for a review and records what happened.
///
/// Every method reads and writes the stored state through one atomic update, so two callers (or two
/// processes) never both ask for the same reason.
@MainActor
public protocol AskForReviewUsecase: AnyObject {
    /// Told when to show the review request or the pre-prompt. Held weakly.
    var delegate: (any AskForReviewUsecaseOutput)? { get set }
    /// The policy applied.
    var policy: ReviewPolicy { get }

    /// Records an app launch: sets the first-launch date if none is recorded, never overwrites it.
    /// - Returns: the first-launch date, recorded now or at an earlier launch.
    @discardableResult func recordLaunch() throws -> Date

    /// Records a finished process. A completed one counts and then asks like
    /// ``requestForShowAppReview(at:)`` at ``ReviewMoment/processCompleted``; a skipped one never asks.
    @discardableResult func recordProcess(_ outcome: ProcessOutcome) throws -> ReviewDecision

    /// Asks if the policy allows it at `moment`: tells the delegate and returns the decision.
    @discardableResult func requestForShowAppReview(at moment: ReviewMoment) throws -> ReviewDecision

    /// Called when the system review request is about to go out. Re-checks the policy (and the system
    /// limit) and, when eligible, records the request in the same atomic update: the request must then
    /// go out. When not eligible nothing is recorded and the decision says why it is withheld.
    func recordSystemReviewRequest() throws -> ReviewDecision

    /// Records the user's answer to the pre-prompt that awaits one. "Rate" marks the user as having
    /// reviewed and decides and records the system request in the same atomic update, so a crash can
    /// never leave the answer without the request.
    /// - Throws: ``AskForReviewError/policyHasNoPrePrompt(_:)`` when the policy has no pre-prompt;
    ///   ``AskForReviewError/noPrePromptAwaitingAnswer`` when no pre-prompt awaits an answer. Nothing
    ///   is recorded then.
    @discardableResult func answerPrePrompt(_ answer: PrePromptAnswer) throws -> PrePromptAnswerOutcome

    /// The decision at `moment`, without side effects.
    func decision(at moment: ReviewMoment) throws -> ReviewDecision

    /// The decision at `moment` for `state` (for example one just read with ``state()``), so a report
    /// shows a state and the decision made from that very state. Pure: reads only the clock, the
    /// version and the app state.
    func decision(at moment: ReviewMoment, for state: ReviewState) -> ReviewDecision

    /// The stored state.
    func state() throws -> ReviewState

    /// Forgets all stored review state.
    func reset() throws
}

extension AskForReviewUsecase {
    /// Seed 002's call: asks if the policy allows it at the policy's own moment (a completed process,
    /// or the periodic check for a time-based policy).
    @discardableResult
    public func requestForShowAppReview() throws -> ReviewDecision {
        try requestForShowAppReview(at: policy.primaryMoment)
    }
}
