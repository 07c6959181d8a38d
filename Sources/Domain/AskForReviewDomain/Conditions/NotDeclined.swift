/// Met until the user answers a pre-prompt "No Thanks": after that never again, or, with
/// `inCurrentVersionOnly`, not again until the app is at another version than the one in which the
/// user last declined.
package struct NotDeclined: EligibilityCondition {
    /// Whether only a "No Thanks" in the current version holds the user back.
    package let inCurrentVersionOnly: Bool

    /// Never asks again once the user declined; with `inCurrentVersionOnly`, asks again from the next
    /// version. A decline whose version is not known (recorded before versions were kept, or with no
    /// version known) holds the user back in every version.
    package init(inCurrentVersionOnly: Bool = false) {
        self.inCurrentVersionOnly = inCurrentVersionOnly
    }

    /// `.met` until `context.state` records a decline (in the current version, with
    /// `inCurrentVersionOnly`), else `.notMet` (kind `.declined`), which waiting never clears.
    package func evaluate(in context: EligibilityContext) -> ConditionResult {
        ChoiceHoldsBack.result(
            choice: context.state.facts(of: .prePrompt(.decline)),
            inCurrentVersionOnly: inCurrentVersionOnly, context: context, kind: .declined,
            always: "user declined to rate the app; never asked again",
            inVersion: { "user declined to rate version \($0); asks again in a new version" })
    }
}

extension NotDeclined: BuiltInCondition {
    package static let policyName = "notDeclined"

    package static let parameters: [ConditionParameter<Self>] = [
        .inCurrentVersionOnly(\.inCurrentVersionOnly)
    ]

    package static let examples = [NotDeclined(inCurrentVersionOnly: true)]

    package init?(_ arguments: ConditionArguments) {
        self.init(inCurrentVersionOnly: arguments.flag("inCurrentVersionOnly") ?? false)
    }
}
