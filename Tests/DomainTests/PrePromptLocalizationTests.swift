import AskForReviewDomain
import Testing

@Suite("The pre-prompt in the user's language")
struct PrePromptLocalizationTests {
    static func copy(_ title: String) -> PrePrompt {
        PrePrompt(title: title, message: "m", rateButton: "r", laterButton: "l", declineButton: "d")
    }

    static let prePrompt = PrePrompt(
        title: "Enjoying it?", message: "m", rateButton: "r", laterButton: "l", declineButton: "d",
        localizations: ["fr": copy("Ça vous plaît ?"), "pt-BR": copy("Gostou?"), "pt": copy("Está a gostar?")])

    @Test("The first preferred language with a copy wins: its exact tag, else its language; else the default")
    func matching() {
        #expect(Self.prePrompt.localized(for: ["de-DE", "fr-CA"]).title == "Ça vous plaît ?")
        #expect(Self.prePrompt.localized(for: ["pt-BR"]).title == "Gostou?")
        #expect(Self.prePrompt.localized(for: ["pt-BR"]).language == "pt-BR")
        #expect(Self.prePrompt.localized(for: ["pt_PT"]).title == "Está a gostar?")
        #expect(Self.prePrompt.localized(for: ["PT-br"]).title == "Gostou?", "tags compare without case")
        #expect(Self.prePrompt.localized(for: ["ja"]).title == "Enjoying it?")
        #expect(Self.prePrompt.localized(for: []) == Self.copy("Enjoying it?"))
        #expect(Self.prePrompt.localized(for: ["en-GB", "fr"]).title == "Enjoying it?", "its own language counts")
        #expect(Self.prePrompt.localized(for: ["fr"]).localizations.isEmpty)
    }
}
