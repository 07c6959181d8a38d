package import Foundation

/// The use case in ``RequestMode/preview``: a live use case over a store that is read and never
/// written, which shows the flow whenever it is asked for.
///
/// Every ask tells the delegate to show the pre-prompt or the request, whatever the policy decides;
/// the decisions returned still say what the policy would decide. The system request always goes
/// out, and the pre-prompt takes any answer, as no ask was recorded.
@MainActor
package final class PreviewAskForReviewUsecase: AskForReviewUsecase {
    /// Told to show the pre-prompt or the review request at every ask; held weakly.
    package weak var delegate: (any AskForReviewUsecaseOutput)?
    /// The live use case every call goes through; its store never writes and its delegate is never set.
    private let live: any AskForReviewUsecase
    /// The clock the live use case reads too: when a preview's request goes out.
    private let currentDate: @Sendable () -> Date

    /// The preview of the live use case these arguments make (see
    /// ``DefaultAskForReviewUsecase/init(policy:reviewStoreService:versionService:currentDate:appState:isTestFlight:)``),
    /// over `reviewStoreService` read and never written.
    package init(
        policy: ReviewPolicy,
        reviewStoreService: any ReviewStoreService,
        versionService: any VersionService,
        currentDate: @escaping @Sendable () -> Date,
        appState: @escaping @Sendable () -> AppState
    ) {
        live = DefaultAskForReviewUsecase(
            policy: policy, reviewStoreService: PreviewReviewStoreService(base: reviewStoreService),
            versionService: versionService, currentDate: currentDate, appState: appState)
        self.currentDate = currentDate
    }

    /// The policy the decisions say would apply.
    package var policy: ReviewPolicy { live.policy }

    @discardableResult
    package func recordLaunch() throws -> Date {
        try live.recordLaunch()
    }

    @discardableResult
    package func record(_ event: ReviewEvent, askingAt moment: ReviewMoment?) throws -> ReviewDecision {
        let decision = try live.record(event, askingAt: moment)
        if moment != nil { delegate?.showAsk(under: policy) }
        return decision
    }

    @discardableResult
    package func recordProcess(_ outcome: ProcessOutcome) throws -> ReviewDecision {
        let decision = try live.recordProcess(outcome)
        if outcome == .completed { delegate?.showAsk(under: policy) }
        return decision
    }

    @discardableResult
    package func requestForShowAppReview(at moment: ReviewMoment) throws -> ReviewDecision {
        let decision = try live.requestForShowAppReview(at: moment)
        delegate?.showAsk(under: policy)
        return decision
    }

    /// The request always goes out: an eligible decision, now. Nothing is read or recorded.
    package func recordSystemReviewRequest(after trigger: EventName?) throws -> ReviewDecision {
        ReviewDecision(unmet: [], evaluatedAt: currentDate())
    }

    /// Takes any answer, as no ask was recorded; "Rate" does what the policy's rate action says, as
    /// live: it opens the write-review page, or makes the request whenever it can go out.
    @discardableResult
    package func answerPrePrompt(_ answer: PrePromptAnswer, requestCanGoOut: Bool) throws -> PrePromptAnswerOutcome {
        guard policy.prePrompt != nil else { throw AskForReviewError.policyHasNoPrePrompt(policy.name) }
        let opensPage = answer == .rate && policy.rateAction == .writeReviewPage
        let request = answer == .rate && !opensPage && requestCanGoOut ? try recordSystemReviewRequest(after: nil) : nil
        return PrePromptAnswerOutcome(state: try live.state(), systemRequest: request, opensWriteReviewPage: opensPage)
    }

    package func recordUserChoseRate() throws {
        try live.recordUserChoseRate()
    }

    package func recordUserOptedOut() throws {
        try live.recordUserOptedOut()
    }

    package func forgetUserChoice(_ choice: UserChoice) throws {
        try live.forgetUserChoice(choice)
    }

    package func decision(at moment: ReviewMoment) throws -> ReviewDecision {
        try live.decision(at: moment)
    }

    package func state() throws -> ReviewState {
        try live.state()
    }

    package func reset(forgettingSystemRequests: Bool) throws {
        try live.reset(forgettingSystemRequests: forgettingSystemRequests)
    }

    package func synchronize() throws {
        try live.synchronize()
    }

    package func synchronizeInBackground() async throws {
        try await live.synchronizeInBackground()
    }
}
