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
