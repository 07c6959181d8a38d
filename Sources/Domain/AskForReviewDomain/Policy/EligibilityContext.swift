public import Foundation

/// Everything a condition may look at: the stored state, the time, the version and the app's state.
public struct EligibilityContext: Sendable {
    /// The stored review state.
    public let state: ReviewState
    /// The current time, from the injected clock.
    public let now: Date
    /// The app's current version, or `nil` when it cannot be determined.
    public let currentVersion: String?
    /// Whether the user is signed in and the app is in the foreground.
    public let appState: AppState

    /// Creates a context.
    public init(state: ReviewState, now: Date, currentVersion: String?, appState: AppState = AppState()) {
        self.state = state
        self.now = now
        self.currentVersion = currentVersion
        self.appState = appState
    }
}
