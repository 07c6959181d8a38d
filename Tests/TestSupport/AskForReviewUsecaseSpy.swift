public import AskForReviewDomain
public import Foundation

/// An `AskForReviewUsecase` that records each call and answers with the decisions a test sets, for
/// testing a view model or a screen without a policy or a store. It tells its delegate to ask when
/// the test sets ``askOnNextCall``. Every decision is dated at the reference date (2001-01-01).
@MainActor
public final class AskForReviewUsecaseSpy: AskForReviewUsecase {
    /// One call received, named after the use case's method.
    public enum Message: Equatable, Sendable {
        /// `AskForReviewUsecase.recordLaunch()`.
        case recordLaunch
        /// `AskForReviewUsecase.recordProcess(_:)`.
        case recordProcess(ProcessOutcome)
        /// `AskForReviewUsecase.record(_:askingAt:)`.
        case record(ReviewEvent, ReviewMoment?)
        /// `AskForReviewUsecase.recordUserChoseRate()`.
        case recordUserChoseRate
        /// `AskForReviewUsecase.recordUserOptedOut()`.
        case recordUserOptedOut
        /// `AskForReviewUsecase.forgetUserChoice(_:)`.
        case forgetUserChoice(UserChoice)
        /// `AskForReviewUsecase.requestForShowAppReview(at:)`.
        case requestForShowAppReview(ReviewMoment)
        /// `AskForReviewUsecase.recordSystemReviewRequest(after:)`.
        case recordSystemReviewRequest(after: EventName?)
        /// `AskForReviewUsecase.answerPrePrompt(_:requestCanGoOut:)`.
        case answerPrePrompt(PrePromptAnswer)
        /// `AskForReviewUsecase.decision(at:)`.
        case decision(ReviewMoment)
        /// `AskForReviewUsecase.state()`.
        case state
        /// `AskForReviewUsecase.reset(forgettingSystemRequests:)`.
        case reset
        /// `AskForReviewUsecase.synchronize()` or `AskForReviewUsecase.synchronizeInBackground()`.
        case synchronize
    }

    /// What to tell the delegate on the next call that asks.
    public enum Ask: Sendable {
        /// Tell it `AskForReviewUsecaseOutput.didShowAskForReview()`.
        case systemRequest
        /// Tell it `AskForReviewUsecaseOutput.didShowPrePrompt(_:)` with this pre-prompt.
        case prePrompt(PrePrompt)
    }

    /// See `AskForReviewUsecase.delegate`.
    public weak var delegate: (any AskForReviewUsecaseOutput)?
    /// See `AskForReviewUsecase.policy`.
    public let policy: ReviewPolicy
    /// The calls received, oldest first.
    public private(set) var messages: [Message] = []
    /// Told to the delegate by the next call that asks (`recordProcess(.completed)`,
    /// `record(_:askingAt:)` with a moment, `requestForShowAppReview(at:)`), then cleared.
    public var askOnNextCall: Ask?
    /// Whether ``recordSystemReviewRequest(after:)`` and a "Rate" answer let the system request go out.
    public var allowsSystemRequest = true
    /// The reasons a withheld system request carries when ``allowsSystemRequest`` is `false`.
    public var withheldReasons = [UnmetReason("the system limit is reached", kind: .systemLimitReached)]
    /// The unmet reasons every other decision carries; none (eligible) by default.
    public var reasons: [UnmetReason] = []
    /// The error every call that can throw throws while set (the call is still recorded).
    public var failure: (any Error)?

    /// A spy that answers for `policy` (its `AskForReviewUsecase.policy`; the spy never applies it).
    public init(policy: ReviewPolicy = .apple) {
        self.policy = policy
    }

    /// See `AskForReviewUsecase.recordLaunch()`.
    public func recordLaunch() throws -> Date {
        try record(.recordLaunch)
        return Date(timeIntervalSinceReferenceDate: 0)
    }

    /// See `AskForReviewUsecase.recordProcess(_:)`.
    public func recordProcess(_ outcome: ProcessOutcome) throws -> ReviewDecision {
        try record(.recordProcess(outcome))
        if outcome == .completed { tellDelegate() }
        return cannedDecision()
    }

    /// See `AskForReviewUsecase.record(_:askingAt:)`.
    public func record(_ event: ReviewEvent, askingAt moment: ReviewMoment?) throws -> ReviewDecision {
        try record(.record(event, moment))
        if moment != nil { tellDelegate() }
        return cannedDecision()
    }

    /// See `AskForReviewUsecase.recordUserOptedOut()`.
    public func recordUserOptedOut() throws {
        try record(.recordUserOptedOut)
    }

    /// See `AskForReviewUsecase.forgetUserChoice(_:)`.
    public func forgetUserChoice(_ choice: UserChoice) throws {
        try record(.forgetUserChoice(choice))
    }

    /// See `AskForReviewUsecase.recordUserChoseRate()`.
    public func recordUserChoseRate() throws {
        try record(.recordUserChoseRate)
    }

    /// See `AskForReviewUsecase.requestForShowAppReview(at:)`.
    public func requestForShowAppReview(at moment: ReviewMoment) throws -> ReviewDecision {
        try record(.requestForShowAppReview(moment))
        tellDelegate()
        return cannedDecision()
    }

    /// See `AskForReviewUsecase.recordSystemReviewRequest(after:)`.
    public func recordSystemReviewRequest(after trigger: EventName?) throws -> ReviewDecision {
        try record(.recordSystemReviewRequest(after: trigger))
        return systemRequestDecision()
    }

    /// See `AskForReviewUsecase.answerPrePrompt(_:requestCanGoOut:)`.
    public func answerPrePrompt(_ answer: PrePromptAnswer, requestCanGoOut: Bool) throws -> PrePromptAnswerOutcome {
        try record(.answerPrePrompt(answer))
        let request = answer == .rate && requestCanGoOut ? systemRequestDecision() : nil
        return PrePromptAnswerOutcome(state: ReviewState(), systemRequest: request)
    }

    /// See `AskForReviewUsecase.decision(at:)`.
    public func decision(at moment: ReviewMoment) throws -> ReviewDecision {
        try record(.decision(moment))
        return cannedDecision()
    }

    /// See `AskForReviewUsecase.state()`.
    public func state() throws -> ReviewState {
        try record(.state)
        return ReviewState()
    }

    /// See `AskForReviewUsecase.reset(forgettingSystemRequests:)`.
    public func reset(forgettingSystemRequests: Bool) throws {
        try record(.reset)
    }

    /// Records ``Message/synchronize``.
    public func synchronize() throws {
        try record(.synchronize)
    }

    /// Records ``Message/synchronize``.
    public func synchronizeInBackground() async throws {
        try record(.synchronize)
    }

    private func record(_ message: Message) throws {
        messages.append(message)
        if let failure { throw failure }
    }

    private func tellDelegate() {
        guard let ask = askOnNextCall else { return }
        askOnNextCall = nil
        switch ask {
        case .systemRequest: delegate?.didShowAskForReview()
        case .prePrompt(let prePrompt): delegate?.didShowPrePrompt(prePrompt)
        }
    }

    private func systemRequestDecision() -> ReviewDecision {
        ReviewDecision(
            unmet: allowsSystemRequest ? [] : withheldReasons,
            evaluatedAt: Date(timeIntervalSinceReferenceDate: 0))
    }

    private func cannedDecision() -> ReviewDecision {
        ReviewDecision(unmet: reasons, evaluatedAt: Date(timeIntervalSinceReferenceDate: 0))
    }
}
