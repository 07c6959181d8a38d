public import AskForReviewDomain

/// Pre-prompt translations held in memory, by language tag and then by the text they replace: for an
/// app's overrides that come from remote configuration, or for tests.
public struct TranslationTable: PrePromptTranslations, Equatable {
    /// Language tag → (the pre-prompt's own text → the text shown instead).
    public let strings: [String: [String: String]]

    /// A table of `strings`: language tag → (the pre-prompt's own text → the text shown instead).
    public init(_ strings: [String: [String: String]]) {
        self.strings = strings
    }

    /// See `PrePromptTranslations.languages`: the table's tags, sorted.
    public var languages: [String] { strings.keys.sorted() }

    /// The table's text for `text` in `language` (its tag exactly as given), or `nil` when it has none.
    public func translation(of text: String, into language: String) -> String? {
        strings[language]?[text]
    }
}
