public import Foundation

/// What each thing that happens in an app does to the ``ReviewState`` under a policy: a launch, an
/// event, an ask at a moment, the system request and the user's answer to the pre-prompt.
///
/// The one statement of these changes: the use case (``AskForReviewUsecase``) runs them inside one atomic
/// update of its store; the opt-in module AskForReviewTransitions shows them to an app whose
/// architecture holds its state itself (a reducer, a replay of recorded history, a simulation) as its
/// `ReviewTransition`, so its users are asked exactly as the use case would ask them. Every function
/// is pure: it reads only its arguments and the properties below, and changes only the state it is
/// given.
@usableFromInline
package struct StateTransition: Sendable {
    /// The policy applied.
    @usableFromInline package var policy: ReviewPolicy
    /// The current time.
    @usableFromInline package var now: Date
    /// The app's current version, or `nil` when it cannot be determined.
    @usableFromInline package var currentVersion: String?
    /// Whether the user is signed in and the app is in the foreground.
    @usableFromInline package var appState: AppState
    /// Whether this is a TestFlight build, where the system never shows the review prompt: a system
    /// request then neither spends the mirror of the system's limit nor marks the version as asked.
    @usableFromInline package var isTestFlight: Bool

    /// The transitions of `policy` at `now`, the app at `currentVersion` and in `appState`.
    @usableFromInline
    package init(
        policy: ReviewPolicy, now: Date, currentVersion: String?, appState: AppState = AppState(),
        isTestFlight: Bool = false
    ) {
        self.policy = policy
        self.now = now
        self.currentVersion = currentVersion
        self.appState = appState
        self.isTestFlight = isTestFlight
    }

    /// What a condition sees of `state` now.
    @inlinable
    package func context(_ state: ReviewState) -> EligibilityContext {
        EligibilityContext(state: state, now: now, currentVersion: currentVersion, appState: appState)
    }

    /// Whether the user may be asked at `moment`, with every reason not. Changes nothing.
    @inlinable
    package func decision(at moment: ReviewMoment, for state: ReviewState) -> ReviewDecision {
        policy.decision(in: context(state), at: moment)
    }

    /// The app launched: a session starts, and the first launch is set if none is recorded.
    /// - Returns: the first-launch date, set now or at an earlier launch.
    @discardableResult @inlinable
    package func recordLaunch(in state: inout ReviewState) -> Date {
        state.recordLaunch(at: now, version: currentVersion)
        return state.firstLaunchDate ?? now
    }

    /// The change a launch now makes.
    package var launch: ReviewChange { .launch(at: now, version: currentVersion) }

    /// The change one occurrence of `event` now makes.
    package func occurrence(of event: ReviewEvent) -> ReviewChange {
        .event(event, at: now, version: currentVersion, scoreBounds: policy.sessionScoreBounds)
    }

    /// The change the user's review now makes.
    package var userChoseRate: ReviewChange { .userChoseRate(at: now, version: currentVersion) }

    /// The change the user's saying now never to ask them makes.
    package var userOptedOut: ReviewChange { .userOptedOut(at: now) }

    /// One occurrence of `event`: its facts and the session's score.
    /// - Throws: ``AskForReviewError/tooManyEventNames(limit:)`` for a new name past
    ///   ``ReviewState/maximumEventNames``; nothing changes then.
    @inlinable
    package func record(_ event: ReviewEvent, in state: inout ReviewState) throws(AskForReviewError) {
        try state.record(event, at: now, version: currentVersion, scoreBounds: policy.sessionScoreBounds)
    }

    /// An ask at `moment`: decides on `state` and, when the user may be asked and the policy has a
    /// pre-prompt, records the ask (the pre-prompt now awaits its answer). Without a pre-prompt nothing
    /// is recorded yet: the ask is recorded with the system request
    /// (``requestSystemReview(in:after:)``), which decides again on the state it is given then.
    /// `trigger`, the event just recorded that made the ask, if one did, has its own count start again
    /// when the ask is recorded (``CountSpan/sinceOwnRequest``).
    package func ask(at moment: ReviewMoment, in state: inout ReviewState, after trigger: EventName? = nil)
        -> ReviewDecision
    {
        let decision = decision(at: moment, for: state)
        if decision.isEligible, policy.prePrompt != nil { recordAsk(in: &state, after: trigger) }
        return decision
    }

    /// The system review request is about to go out: decides again, on `state` as it is now (another
    /// process may have asked since the ask), whether the request may go out; when it may, logs it
    /// and, without a pre-prompt, records the ask. In TestFlight nothing is recorded: the system shows
    /// nothing. `trigger` is the event that made the ask, if one did (see ``ask(at:in:after:)``).
    /// - Returns: the decision; when eligible the request must now go out.
    package func requestSystemReview(in state: inout ReviewState, after trigger: EventName? = nil) -> ReviewDecision {
        let decision = policy.systemRequestDecision(in: context(state))
        guard decision.isEligible, !isTestFlight else { return decision }
        state.logSystemRequest(at: now, window: policy.systemQuota ?? .appStore)
        if policy.prePrompt == nil { recordAsk(in: &state, after: trigger) }
        return decision
    }

    /// The user answered the pre-prompt that awaits an answer. "Rate" marks the user as having chosen
    /// to rate and either opens the write-review page or, under `PrePromptRateAction.systemRequest`
    /// and when `requestCanGoOut`, makes the system request (``requestSystemReview(in:after:)``).
    /// - Throws: ``AskForReviewError/policyHasNoPrePrompt(_:)`` or
    ///   ``AskForReviewError/noPrePromptAwaitingAnswer``; nothing changes then.
    package func answerPrePrompt(_ answer: PrePromptAnswer, requestCanGoOut: Bool, in state: inout ReviewState)
        throws(AskForReviewError) -> PrePromptAnswerOutcome
    {
        guard policy.prePrompt != nil else { throw .policyHasNoPrePrompt(policy.name) }
        guard state.unansweredPrePromptDate != nil else { throw .noPrePromptAwaitingAnswer }
        state.unansweredPrePromptDate = nil
        // A decline at an unknown version holds in every version: its facts' version is unknown then.
        state.record(.prePrompt(answer), at: now, version: currentVersion)
        guard answer == .rate else { return PrePromptAnswerOutcome(state: state, systemRequest: nil) }
        recordUserChoseRate(in: &state)
        guard policy.rateAction == .systemRequest else {
            return PrePromptAnswerOutcome(state: state, systemRequest: nil, opensWriteReviewPage: true)
        }
        let request = requestCanGoOut ? requestSystemReview(in: &state) : nil
        return PrePromptAnswerOutcome(state: state, systemRequest: request)
    }

    /// The user chose to rate, from any path; the first time is kept.
    package func recordUserChoseRate(in state: inout ReviewState) {
        state.record(.rate, at: now, version: currentVersion)
    }

    /// Not eligible, because the stored state changed every time the policy was decided on it (see
    /// ``ReviewStoreService/updateDecidingOutside(from:attempts:_:otherwise:)``): a condition that
    /// records at each evaluation, or other writers that never let up. Nothing is asked or recorded.
    package var stateKeptChanging: ReviewDecision {
        ReviewDecision(
            unmet: [
                .timeless(
                    "the stored state changed each time the policy was decided on it; not asked this time",
                    kind: .stateKeptChanging)
            ], evaluatedAt: now)
    }

    /// The user was asked now; in TestFlight the version is not marked.
    private func recordAsk(in state: inout ReviewState, after trigger: EventName?) {
        state.recordAsk(
            at: now, version: currentVersion, marksVersion: !isTestFlight, prePromptShown: policy.prePrompt != nil,
            after: trigger)
    }
}
