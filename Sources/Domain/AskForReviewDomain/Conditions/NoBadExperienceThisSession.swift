/// Met unless the current session had a bad experience; a later good event in the same session does
/// not clear it, the next session does. Every policy requires it unless it allows asking in such a
/// session (see ``ReviewPolicy``).
package struct NoBadExperienceThisSession: EligibilityCondition {
    /// Creates the condition.
    package init() {}

    /// `.met` unless the current session in `context.state` had a bad experience (kind `.badExperience`).
    package func evaluate(in context: EligibilityContext) -> ConditionResult {
        guard context.state.sessions.currentHadBadExperience else { return .met }
        return .notMet(.timeless("this session had a bad experience", kind: .badExperience))
    }
}
