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
    /// The copy in other languages, by language tag (`"fr"`, `"pt-BR"`); the texts above are the
    /// copy for every other language. The variants' own localizations are not read.
    public let localizations: [String: PrePrompt]

    /// Creates a pre-prompt with its title, message, the three button labels and, optionally, the
    /// same copy in other languages.
    public init(
        title: String, message: String, rateButton: String, laterButton: String, declineButton: String,
        localizations: [String: PrePrompt] = [:]
    ) {
        self.title = title
        self.message = message
        self.rateButton = rateButton
        self.laterButton = laterButton
        self.declineButton = declineButton
        self.localizations = localizations
    }

    /// The copy for the first of `languages` (the user's preferred language tags, most preferred
    /// first) that has one: the exact tag (`pt-BR`), else its language (`pt`); this pre-prompt's own
    /// copy when none has. Tags compare without regard to case, `_` read as `-`.
    public func localized(for languages: [String]) -> PrePrompt {
        let variants = Dictionary(
            localizations.map { (Self.normalized($0.key), $0.value) }, uniquingKeysWith: { first, _ in first })
        for tag in languages.map(Self.normalized) {
            let language = String(tag.prefix { $0 != "-" })
            if let variant = variants[tag] ?? variants[language] { return variant.withoutLocalizations }
        }
        return self
    }

    private var withoutLocalizations: PrePrompt {
        PrePrompt(
            title: title, message: message, rateButton: rateButton, laterButton: laterButton,
            declineButton: declineButton)
    }

    private static func normalized(_ tag: String) -> String {
        tag.lowercased().replacingOccurrences(of: "_", with: "-")
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
