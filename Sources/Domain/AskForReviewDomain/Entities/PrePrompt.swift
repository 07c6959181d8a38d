import Foundation

/// The in-app alert some policies show before the system review request, with its three buttons.
public struct PrePrompt: Sendable, Equatable {
    /// The alert's title.
    public let title: String
    /// The alert's message.
    public let message: String
    /// The label of the button that means ``PrePromptAnswer/rate``.
    public let rateButton: String
    /// The label of the button that means ``PrePromptAnswer/later``.
    public let laterButton: String
    /// The label of the button that means ``PrePromptAnswer/decline``.
    public let declineButton: String
    /// The language of the texts above, as a language tag (`"en"` unless the policy says otherwise).
    public let language: String
    /// The copy in other languages, by language tag (`"fr"`, `"pt-BR"`), written with the policy. The
    /// variants' own localizations are not read.
    package let localizations: [String: PrePrompt]

    /// Creates a pre-prompt with its title, message, the three button labels, the language they are
    /// written in and, optionally, the same copy in other languages.
    public init(
        title: String, message: String, rateButton: String, laterButton: String, declineButton: String,
        language: String = "en", localizations: [String: PrePrompt] = [:]
    ) {
        self.title = title
        self.message = message
        self.rateButton = rateButton
        self.laterButton = laterButton
        self.declineButton = declineButton
        self.language = language
        self.localizations = localizations
    }

    /// The copy to show a user whose preferred languages are `languages` (language tags, most
    /// preferred first).
    ///
    /// The first preferred language that this pre-prompt's own language, its `localizations` or one
    /// of `translations` serves is chosen (the tag itself, its shorter forms such as `zh-Hans` for
    /// `zh-Hans-CN`, then another region of the same language). In that language a variant from
    /// `localizations` is shown whole; otherwise each text is the first of `translations` that
    /// translates it into that language, or this pre-prompt's own text. When no preferred language
    /// is served, this pre-prompt's own copy is shown. Tags compare without regard to case, `_` read
    /// as `-`.
    public func localized(for languages: [String], translations: [any PrePromptTranslations] = []) -> PrePrompt {
        let available = [language] + localizations.keys.sorted() + translations.flatMap(\.languages)
        for preferred in languages {
            guard let tag = LanguageTag.match(preferred, in: available) else { continue }
            if let variant = localizations[tag] { return variant.withoutLocalizations(language: tag) }
            return translated(into: tag, by: translations)
        }
        return withoutLocalizations(language: language)
    }

    /// This copy with each text replaced by the first of `translations` into `tag` that has it.
    private func translated(into tag: String, by translations: [any PrePromptTranslations]) -> PrePrompt {
        let sources = translations.filter { $0.languages.contains(tag) }
        func text(_ own: String) -> String {
            sources.lazy.compactMap { $0.translation(of: own, into: tag) }.first ?? own
        }
        return PrePrompt(
            title: text(title), message: text(message), rateButton: text(rateButton),
            laterButton: text(laterButton), declineButton: text(declineButton), language: tag)
    }

    private func withoutLocalizations(language: String) -> PrePrompt {
        PrePrompt(
            title: title, message: message, rateButton: rateButton, laterButton: laterButton,
            declineButton: declineButton, language: language)
    }

    /// The label shown for `answer`.
    public func label(for answer: PrePromptAnswer) -> String {
        switch answer {
        case .rate: rateButton
        case .later: laterButton
        case .decline: declineButton
        }
    }
}
