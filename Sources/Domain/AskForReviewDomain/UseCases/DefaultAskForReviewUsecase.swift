package import Foundation

/// The use case that applies any ``ReviewPolicy`` over a ``ReviewStoreService``.
///
/// It holds no policy of its own: eligibility comes from the policy's conditions, time from the
/// injected `currentDate`, the version from the ``VersionService`` and the app's state from `appState`.
/// A launch, an event or a review is a ``ReviewChange`` the store records (at once, or later for a
/// store that writes behind); the decision after an event is made on the state the recording
/// returned, which is the state that change made, with no lock held. An ask that records something
/// (a pre-prompt, the system request, an answer that makes the request) is decided again on the
/// latest state, outside the store's update, and stored only if the store still holds that state
/// (otherwise decided again on what it holds): what another process stored meanwhile counts, and no
/// condition (a team's code) ever runs while a store holds a lock. Every store service, the
/// package's own or a team's, takes this one path.
/// ``RequestMode/preview`` is this use case too, given a policy and a store a preview needs.
@MainActor
package final class DefaultAskForReviewUsecase: AskForReviewUsecase {
    /// Told when to show the pre-prompt or make the system request (the view model); held weakly.
    package weak var delegate: (any AskForReviewUsecaseOutput)?
    /// The policy every decision applies.
    package let policy: ReviewPolicy
    /// Whether this is a TestFlight build (``RequestMode/testFlight``).
    private let isTestFlight: Bool

    private let reviewStoreService: any ReviewStoreService
    private let versionService: any VersionService
    private let currentDate: @Sendable () -> Date
    private let appState: @Sendable () -> AppState

    /// Creates the use case.
    /// - Parameters:
    ///   - policy: the conditions, moments, pre-prompt and system-limit mirror the use case applies.
    ///   - versionService: where the app's current version comes from.
    ///   - reviewStoreService: where the state is kept; every change is one atomic update of it.
    ///   - currentDate: the clock; the use case never reads the time any other way.
    ///   - appState: whether the user is signed in and the app is in the foreground, read at each decision.
    ///   - isTestFlight: whether the system never shows the request (``RequestMode/testFlight``).
    package init(
        policy: ReviewPolicy,
        reviewStoreService: any ReviewStoreService,
        versionService: any VersionService,
        currentDate: @escaping @Sendable () -> Date,
        appState: @escaping @Sendable () -> AppState = { AppState() },
        isTestFlight: Bool = false
    ) {
        self.policy = policy
        self.reviewStoreService = reviewStoreService
        self.versionService = versionService
        self.currentDate = currentDate
        self.appState = appState
        self.isTestFlight = isTestFlight
    }

    /// Records that a session started now, in the current version; returns the first launch date
    /// (set now when none was stored).
    @discardableResult
    package func recordLaunch() throws -> Date {
        let transition = makeTransition()
        return try reviewStoreService.record(transition.launch).firstLaunchDate ?? transition.now
    }

    /// Records one occurrence of `event` and, with a `moment`, asks at it; returns the decision made on
    /// the state after the event.
    /// - Throws: ``AskForReviewError`` for an invalid name or one past the limit; a store's error.
    @discardableResult
    package func record(_ event: ReviewEvent, askingAt moment: ReviewMoment?) throws -> ReviewDecision {
        if let problem = event.name.problem {
            throw AskForReviewError.invalidEventName(event.name.rawValue, reason: problem)
        }
        let transition = makeTransition()
        let decided = moment ?? policy.primaryMoment
        let state = try reviewStoreService.record(transition.occurrence(of: event))
        let decision = transition.decision(at: decided, for: state)
        guard let moment else { return decision }
        return try ask(at: moment, decided: decision, on: state, transition, after: event.name)
    }

    /// Records a completed process and asks at ``ReviewMoment/processCompleted``, or records a skipped
    /// one, which never asks; returns the decision.
    @discardableResult
    package func recordProcess(_ outcome: ProcessOutcome) throws -> ReviewDecision {
        switch outcome {
        case .completed:
            return try record(ReviewEvent(.processCompleted), askingAt: .processCompleted)
        case .skipped:
            return try record(ReviewEvent(.processSkipped))
                .adding(first: [.timeless("a skipped process never triggers a request", kind: .skippedProcess)])
        }
    }

    /// Asks at `moment` on the stored state without recording an event; returns the decision.
    @discardableResult
    package func requestForShowAppReview(at moment: ReviewMoment) throws -> ReviewDecision {
        let transition = makeTransition()
        let state = try reviewStoreService.loadState()
        return try ask(
            at: moment, decided: transition.decision(at: moment, for: state), on: state, transition, after: nil)
    }

    /// Records the system request that is about to go out, in one update, when it may (see the
    /// protocol); returns the decision.
    package func recordSystemReviewRequest(after trigger: EventName?) throws -> ReviewDecision {
        let transition = makeTransition()
        return try reviewStoreService.updateDecidingOutside(
            { transition.requestSystemReview(in: &$0, after: trigger) },
            otherwise: { _ in transition.stateKeptChanging })
    }

    /// Records the answer to the pre-prompt that awaits one (see the protocol).
    @discardableResult
    package func answerPrePrompt(_ answer: PrePromptAnswer, requestCanGoOut: Bool) throws -> PrePromptAnswerOutcome {
        let transition = makeTransition()
        // Without the request, answering decides nothing: what the state kept changing leaves.
        return try reviewStoreService.updateDecidingOutside(
            { try transition.answerPrePrompt(answer, requestCanGoOut: requestCanGoOut, in: &$0) },
            otherwise: { try transition.answerPrePrompt(answer, requestCanGoOut: false, in: &$0) })
    }

    /// Records that the user chose to rate (the app's own "Rate us" button); the first time is kept.
    package func recordUserChoseRate() throws {
        try reviewStoreService.record(makeTransition().userChoseRate)
    }

    package func recordUserOptedOut() throws {
        try reviewStoreService.record(makeTransition().userOptedOut)
    }

    /// Forgets the user's `choice` in one update of the stored state, keeping everything else.
    package func forgetUserChoice(_ choice: UserChoice) throws {
        try reviewStoreService.updateState { $0.forget(choice) }
    }

    /// The decision at `moment` on the stored state, now; records nothing.
    package func decision(at moment: ReviewMoment) throws -> ReviewDecision {
        decision(at: moment, for: try reviewStoreService.loadState())
    }

    /// The decision at `moment` on `state`, now; reads and records nothing.
    package func decision(at moment: ReviewMoment, for state: ReviewState) -> ReviewDecision {
        makeTransition().decision(at: moment, for: state)
    }

    /// The stored state, as the store gives it.
    package func state() throws -> ReviewState {
        try reviewStoreService.loadState()
    }

    /// Forgets every count, date and answer; the log of system requests and the install id too only
    /// when `forgettingSystemRequests` (the system itself does not forget the requests it was sent).
    package func reset(forgettingSystemRequests: Bool) throws {
        if forgettingSystemRequests {
            try reviewStoreService.resetState()
        } else {
            try reviewStoreService.updateState { state in
                let optOut = state.facts(of: .optOut)
                state = ReviewState(
                    systemRequestDates: state.systemRequestDates, choices: optOut.count > 0 ? [.optOut: optOut] : [:],
                    installID: state.installID)
            }
        }
    }

    /// Writes what the store holds in memory and reads what other processes wrote, on this thread.
    package func synchronize() throws {
        try reviewStoreService.synchronize()
    }

    /// Writes what the store holds in memory and reads what other processes wrote: the store
    /// synchronizes on a background task.
    package func synchronizeInBackground() async throws {
        let store = reviewStoreService
        try await Task.detached(priority: .utility) { try store.synchronize() }.value
    }

    /// Asks at `moment`, `decision` made on `state`, the state as the store knows it. A pre-prompt
    /// records the ask, decided again on the latest state and stored only if the store still holds it;
    /// a system request is recorded when it is about to go out (``recordSystemReviewRequest(after:)``),
    /// decided again then.
    private func ask(
        at moment: ReviewMoment, decided decision: ReviewDecision, on state: ReviewState,
        _ transition: StateTransition, after trigger: EventName?
    ) throws -> ReviewDecision {
        guard decision.isEligible, policy.prePrompt != nil else { return tellDelegate(decision) }
        return tellDelegate(
            try reviewStoreService.updateDecidingOutside(
                from: state, { transition.ask(at: moment, in: &$0, after: trigger) },
                otherwise: { _ in transition.stateKeptChanging }))
    }

    /// Tells the delegate to show the pre-prompt or the review request when `decision` allows it, and
    /// returns it.
    private func tellDelegate(_ decision: ReviewDecision) -> ReviewDecision {
        if decision.isEligible { delegate?.showAsk(under: policy) }
        return decision
    }

    /// The transitions at this moment: the clock, the version and the app's state read now.
    private func makeTransition() -> StateTransition {
        StateTransition(
            policy: policy, now: currentDate(), currentVersion: versionService.currentVersion(),
            appState: appState(), isTestFlight: isTestFlight)
    }
}
