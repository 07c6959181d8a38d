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
        return try reviewStoreService.updateStateInPlace { state in
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
            let context = try reviewStoreService.updateStateInPlace { state in
                state.skippedCount = state.skippedCount.incrementedSaturating()
                return makeContext(state)
            }
            return policy.decision(in: context, at: .processCompleted)
                .adding(firstReason: "a skipped process never triggers a request")
        }
    }

    /// See ``AskForReviewUsecase/requestForShowAppReview(at:)``.
    @discardableResult
    public func requestForShowAppReview(at moment: ReviewMoment) throws -> ReviewDecision {
        try ask(at: moment) { _ in }
    }

    /// See ``AskForReviewUsecase/recordSystemReviewRequest()``.
    public func recordSystemReviewRequest() throws -> Bool {
        try reviewStoreService.updateStateInPlace { state in
            let context = makeContext(state)
            guard policy.systemRequestDecision(in: context).isEligible else { return false }
            if let quota = policy.systemQuota {
                state.systemRequestDates = quota.requestsInWindow(state.systemRequestDates, at: context.now)
            }
            state.systemRequestDates.append(context.now)
            if policy.prePrompt == nil { recordAsk(in: &state, context: context) }
            return true
        }
    }

    /// See ``AskForReviewUsecase/answerPrePrompt(_:)``.
    @discardableResult
    public func answerPrePrompt(_ answer: PrePromptAnswer) throws -> ReviewState {
        guard policy.prePrompt != nil else { throw AskForReviewError.policyHasNoPrePrompt(policy.name) }
        let now = currentDate()
        return try reviewStoreService.updateStateInPlace { state in
            state.answerCounts.record(answer)
            if answer == .rate {
                state.hasReviewed = true
                if state.reviewedDate == nil { state.reviewedDate = now }
            }
            return state
        }
    }

    /// See ``AskForReviewUsecase/decision(at:)``.
    public func decision(at moment: ReviewMoment) throws -> ReviewDecision {
        policy.decision(in: makeContext(try reviewStoreService.loadState()), at: moment)
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
        let decision = try reviewStoreService.updateStateInPlace { state in
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
    }

    private func makeContext(_ state: consuming ReviewState) -> EligibilityContext {
        EligibilityContext(
            state: state,
            now: currentDate(),
            currentVersion: versionService.currentVersion(),
            appState: appState()
        )
    }
}
