import AskForReview
import Foundation
import Testing

/// The examples of the article "The pre-prompt in the user's language", run.
@Suite("The localized-copy article's examples")
struct LocalizedCopyArticleTests {
    @Test("The app's tables come before the built-in ones, and a remote table overrides German")
    func tables() throws {
        let translations: [any PrePromptTranslations] = [
            // The app's AskForReview.strings files, one in each .lproj folder it has.
            try StringsTableTranslations(bundle: .main, table: "AskForReview"),
            // Overrides from remote configuration.
            TranslationTable(["de": ["Maybe Later": "Später vielleicht"]]),
        ]
        let prePrompt = try #require(ReviewPolicy.searchConsole.prePrompt)
        let builtIn = try StringsTableTranslations.builtIn
        let german = prePrompt.localized(for: ["de"], translations: translations + [builtIn])
        #expect(german.laterButton == "Später vielleicht" && german.declineButton == "Nein, danke")
    }

    @Test("A reason's kind chooses the app's words")
    func reasonWords() {
        func explanation(for reason: UnmetReason) -> String {
            switch reason.kind {
            case .systemLimitReached: NSLocalizedString("We asked recently.", comment: "Why no review prompt")
            case .alreadyChoseRate: NSLocalizedString("Thanks for rating!", comment: "Why no review prompt")
            default: reason.text
            }
        }
        #expect(explanation(for: UnmetReason("limit", kind: .systemLimitReached)) == "We asked recently.")
        #expect(explanation(for: UnmetReason("2 of 3", kind: .tooFewEvents)) == "2 of 3")
    }
}
