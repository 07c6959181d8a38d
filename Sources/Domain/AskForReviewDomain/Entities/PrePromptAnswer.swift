/// The user's answer to a pre-prompt (the in-app alert shown before the system review request).
public enum PrePromptAnswer: String, Sendable, Equatable, CaseIterable {
    /// "Rate on App Store": make the system review request and never ask again.
    case rate
    /// "Maybe Later": ask again after the policy's interval.
    case later
    /// "No Thanks": ask again after the policy's interval.
    case decline
}
