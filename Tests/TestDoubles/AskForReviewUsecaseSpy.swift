public import AskForReviewDomain
public import Foundation

/// An ``AskForReviewUsecase`` that records each call and answers with canned values; it calls its
/// delegate when the test sets ``askOnNextCall``.
@MainActor
public final class AskForReviewUsecaseSpy: AskForReviewUsecase {
    /// One call received.
    public enum Message: Equatable {
        case recordLaunch
        case recordProcess(ProcessOutcome)
        case record(ReviewEvent, ReviewMoment?)
        case recordUserReviewed
        case requestForShowAppReview(ReviewMoment)
        case recordSystemReviewRequest
        case answerPrePrompt(PrePromptAnswer)
        case decision(ReviewMoment)
        case state
        case reset
    }

    /// What to tell the delegate on the next asking call.
    public enum Ask {
        case systemRequest
        case prePrompt(PrePrompt)
    }

    /// See ``AskForReviewUsecase/delegate``.
    public weak var delegate: (any AskForReviewUsecaseOutput)?
    /// See ``AskForReviewUsecase/policy``.
    public let policy: ReviewPolicy
    /// The calls received, in order.
    public private(set) var messages: [Message] = []
    /// Told to the delegate by the next `recordProcess(.completed)` or `requestForShowAppReview`.
    public var askOnNextCall: Ask?
    /// Whether ``recordSystemReviewRequest()`` and a "Rate" answer let the system request go out.
    public var allowsSystemRequest = true
    /// The reasons a withheld system request carries.
    public var withheldReasons = ["system limit reached"]
    /// The reasons every returned decision carries.
    public var reasons: [String] = []
    /// The error every call throws while set.
    public var failure: (any Error)?

    /// A spy for `policy`.
    public init(policy: ReviewPolicy = .apple) {
        self.policy = policy
    }

    /// See ``AskForReviewUsecase/recordLaunch()``.
    public func recordLaunch() throws -> Date {
        try record(.recordLaunch)
        return Date(timeIntervalSinceReferenceDate: 0)
    }

    /// See ``AskForReviewUsecase/recordProcess(_:)``.
    public func recordProcess(_ outcome: ProcessOutcome) throws -> ReviewDecision {
        try record(.recordProcess(outcome))
        if outcome == .completed { tellDelegate() }
        return cannedDecision()
    }

    /// See ``AskForReviewUsecase/record(_:askingAt:)``.
    public func record(_ event: ReviewEvent, askingAt moment: ReviewMoment?) throws -> ReviewDecision {
        try record(.record(event, moment))
        if moment != nil { tellDelegate() }
        return cannedDecision()
    }

    /// See ``AskForReviewUsecase/recordUserReviewed()``.
    public func recordUserReviewed() throws {
        try record(.recordUserReviewed)
    }

    /// See ``AskForReviewUsecase/requestForShowAppReview(at:)``.
    public func requestForShowAppReview(at moment: ReviewMoment) throws -> ReviewDecision {
        try record(.requestForShowAppReview(moment))
        tellDelegate()
        return cannedDecision()
    }

    /// See ``AskForReviewUsecase/recordSystemReviewRequest()``.
    public func recordSystemReviewRequest() throws -> ReviewDecision {
        try record(.recordSystemReviewRequest)
        return systemRequestDecision()
    }

    /// See ``AskForReviewUsecase/answerPrePrompt(_:requestCanGoOut:)``.
    public func answerPrePrompt(_ answer: PrePromptAnswer, requestCanGoOut: Bool) throws -> PrePromptAnswerOutcome {
        try record(.answerPrePrompt(answer))
        let request = answer == .rate && requestCanGoOut ? systemRequestDecision() : nil
        return PrePromptAnswerOutcome(state: ReviewState(), systemRequest: request)
    }

    /// See ``AskForReviewUsecase/decision(at:)``.
    public func decision(at moment: ReviewMoment) throws -> ReviewDecision {
        try record(.decision(moment))
        return cannedDecision()
    }

    /// See ``AskForReviewUsecase/decision(at:for:)``.
    public func decision(at moment: ReviewMoment, for state: ReviewState) -> ReviewDecision {
        messages.append(.decision(moment))
        return cannedDecision()
    }

    /// See ``AskForReviewUsecase/state()``.
    public func state() throws -> ReviewState {
        try record(.state)
        return ReviewState()
    }

    /// See ``AskForReviewUsecase/reset(forgettingSystemRequests:)``.
    public func reset(forgettingSystemRequests: Bool) throws {
        try record(.reset)
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
            unmet: allowsSystemRequest ? [] : withheldReasons.map { UnmetReason($0) },
            evaluatedAt: Date(timeIntervalSinceReferenceDate: 0))
    }

    private func cannedDecision() -> ReviewDecision {
        ReviewDecision(unmet: reasons.map { UnmetReason($0) }, evaluatedAt: Date(timeIntervalSinceReferenceDate: 0))
    }
}
