/// Met while a user is signed in.
package struct SignedIn: EligibilityCondition {
    /// Creates the condition.
    package init() {}

    /// `.met` when `context.appState` says a user is signed in, else `.notMet` (kind `.signedOut`).
    package func evaluate(in context: EligibilityContext) -> ConditionResult {
        context.appState.isSignedIn
            ? .met : .notMet(.timeless("user is signed out", kind: .signedOut))
    }
}

extension SignedIn: BuiltInCondition {
    package static let policyName = "signedIn"
    package static let parameters: [ConditionParameter<Self>] = []
    package static let examples = [SignedIn()]

    package init?(_ arguments: ConditionArguments) {
        self.init()
    }
}
