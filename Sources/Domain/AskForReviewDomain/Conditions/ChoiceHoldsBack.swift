/// How a choice the user made — to rate, to decline — holds them back: in every version, or, when
/// only a choice in the current version counts, in the version they made it in. A choice whose
/// version is not known holds them back in every version.
enum ChoiceHoldsBack {
    /// `.met` unless the user made the `choice` (last at its facts' version, when known) and it counts at
    /// `context`'s version; else `.notMet` of `kind`, worded `always` or `inVersion(version)`, which
    /// waiting never clears (a new version may, when only the current version counts).
    static func result(
        choice: EventFacts, inCurrentVersionOnly: Bool, context: EligibilityContext, kind: UnmetReason.Kind,
        always: String, inVersion: (String) -> String
    ) -> ConditionResult {
        guard choice.count > 0 else { return .met }
        guard inCurrentVersionOnly, let version = choice.version else {
            return .notMet(.timeless(always, kind: kind))
        }
        guard version == context.currentVersion else { return .met }
        return .notMet(.timeless(inVersion(version), kind: kind))
    }
}
