import AskForReview
import AskForReviewTesting
import Foundation
import Testing

/// The built-in pre-prompt copy in the user's language, and an app's own table over it, through the
/// public products only.
@MainActor
@Suite("Localized pre-prompt copy")
struct LocalizedCopyTests {
    static let policy = ReviewPolicy(
        name: "asks-first", conditions: [], moments: [.periodicCheck],
        prePrompt: ReviewPolicy.searchConsole.prePrompt, rateAction: .systemRequest, periodicCheckInterval: 60)

    /// The pre-prompt the view model shows a user whose preferred languages are `languages`.
    func shownPrePrompt(languages: [String], translations: [any PrePromptTranslations] = []) throws -> PrePrompt {
        let viewModel = ViewModelFactory.makeAskForReviewViewModel(
            policy: Self.policy, store: DataFactory.makeInMemoryStore(), versionService: VersionServiceStub("1.0"),
            prompter: SystemReviewPrompterSpy(), clock: ManualClock(), languages: { languages },
            translations: translations)
        var shown: [PrePrompt] = []
        viewModel.handleShowPrePrompt = { shown.append($0) }
        viewModel.periodicCheck()
        return try #require(shown.first)
    }

    @Test("The built-in copy has every text in eleven languages besides English")
    func builtInLanguages() throws {
        let builtIn = try StringsTableTranslations.builtIn
        let english = try #require(ReviewPolicy.searchConsole.prePrompt)
        let texts = [english.title, english.message, english.rateButton, english.laterButton, english.declineButton]
        #expect(builtIn.languages.filter { $0 != "en" }.count >= 10)
        for language in builtIn.languages where language != "en" {
            for text in texts {
                let translation = builtIn.translation(of: text, into: language)
                #expect(translation != nil && translation != text, "\(language): \(text)")
            }
        }
    }

    @Test("A French and a Japanese user see the pre-prompt in their language; an English one as written")
    func shownInTheUsersLanguage() throws {
        let french = try shownPrePrompt(languages: ["fr-FR", "en"])
        #expect(french.title == "Vous aimez Search Console\u{00A0}?")
        #expect(french.rateButton == "Noter sur l’App Store")
        #expect(french.laterButton == "Plus tard" && french.declineButton == "Non merci")
        let japanese = try shownPrePrompt(languages: ["ja-JP"])
        #expect(japanese.rateButton == "App Storeで評価する" && japanese.language == "ja")
        let english = try shownPrePrompt(languages: ["en-GB", "fr"])
        #expect(english.title == "Enjoying Search Console?" && english.laterButton == "Maybe Later")
    }

    @Test("An app's own table overrides any string, in any language; the rest stays built in")
    func appTableOverrides() throws {
        let folder = ScratchFolder.url.appendingPathComponent("copy-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        for (tag, text) in [("fr", "\"Maybe Later\" = \"Un peu plus tard\";"), ("en", "\"No Thanks\" = \"Not now\";")] {
            let lproj = folder.appendingPathComponent("\(tag).lproj")
            try FileManager.default.createDirectory(at: lproj, withIntermediateDirectories: true)
            try Data(text.utf8).write(to: lproj.appendingPathComponent("AskForReview.strings"))
        }
        let app = try StringsTableTranslations(folder: folder, table: "AskForReview")
        #expect(app.languages == ["en", "fr"])
        let french = try shownPrePrompt(languages: ["fr"], translations: [app])
        #expect(french.laterButton == "Un peu plus tard" && french.declineButton == "Non merci")
        let english = try shownPrePrompt(languages: ["en"], translations: [app])
        #expect(english.declineButton == "Not now" && english.laterButton == "Maybe Later")
        let remote = TranslationTable(["de": ["Maybe Later": "Später"]])
        #expect(try shownPrePrompt(languages: ["de-AT"], translations: [remote]).laterButton == "Später")
    }

    @Test("A table that is not a strings table is refused, naming the file")
    func damagedTable() throws {
        let folder = ScratchFolder.url.appendingPathComponent("copy-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let lproj = folder.appendingPathComponent("fr.lproj")
        try FileManager.default.createDirectory(at: lproj, withIntermediateDirectories: true)
        try Data("\"Maybe Later\" = ".utf8).write(to: lproj.appendingPathComponent("AskForReview.strings"))
        let error = #expect(throws: StringsTableError.self) {
            try StringsTableTranslations(folder: folder, table: "AskForReview")
        }
        #expect(error?.file.lastPathComponent == "AskForReview.strings")
        #expect(error?.description.contains("fr.lproj") == true)
    }
}
