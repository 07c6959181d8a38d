/// The in-app alert some policies show before the system review request, with its three buttons.
public struct PrePrompt: Sendable, Equatable {
    /// The alert's title.
    public let title: String
    /// The alert's message.
    public let message: String
    /// The label of the button that means ``PrePromptAnswer/rate``.
    public let rateButton: String
    /// The label of the button that means ``PrePromptAnswer/later``.
    public let laterButton: String
    /// The label of the button that means ``PrePromptAnswer/decline``.
    public let declineButton: String

    /// Creates a pre-prompt with its title, message and the three button labels.
    public init(title: String, message: String, rateButton: String, laterButton: String, declineButton: String) {
        self.title = title
        self.message = message
        self.rateButton = rateButton
        self.laterButton = laterButton
        self.declineButton = declineButton
    }

    /// The label shown for `answer`.
    public func label(for answer: PrePromptAnswer) -> String {
        switch answer {
        case .rate: rateButton
        case .later: laterButton
        case .decline: declineButton
        }
    }
}
