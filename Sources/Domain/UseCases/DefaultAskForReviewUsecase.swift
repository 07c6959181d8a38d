import Foundation

/// The use case that applies any ``ReviewPolicy`` over a ``ReviewStoreService``.
///
/// It holds no policy of its own: eligibility comes from the policy's conditions, time from the
/// injected `currentDate`, the version from the ``VersionService`` and the app's state from `appState`.
@MainActor
public final class DefaultAskForReviewUsecase: AskForReviewUsecase {
    /// See ``AskForReviewUsecase/delegate``.
    public weak var delegate: (any AskForReviewUsecaseOutput)?
    /// See ``AskForReviewUsecase/policy``.
    public let policy: ReviewPolicy

    private let reviewStoreService: any ReviewStoreService
    private let versionService: any VersionService
    private let currentDate: @Sendable () -> Date
    private let appState: @Sendable () -> AppState

    /// Creates the use case.
    /// - Parameters:
    ///   - currentDate: the clock; the use case never reads the time any other way.
    ///   - appState: whether the user is signed in and the app is in the foreground, read at each decision.
    public init(
        policy: ReviewPolicy,
        reviewStoreService: any ReviewStoreService,
        versionService: any VersionService,
        currentDate: @escaping @Sendable () -> Date,
        appState: @escaping @Sendable () -> AppState = { AppState() }
    ) {
        self.policy = policy
        self.reviewStoreService = reviewStoreService
        self.versionService = versionService
        self.currentDate = currentDate
        self.appState = appState
    }

    /// See ``AskForReviewUsecase/recordLaunch()``.
    @discardableResult
    public func recordLaunch() throws -> Date {
        let now = currentDate()
        return try reviewStoreService.updateState { state in
            if let recorded = state.firstLaunchDate { return recorded }
            state.firstLaunchDate = now
            return now
        }
    }

    /// See ``AskForReviewUsecase/recordProcess(_:)``.
    @discardableResult
    public func recordProcess(_ outcome: ProcessOutcome) throws -> ReviewDecision {
        switch outcome {
        case .completed:
            return try ask(at: .processCompleted) { $0.completedCount = $0.completedCount.incrementedSaturating() }
        case .skipped:
            let context = try reviewStoreService.updateState { state in
                state.skippedCount = state.skippedCount.incrementedSaturating()
                return makeContext(state)
            }
            return policy.decision(in: context, at: .processCompleted)
                .adding(first: [.timeless("a skipped process never triggers a request", kind: .skippedProcess)])
        }
    }

    /// See ``AskForReviewUsecase/requestForShowAppReview(at:)``.
    @discardableResult
    public func requestForShowAppReview(at moment: ReviewMoment) throws -> ReviewDecision {
        try ask(at: moment) { _ in }
    }

    /// See ``AskForReviewUsecase/recordSystemReviewRequest()``.
    public func recordSystemReviewRequest() throws -> ReviewDecision {
        try reviewStoreService.updateState { recordSystemRequest(in: &$0) }
    }

    /// See ``AskForReviewUsecase/answerPrePrompt(_:)``.
    @discardableResult
    public func answerPrePrompt(_ answer: PrePromptAnswer) throws -> PrePromptAnswerOutcome {
        guard policy.prePrompt != nil else { throw AskForReviewError.policyHasNoPrePrompt(policy.name) }
        let now = currentDate()
        return try reviewStoreService.updateState { state in
            guard state.unansweredPrePromptDate != nil else { throw AskForReviewError.noPrePromptAwaitingAnswer }
            state.unansweredPrePromptDate = nil
            state.answerCounts.record(answer)
            guard answer == .rate else { return PrePromptAnswerOutcome(state: state, systemRequest: nil) }
            state.hasReviewed = true
            if state.reviewedDate == nil { state.reviewedDate = now }
            let request = recordSystemRequest(in: &state)
            return PrePromptAnswerOutcome(state: state, systemRequest: request)
        }
    }

    /// See ``AskForReviewUsecase/decision(at:)``.
    public func decision(at moment: ReviewMoment) throws -> ReviewDecision {
        decision(at: moment, for: try reviewStoreService.loadState())
    }

    /// See ``AskForReviewUsecase/decision(at:for:)``.
    public func decision(at moment: ReviewMoment, for state: ReviewState) -> ReviewDecision {
        policy.decision(in: makeContext(state), at: moment)
    }

    /// See ``AskForReviewUsecase/state()``.
    public func state() throws -> ReviewState {
        try reviewStoreService.loadState()
    }

    /// See ``AskForReviewUsecase/reset()``.
    public func reset() throws {
        try reviewStoreService.resetState()
    }

    /// Applies `change`, decides, and for a pre-prompt policy records the ask, all in one update;
    /// then tells the delegate.
    private func ask(at moment: ReviewMoment, after change: (inout ReviewState) -> Void) throws -> ReviewDecision {
        let prePrompt = policy.prePrompt
        let decision = try reviewStoreService.updateState { state in
            change(&state)
            let context = makeContext(state)
            let decision = policy.decision(in: context, at: moment)
            if decision.isEligible, prePrompt != nil { recordAsk(in: &state, context: context) }
            return decision
        }
        guard decision.isEligible else { return decision }
        if let prePrompt {
            delegate?.didShowPrePrompt(prePrompt)
        } else {
            delegate?.didShowAskForReview()
        }
        return decision
    }

    private func recordAsk(in state: inout ReviewState, context: EligibilityContext) {
        state.lastRequestDate = context.now
        state.requestCount = state.requestCount.incrementedSaturating()
        if let version = context.currentVersion { state.lastVersionPrompted = version }
        if policy.prePrompt != nil { state.unansweredPrePromptDate = context.now }
    }

    /// Decides whether the system request may go out now and, if so, logs it (pruned to the quota's
    /// window, the App Store's when the mirror is off, and to the latest
    /// ``ReviewState/maximumLoggedRequests``) and records the ask.
    private func recordSystemRequest(in state: inout ReviewState) -> ReviewDecision {
        let context = makeContext(state)
        let decision = policy.systemRequestDecision(in: context)
        guard decision.isEligible else { return decision }
        let window = policy.systemQuota ?? .appStore
        state.systemRequestDates =
            window.requestsInWindow(state.systemRequestDates, at: context.now).suffix(
                ReviewState.maximumLoggedRequests - 1) + [context.now]
        if policy.prePrompt == nil { recordAsk(in: &state, context: context) }
        return decision
    }

    private func makeContext(_ state: ReviewState) -> EligibilityContext {
        EligibilityContext(
            state: state,
            now: currentDate(),
            currentVersion: versionService.currentVersion(),
            appState: appState()
        )
    }
}
