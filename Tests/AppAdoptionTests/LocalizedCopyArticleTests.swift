import AskForReview
import Foundation
import Testing

/// The examples of the article "The pre-prompt in the user's language", run.
@Suite("The localized-copy article's examples")
struct LocalizedCopyArticleTests {
    @Test("The app's tables come before the built-in ones, and a remote table overrides German")
    func tables() throws {
        let translations: [any PrePromptTranslations] = [
            try StringsTableTranslations(bundle: .main, table: "AskForReview"),  // the app's AskForReview.strings
            TranslationTable(["de": ["Maybe Later": "Später vielleicht"]]),     // from remote configuration
        ]
        let prePrompt = try #require(ReviewPolicy.searchConsole.prePrompt)
        let german = prePrompt.localized(for: ["de"], translations: translations + [try StringsTableTranslations.builtIn])
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
