/// Translations of pre-prompt copy: for each language it has, the text to show in place of a
/// pre-prompt's own text (its title, message or a button label, the text itself being the key).
///
/// The package's built-in translations and an app's own string tables are such sources; an app puts
/// its own first to override any string, in any language, English included.
public protocol PrePromptTranslations: Sendable {
    /// The language tags this source has translations for (`"fr"`, `"pt-BR"`, `"zh-Hans"`).
    var languages: [String] { get }

    /// The translation of `text` into `language` (one of ``languages``), or `nil` when this source has
    /// none for it.
    func translation(of text: String, into language: String) -> String?
}
