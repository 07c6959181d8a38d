/// Met until the user chooses to rate (a pre-prompt's "Rate", or the app's own rate button): after that never again, or, with
/// `inCurrentVersionOnly`, not again until the app is at another version than the one in which the
/// user last chose it.
package struct RateNotChosen: EligibilityCondition {
    /// Whether only a choice made in the current version holds the user back.
    package let inCurrentVersionOnly: Bool

    /// Never asks again once the user chose to rate; with `inCurrentVersionOnly`, asks again from the
    /// next version. A choice whose version is not known holds the user back in every version.
    package init(inCurrentVersionOnly: Bool = false) {
        self.inCurrentVersionOnly = inCurrentVersionOnly
    }

    /// `.met` until `context.state` records that the user chose to rate (in the current version, with
    /// `inCurrentVersionOnly`), else `.notMet` (kind `.alreadyChoseRate`), which waiting never clears.
    package func evaluate(in context: EligibilityContext) -> ConditionResult {
        ChoiceHoldsBack.result(
            choice: context.state.facts(of: .rate),
            inCurrentVersionOnly: inCurrentVersionOnly, context: context, kind: .alreadyChoseRate,
            always: "user already chose to rate the app; never asked again",
            inVersion: { "user already chose to rate version \($0); asks again in a new version" })
    }
}

extension RateNotChosen: BuiltInCondition {
    package static let policyName = "rateNotChosen"

    package static let parameters: [ConditionParameter<Self>] = [
        .inCurrentVersionOnly(\.inCurrentVersionOnly)
    ]

    package static let examples = [RateNotChosen(inCurrentVersionOnly: true)]

    package init?(_ arguments: ConditionArguments) {
        self.init(inCurrentVersionOnly: arguments.flag("inCurrentVersionOnly") ?? false)
    }
}
