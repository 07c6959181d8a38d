/// Met while the app is in the foreground.
package struct InForeground: EligibilityCondition {
    /// Creates the condition.
    package init() {}

    /// `.met` when `context.appState` says the app is in the foreground, else `.notMet` (kind
    /// `.inBackground`).
    package func evaluate(in context: EligibilityContext) -> ConditionResult {
        context.appState.isInForeground
            ? .met : .notMet(.timeless("app is in the background", kind: .inBackground))
    }
}

extension InForeground: BuiltInCondition {
    package static let policyName = "inForeground"
    package static let parameters: [ConditionParameter<Self>] = []
    package static let examples = [InForeground()]

    package init?(_ arguments: ConditionArguments) {
        self.init()
    }
}
