/// Met while a user is signed in.
public struct SignedIn: EligibilityCondition {
    /// Creates the condition.
    public init() {}

    /// See ``EligibilityCondition/evaluate(in:)``.
    public func evaluate(in context: EligibilityContext) -> ConditionResult {
        context.appState.isSignedIn
            ? .met : .notMet(.timeless("user is signed out", kind: .signedOut, clearedBy: .appState))
    }
}
