/// Met while a user is signed in.
public struct SignedIn: EligibilityCondition {
    /// Creates the condition.
    public init() {}

    /// `.met` when `context.appState` says a user is signed in, else `.notMet` (kind `.signedOut`).
    public func evaluate(in context: EligibilityContext) -> ConditionResult {
        context.appState.isSignedIn
            ? .met : .notMet(.timeless("user is signed out", kind: .signedOut, clearedBy: .appState))
    }
}
