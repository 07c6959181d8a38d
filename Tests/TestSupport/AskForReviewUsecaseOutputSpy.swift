public import AskForReviewDomain

/// An `AskForReviewUsecaseOutput` that records what the use case told it, in order.
@MainActor
public final class AskForReviewUsecaseOutputSpy: AskForReviewUsecaseOutput {
    /// One thing the use case told its delegate.
    public enum Message: Equatable, Sendable {
        /// `AskForReviewUsecaseOutput.didShowAskForReview()`.
        case showAskForReview
        /// `AskForReviewUsecaseOutput.didShowPrePrompt(_:)` with its pre-prompt.
        case showPrePrompt(PrePrompt)
    }

    /// Everything received, oldest first.
    public private(set) var messages: [Message] = []

    /// A spy that has received nothing.
    public init() {}

    /// The messages received since the last call, which are then forgotten.
    public func takeMessages() -> [Message] {
        defer { messages = [] }
        return messages
    }

    /// Records ``Message/showAskForReview``.
    public func didShowAskForReview() { messages.append(.showAskForReview) }
    /// Records ``Message/showPrePrompt(_:)``.
    public func didShowPrePrompt(_ prePrompt: PrePrompt) { messages.append(.showPrePrompt(prePrompt)) }
}
