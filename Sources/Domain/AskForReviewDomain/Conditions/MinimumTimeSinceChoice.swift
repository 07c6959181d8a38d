package import Foundation

/// Met once at least `seconds` have passed since the user last made a choice (the bound included);
/// met when they never made it, and, with `inCurrentVersionOnly`, when they last made it at another
/// version than the current one. While the clock reads earlier than the choice, no time counts as
/// passed.
package struct MinimumTimeSinceChoice: EligibilityCondition {
    /// The choice the interval counts from.
    package let choice: UserChoice
    /// The required interval in seconds, or `nil` for not configured.
    package let seconds: TimeInterval?
    /// What the reason calls the choice: "(3 days after the `noun`)".
    package let noun: String
    /// Whether only a choice made at the current version holds the user back: a new version forgets
    /// it. A choice whose version is not known holds the user back in every version.
    package let inCurrentVersionOnly: Bool

    /// What the reason calls the choice unless told otherwise (as
    /// `ReviewConditions.minimumTimeElapsed(sinceLast:_:noun:inCurrentVersionOnly:)` does).
    package static let defaultNoun = "user's last choice"

    package init(
        choice: UserChoice, seconds: TimeInterval?, noun: String = defaultNoun, inCurrentVersionOnly: Bool = false
    ) {
        self.choice = choice
        self.seconds = seconds
        self.noun = noun
        self.inCurrentVersionOnly = inCurrentVersionOnly
    }

    /// `.met` once `seconds` have passed since the latest `choice` in `context.state`, when there is
    /// none, or (with `inCurrentVersionOnly`) when it was made at a known version other than the
    /// current one; else `.notMet` with the date it asks from (kind `.waitsForTime`, clearing then).
    package func evaluate(in context: EligibilityContext) -> ConditionResult {
        guard let seconds, seconds.isFinite else { return .notConfigured }
        let facts = context.state.facts(of: choice)
        guard let last = facts.lastDate else { return .met }
        if inCurrentVersionOnly, let version = facts.version, version != context.currentVersion { return .met }
        // Only a reset or a forgotten choice moves the latest choice earlier; another choice moves it
        // later; with `inCurrentVersionOnly` a new version clears it.
        return WaitAfterLatest.result(latest: last, seconds: seconds, after: noun, now: context.now)
    }
}

extension MinimumTimeSinceChoice: BuiltInCondition {
    /// The choices a policy file names, as it names them.
    private static let choiceNames: [(name: String, choice: UserChoice)] = [
        ("rate", .rate), ("optOut", .optOut), ("prePromptRate", .prePrompt(.rate)),
        ("prePromptLater", .prePrompt(.later)), ("prePromptDecline", .prePrompt(.decline)),
    ]

    package static let policyName = "minimumTimeSinceChoice"

    package static let parameters: [ConditionParameter<Self>] = [
        ConditionParameter("choice", .choice(choiceNames.map(\.name)), required: true) { condition in
            .choice(choiceNames.first { $0.choice == condition.choice }?.name ?? "rate")
        },
        .duration(\.seconds),
        ConditionParameter("noun", .text(maximumLength: 200), required: false) { condition in
            condition.noun == defaultNoun ? nil : .text(condition.noun)
        },
        .inCurrentVersionOnly(\.inCurrentVersionOnly),
    ]

    package static let examples = [
        MinimumTimeSinceChoice(choice: .prePrompt(.later), seconds: 3 * 86_400, noun: "\"Maybe Later\""),
        MinimumTimeSinceChoice(choice: .optOut, seconds: 86_400),
        MinimumTimeSinceChoice(choice: .prePrompt(.decline), seconds: 2 * 86_400, inCurrentVersionOnly: true),
    ]

    package init?(_ arguments: ConditionArguments) {
        let name = arguments.choice("choice")
        guard let choice = Self.choiceNames.first(where: { $0.name == name })?.choice,
            let seconds = arguments.duration("duration")
        else { return nil }
        self.init(
            choice: choice, seconds: seconds, noun: arguments.text("noun") ?? Self.defaultNoun,
            inCurrentVersionOnly: arguments.flag("inCurrentVersionOnly") ?? false)
    }
}
