public import AskForReviewDomain
public import Foundation

/// What each thing that happens in an app does to a `ReviewState` under a
/// policy: a launch, an event, an ask at a moment, the system request and the user's answer to the
/// pre-prompt.
///
/// For an app whose architecture holds its state itself (a reducer, a replay of recorded history, a
/// simulation): these are the very transitions the use case (`AskForReviewUsecase`)
/// runs inside one atomic update of its store, run here over a state the app holds in memory, so its
/// users are asked exactly as the use case would ask them. Every function is pure: it reads only its
/// arguments and the properties below, and changes only the state it is given.
public struct ReviewTransition: Sendable {
    /// The use case's own transitions, which every function here runs.
    @usableFromInline var base: StateTransition

    /// The current time.
    @inlinable public var now: Date {
        get { base.now }
        set { base.now = newValue }
    }

    /// The app's current version, or `nil` when it cannot be determined.
    @inlinable public var currentVersion: String? {
        get { base.currentVersion }
        set { base.currentVersion = newValue }
    }

    /// The transitions of `policy` at `now`, the app at `currentVersion` and in `appState`.
    /// `isTestFlight`: whether this is a TestFlight build, where the system never shows the review
    /// prompt, so a system request neither spends the mirror of the system's limit nor marks the
    /// version as asked.
    @inlinable
    public init(
        policy: ReviewPolicy, now: Date, currentVersion: String?, appState: AppState = AppState(),
        isTestFlight: Bool = false
    ) {
        // An inlinable initializer delegates: a client built against a binary of this module (library
        // evolution) cannot assign the stored properties of a struct whose layout it does not know.
        self.init(
            base: StateTransition(
                policy: policy, now: now, currentVersion: currentVersion, appState: appState, isTestFlight: isTestFlight
            ))
    }

    /// The transitions `base` runs.
    @usableFromInline
    init(base: StateTransition) {
        self.base = base
    }

    /// Whether the user may be asked at `moment`, with every reason not. Changes nothing.
    @inlinable
    public func decision(at moment: ReviewMoment, for state: ReviewState) -> ReviewDecision {
        base.decision(at: moment, for: state)
    }

    /// The app launched: a session starts, and the first launch is set if none is recorded.
    /// - Returns: the first-launch date, set now or at an earlier launch.
    @discardableResult @inlinable
    public func recordLaunch(in state: inout ReviewState) -> Date {
        base.recordLaunch(in: &state)
    }

    /// One occurrence of `event`: its facts and the session's score.
    /// - Throws: `AskForReviewError.tooManyEventNames(limit:)` for a new name past
    ///   `ReviewState.maximumEventNames`; nothing changes then.
    @inlinable
    public func record(_ event: ReviewEvent, in state: inout ReviewState) throws(AskForReviewError) {
        try base.record(event, in: &state)
    }

    /// An ask at `moment`: decides on `state` and, when the user may be asked and the policy has a
    /// pre-prompt, records the ask (the pre-prompt now awaits its answer). Without a pre-prompt nothing
    /// is recorded yet: the ask is recorded with the system request
    /// (``requestSystemReview(in:after:)``), which decides again on the state it is given then.
    /// `trigger`, the event just recorded that made the ask, if one did, has its own count start again
    /// when the ask is recorded (`CountSpan.sinceOwnRequest`).
    public func ask(at moment: ReviewMoment, in state: inout ReviewState, after trigger: EventName? = nil)
        -> ReviewDecision
    {
        base.ask(at: moment, in: &state, after: trigger)
    }

    /// The system review request is about to go out: decides again, on `state` as it is now (another
    /// process may have asked since the ask), whether the request may go out; when it may, logs it
    /// and, without a pre-prompt, records the ask. In TestFlight nothing is recorded: the system shows
    /// nothing. `trigger` is the event that made the ask, if one did (see ``ask(at:in:after:)``).
    /// - Returns: the decision; when eligible the request must now go out.
    public func requestSystemReview(in state: inout ReviewState, after trigger: EventName? = nil) -> ReviewDecision {
        base.requestSystemReview(in: &state, after: trigger)
    }

    /// The user answered the pre-prompt that awaits an answer. "Rate" marks the user as having chosen
    /// to rate and either opens the write-review page or, under `PrePromptRateAction.systemRequest`
    /// and when `requestCanGoOut`, makes the system request (``requestSystemReview(in:after:)``).
    /// - Throws: `AskForReviewError.policyHasNoPrePrompt(_:)` or
    ///   `AskForReviewError.noPrePromptAwaitingAnswer`; nothing changes then.
    public func answerPrePrompt(_ answer: PrePromptAnswer, requestCanGoOut: Bool, in state: inout ReviewState)
        throws(AskForReviewError) -> PrePromptAnswerOutcome
    {
        try base.answerPrePrompt(answer, requestCanGoOut: requestCanGoOut, in: &state)
    }

    /// The user chose to rate, from any path; the first time is kept.
    public func recordUserChoseRate(in state: inout ReviewState) {
        base.recordUserChoseRate(in: &state)
    }
}
