import AskForReviewDomain
import Testing

@Suite("Pre-prompt copy translated by tables")
struct PrePromptTranslationTests {
    static let prePrompt = PrePrompt(
        title: "Enjoying it?", message: "Tell us.", rateButton: "Rate", laterButton: "Later", declineButton: "No")

    static let builtIn = InMemoryTranslations([
        "en": [:],
        "fr": ["Enjoying it?": "Ça vous plaît ?", "Rate": "Noter", "Later": "Plus tard", "No": "Non merci"],
        "zh-Hans": ["Rate": "评分"],
        "pt-BR": ["Rate": "Avaliar"],
    ])

    @Test("Each text comes from the first table that has it in the chosen language, else stays as written")
    func precedence() {
        let app = InMemoryTranslations(["fr": ["Rate": "Donner une note"], "en": ["Enjoying it?": "Enjoying Photos?"]])
        let french = Self.prePrompt.localized(for: ["fr-FR"], translations: [app, Self.builtIn])
        #expect(french.title == "Ça vous plaît ?")
        #expect(french.rateButton == "Donner une note", "the app's table comes first")
        #expect(french.laterButton == "Plus tard")
        #expect(french.message == "Tell us.", "no table has it: the text as written")
        #expect(french.language == "fr")
        let english = Self.prePrompt.localized(for: ["en-US"], translations: [app, Self.builtIn])
        #expect(english.title == "Enjoying Photos?", "an app overrides English too")
        #expect(english.rateButton == "Rate")
    }

    @Test("The language is chosen before the texts: no mixing, shorter tags and other regions serve")
    func languageChoice() {
        #expect(Self.prePrompt.localized(for: ["sw", "fr"], translations: [Self.builtIn]).rateButton == "Noter")
        #expect(Self.prePrompt.localized(for: ["zh-Hans-CN"], translations: [Self.builtIn]).rateButton == "评分")
        #expect(Self.prePrompt.localized(for: ["pt-PT"], translations: [Self.builtIn]).rateButton == "Avaliar")
        let chinese = Self.prePrompt.localized(for: ["zh-Hans", "fr"], translations: [Self.builtIn])
        #expect(chinese.rateButton == "评分")
        #expect(chinese.laterButton == "Later", "a text the chosen language lacks is not taken from the next one")
        #expect(Self.prePrompt.localized(for: ["ja"], translations: [Self.builtIn]) == Self.prePrompt)
    }

    @Test("A policy's own variant for the chosen language is shown whole, before any table")
    func policyVariantFirst() {
        let withVariant = PrePrompt(
            title: "Enjoying it?", message: "Tell us.", rateButton: "Rate", laterButton: "Later", declineButton: "No",
            localizations: [
                "fr": PrePrompt(
                    title: "Alors ?", message: "Dites-nous.", rateButton: "Oui", laterButton: "Après",
                    declineButton: "Non")
            ])
        let french = withVariant.localized(for: ["fr"], translations: [Self.builtIn])
        #expect(french.title == "Alors ?")
        #expect(french.rateButton == "Oui")
    }
}

/// Translations held in a dictionary, the Domain's port as a test double: language tag → (the
/// pre-prompt's own text → the text shown instead).
struct InMemoryTranslations: PrePromptTranslations {
    let strings: [String: [String: String]]

    init(_ strings: [String: [String: String]]) { self.strings = strings }

    var languages: [String] { strings.keys.sorted() }

    func translation(of text: String, into language: String) -> String? { strings[language]?[text] }
}
