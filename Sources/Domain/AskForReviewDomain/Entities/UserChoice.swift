/// A choice the user made about being asked: to rate, an answer to the pre-prompt, never to be asked.
///
/// The state keeps each choice's facts as it keeps an event's (``EventFacts``: how many times, the
/// first and the latest date, the app version at the latest), apart from the app's own events, and
/// a rule reads them with `ReviewState.facts(of:)`. A store keeps every choice the same way, so a rule
/// over a choice needs nothing of the store.
public struct UserChoice: Hashable, Sendable {
    /// The name the choice's facts are kept under.
    package let name: EventName

    /// The choice kept under `name`.
    package init(_ name: EventName) {
        self.name = name
    }

    /// The user chose to rate: a pre-prompt's "Rate" or the app's own rate button. Its version is the
    /// latest known one: a choice made while the version is unknown keeps the earlier version.
    public static let rate = UserChoice("choseRate")

    /// The user said never to ask them (a setting, a support flow). Only a full reset forgets it.
    public static let optOut = UserChoice("optedOut")

    /// The user answered the pre-prompt with `answer`.
    public static func prePrompt(_ answer: PrePromptAnswer) -> UserChoice {
        switch answer {
        case .rate: prePromptRate
        case .later: prePromptLater
        case .decline: prePromptDecline
        }
    }

    private static let prePromptRate = UserChoice("prePrompt.rate")
    private static let prePromptLater = UserChoice("prePrompt.later")
    private static let prePromptDecline = UserChoice("prePrompt.decline")
}
