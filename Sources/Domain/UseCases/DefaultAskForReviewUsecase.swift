import Foundation

/// The use case that applies any ``ReviewPolicy`` over a ``ReviewStoreService``.
///
/// It holds no policy of its own: eligibility comes from the policy's conditions, time from the
/// injected `currentDate`, the version from the ``VersionService`` and the app's state from `appState`.
/// Each event is one atomic update of the stored state, and the decision is made once, inside it.
@MainActor
public final class DefaultAskForReviewUsecase: AskForReviewUsecase {
    /// See ``AskForReviewUsecase/delegate``.
    public weak var delegate: (any AskForReviewUsecaseOutput)?
    /// See ``AskForReviewUsecase/policy``.
    public let policy: ReviewPolicy
    /// Whether it records (``RequestMode/live``) or only shows the flow (``RequestMode/preview``).
    public let mode: RequestMode

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
    ///   - mode: ``RequestMode/preview`` shows every request asked for and records nothing.
    public init(
        policy: ReviewPolicy,
        reviewStoreService: any ReviewStoreService,
        versionService: any VersionService,
        currentDate: @escaping @Sendable () -> Date,
        appState: @escaping @Sendable () -> AppState = { AppState() },
        mode: RequestMode = .live
    ) {
        self.policy = policy
        self.reviewStoreService = reviewStoreService
        self.versionService = versionService
        self.currentDate = currentDate
        self.appState = appState
        self.mode = mode
    }

    /// See ``AskForReviewUsecase/recordLaunch()``.
    @discardableResult
    public func recordLaunch() throws -> Date {
        let now = currentDate()
        return try change { state in
            state.recordLaunch(at: now)
            return state.firstLaunchDate ?? now
        } preview: { _ in
            now
        }
    }

    /// See ``AskForReviewUsecase/record(_:askingAt:)``.
    @discardableResult
    public func record(_ event: ReviewEvent, askingAt moment: ReviewMoment?) throws -> ReviewDecision {
        if let problem = event.name.problem {
            throw AskForReviewError.invalidEventName(event.name.rawValue, reason: problem)
        }
        let version = versionService.currentVersion()
        let recordEvent: (inout ReviewState) throws -> Void = { state in
            try state.record(event, at: self.currentDate(), version: version)
        }
        guard let moment else {
            let state = try change { state in
                try recordEvent(&state)
                return state
            }
            return decision(at: policy.primaryMoment, for: state)
        }
        return try ask(at: moment, after: recordEvent)
    }

    /// See ``AskForReviewUsecase/recordProcess(_:)``.
    @discardableResult
    public func recordProcess(_ outcome: ProcessOutcome) throws -> ReviewDecision {
        switch outcome {
        case .completed:
            return try record(ReviewEvent(.processCompleted), askingAt: .processCompleted)
        case .skipped:
            return try record(ReviewEvent(.processSkipped))
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
        try change {
            recordSystemRequest(in: &$0)
        } preview: { _ in
            ReviewDecision(unmet: [], evaluatedAt: self.currentDate())
        }
    }

    /// See ``AskForReviewUsecase/answerPrePrompt(_:requestCanGoOut:)``.
    @discardableResult
    public func answerPrePrompt(_ answer: PrePromptAnswer, requestCanGoOut: Bool) throws -> PrePromptAnswerOutcome {
        guard policy.prePrompt != nil else { throw AskForReviewError.policyHasNoPrePrompt(policy.name) }
        return try change { state in
            guard state.unansweredPrePromptDate != nil else { throw AskForReviewError.noPrePromptAwaitingAnswer }
            state.unansweredPrePromptDate = nil
            state.answerCounts.record(answer)
            guard answer == .rate else { return PrePromptAnswerOutcome(state: state, systemRequest: nil) }
            markReviewed(&state)
            let request = requestCanGoOut ? recordSystemRequest(in: &state) : nil
            return PrePromptAnswerOutcome(state: state, systemRequest: request)
        } preview: { state in
            let request =
                answer == .rate && requestCanGoOut ? ReviewDecision(unmet: [], evaluatedAt: self.currentDate()) : nil
            return PrePromptAnswerOutcome(state: state, systemRequest: request)
        }
    }

    /// See ``AskForReviewUsecase/recordUserReviewed()``.
    public func recordUserReviewed() throws {
        try change {
            markReviewed(&$0)
        } preview: { _ in
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

    /// See ``AskForReviewUsecase/reset(forgettingSystemRequests:)``.
    public func reset(forgettingSystemRequests: Bool) throws {
        guard mode != .preview else { return }
        if forgettingSystemRequests {
            try reviewStoreService.resetState()
        } else {
            try reviewStoreService.updateState { state in
                state = ReviewState(systemRequestDates: state.systemRequestDates)
            }
        }
    }

    /// Applies `change`, decides, and for a pre-prompt policy records the ask, all in one update; then
    /// tells the delegate. In preview the delegate is told whatever the decision, and nothing is stored.
    private func ask(at moment: ReviewMoment, after change: @escaping (inout ReviewState) throws -> Void) throws
        -> ReviewDecision
    {
        let prePrompt = policy.prePrompt
        let decision = try self.change { state in
            try change(&state)
            let context = makeContext(state)
            let decision = policy.decision(in: context, at: moment)
            if decision.isEligible, prePrompt != nil { recordAsk(in: &state, context: context) }
            return decision
        }
        guard decision.isEligible || mode == .preview else { return decision }
        if let prePrompt {
            delegate?.didShowPrePrompt(prePrompt)
        } else {
            delegate?.didShowAskForReview()
        }
        return decision
    }

    /// Runs `body` in one atomic update of the stored state. In preview nothing is stored: `preview`
    /// answers from the stored state, or, without one, `body` runs on a copy of it, so decisions say
    /// what the policy would decide.
    private func change<Result>(
        _ body: (inout ReviewState) throws -> Result, preview: ((ReviewState) throws -> Result)? = nil
    ) throws -> Result {
        switch mode {
        case .live, .testFlight:
            return try reviewStoreService.updateState(body)
        case .preview:
            var copy = try reviewStoreService.loadState()
            return try preview?(copy) ?? body(&copy)
        }
    }

    /// Records that the user was asked now; in TestFlight the version is not marked.
    private func recordAsk(in state: inout ReviewState, context: EligibilityContext) {
        state.recordAsk(
            at: context.now, version: context.currentVersion, marksVersion: mode != .testFlight,
            prePromptShown: policy.prePrompt != nil)
    }

    /// Decides whether the system request may go out now and, if so, logs it (the quota's window, the
    /// App Store's when the mirror is off) and records the ask. In TestFlight the system shows
    /// nothing: the request spends nothing and marks nothing.
    private func recordSystemRequest(in state: inout ReviewState) -> ReviewDecision {
        let context = makeContext(state)
        let decision = policy.systemRequestDecision(in: context)
        guard decision.isEligible, mode != .testFlight else { return decision }
        state.logSystemRequest(at: context.now, window: policy.systemQuota ?? .appStore)
        if policy.prePrompt == nil { recordAsk(in: &state, context: context) }
        return decision
    }

    private func markReviewed(_ state: inout ReviewState) {
        state.markReviewed(at: currentDate())
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
