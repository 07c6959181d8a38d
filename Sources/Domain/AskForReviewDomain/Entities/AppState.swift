/// Facts about the running app that some policies require before asking.
public struct AppState: Sendable, Equatable {
    /// Whether a user is signed in.
    public var isSignedIn: Bool
    /// Whether the app is in the foreground.
    public var isInForeground: Bool

    /// Creates app state; by default signed in and in the foreground.
    public init(isSignedIn: Bool = true, isInForeground: Bool = true) {
        self.isSignedIn = isSignedIn
        self.isInForeground = isInForeground
    }
}
