public import AskForReviewDomain

/// Records what the use case told its delegate, in order.
@MainActor
public final class AskForReviewUsecaseOutputSpy: AskForReviewUsecaseOutput {
    /// One message the delegate received.
    public enum Message: Equatable {
        case showAskForReview
        case showPrePrompt(PrePrompt)
    }

    /// The messages received, in order.
    public private(set) var messages: [Message] = []

    /// Creates a spy with no messages.
    public init() {}

    /// See ``AskForReviewUsecaseOutput/didShowAskForReview()``.
    public func didShowAskForReview() { messages.append(.showAskForReview) }
    /// See ``AskForReviewUsecaseOutput/didShowPrePrompt(_:)``.
    public func didShowPrePrompt(_ prePrompt: PrePrompt) { messages.append(.showPrePrompt(prePrompt)) }
}
