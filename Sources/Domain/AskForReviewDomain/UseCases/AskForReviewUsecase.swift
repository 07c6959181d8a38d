public import Foundation

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

    /// Records an app launch, the start of a session: counts it, starts the session's score and sets
    /// the first-launch date if none is recorded (never overwriting it).
    /// - Returns: the first-launch date, recorded now or at an earlier launch.
    @discardableResult func recordLaunch() throws -> Date

    /// Records one occurrence of `event` and, with a `moment`, asks like
    /// ``requestForShowAppReview(at:)`` in the same atomic update.
    /// - Returns: the decision at `moment`, or at the policy's primary moment (without asking) when
    ///   `moment` is `nil`.
    /// - Throws: ``AskForReviewError/invalidEventName(_:reason:)`` or
    ///   ``AskForReviewError/tooManyEventNames(limit:)``; nothing is recorded then.
    @discardableResult func record(_ event: ReviewEvent, askingAt moment: ReviewMoment?) throws -> ReviewDecision

    /// Records a finished process: ``EventName/processCompleted`` asking at
    /// ``ReviewMoment/processCompleted``, or ``EventName/processSkipped``, which never asks.
    @discardableResult func recordProcess(_ outcome: ProcessOutcome) throws -> ReviewDecision

    /// Asks if the policy allows it at `moment`: tells the delegate and returns the decision.
    @discardableResult func requestForShowAppReview(at moment: ReviewMoment) throws -> ReviewDecision

    /// Called when the system review request is about to go out. In one atomic update of the latest
    /// stored state it decides again (the policy and the mirror of the system's limit, on what is
    /// stored now: another process may have asked since the ask); when eligible it records the request,
    /// which must then go out. When not eligible nothing is recorded and the decision says why it is
    /// withheld.
    /// - Parameter trigger: the event whose recording made the ask (``record(_:askingAt:)`` or
    ///   ``recordProcess(_:)``, whose event is ``EventName/processCompleted``), or `nil` for an ask
    ///   no event made (``requestForShowAppReview(at:)``). Its own count starts again with the request
    ///   (``CountSpan/sinceOwnRequest``). With a pre-prompt the ask was recorded with it already.
    func recordSystemReviewRequest(after trigger: EventName?) throws -> ReviewDecision

    /// Records the user's answer to the pre-prompt that awaits one. "Rate" records that the user chose
    /// to rate and, when `requestCanGoOut`, decides and records the system request in the same atomic
    /// update, so a crash can never leave the answer without the request. When the request cannot go
    /// out (the prompter said so), none is recorded and the outcome carries no request decision.
    /// - Throws: ``AskForReviewError/policyHasNoPrePrompt(_:)`` when the policy has no pre-prompt;
    ///   ``AskForReviewError/noPrePromptAwaitingAnswer`` when no pre-prompt awaits an answer. Nothing
    ///   is recorded then.
    @discardableResult func answerPrePrompt(_ answer: PrePromptAnswer, requestCanGoOut: Bool) throws
        -> PrePromptAnswerOutcome

    /// Records that the user chose to rate, from any path (for example a "Rate us" button that opened
    /// the write-review page): rules such as `ReviewConditions.rateNotChosen(inCurrentVersionOnly:)` do not ask such a user again.
    func recordUserChoseRate() throws

    /// Records that the user never wants to be asked (a setting, a support flow), with no pre-prompt
    /// needed: no policy asks them again, every decision saying so (kind `optedOut`). A reset of the
    /// counts keeps it; `reset(forgettingSystemRequests: true)` forgets it.
    func recordUserOptedOut() throws

    /// Forgets that the user made `choice`, and nothing else: every count, date and the log of system
    /// requests are kept, in one atomic update of the stored state. Forgetting a pre-prompt's "No
    /// Thanks" (`.prePrompt(.decline)`) lets `ReviewConditions.notDeclined()` ask again; forgetting
    /// its "Maybe Later" (`.prePrompt(.later)`) ends the time it holds the user back; forgetting
    /// `.optOut` is for the user's own undo (a setting turned back on). A choice never made is left
    /// as it is.
    func forgetUserChoice(_ choice: UserChoice) throws

    /// The decision at `moment`, without side effects.
    func decision(at moment: ReviewMoment) throws -> ReviewDecision

    /// The state every decision of this use case reads: the stored one. In `RequestMode.preview` it is
    /// the preview's own state, held in memory (what the preview recorded since it was made), never
    /// the app's stored state, which a preview neither reads nor writes.
    func state() throws -> ReviewState

    /// Forgets the app's counts and dates. The log of system requests and the install id (and so
    /// the install's experiment variant) are kept unless `forgettingSystemRequests`: the system itself
    /// does not forget the requests it was sent.
    func reset(forgettingSystemRequests: Bool) throws
    /// Writes the changes its store still holds in memory and reads the store again (see
    /// ``ReviewStoreService/synchronize()``): when the app leaves the foreground and when it returns.
    func synchronize() throws
    /// Does what ``synchronize()`` does without holding up the caller's actor: the writing and reading
    /// happen on another thread, and this returns once they are done.
    func synchronizeInBackground() async throws
}

extension AskForReviewUsecase {
    /// Asks if the policy allows it at the policy's own moment (a completed process, or the periodic
    /// check for a time-based policy).
    @discardableResult
    public func requestForShowAppReview() throws -> ReviewDecision {
        try requestForShowAppReview(at: policy.primaryMoment)
    }

    /// Records one occurrence of `event` without asking.
    @discardableResult
    public func record(_ event: ReviewEvent) throws -> ReviewDecision {
        try record(event, askingAt: nil)
    }

    /// Forgets the app's counts and dates, keeping the log of system requests.
    public func reset() throws {
        try reset(forgettingSystemRequests: false)
    }

    /// For a use case written before this requirement was added: forgets nothing, and in a debug
    /// build says so once per type on standard error (`<type> does not implement
    /// forgetUserChoice(_:)`), so that a team's own use case never forgets nothing silently. A use case
    /// that keeps choices implements it; a test double that keeps none implements it as doing nothing.
    public func forgetUserChoice(_ choice: UserChoice) throws {
        UnimplementedRequirement.report(
            "forgetUserChoice(_:)", of: Self.self, default: "forgets nothing")
    }
}
