#if canImport(SwiftUI) && canImport(StoreKit) && canImport(Combine) && !os(tvOS) && !os(watchOS)
    import AskForReviewData
    import AskForReviewDomain
    import AskForReviewPresentation
    import Foundation

    extension ViewModelFactory {
        /// A ``ReviewPromptModel`` for a SwiftUI app in one call: the view model of
        /// ``makeAskForReviewViewModel(policy:store:versionService:currentDate:appState:mode:prompter:clock:pause:languages:translations:openWriteReviewPage:)``
        /// with the SwiftUI prompter its view modifiers bind.
        @MainActor
        public static func makeReviewPromptModel(
            policy: ReviewPolicy = .apple,
            store: (any Storeable)? = nil,
            mode: RequestMode = .live,
            pause: Duration = .seconds(2),
            translations: [any PrePromptTranslations] = [],
            openWriteReviewPage: (() -> Void)? = nil
        ) -> ReviewPromptModel {
            let prompter = SwiftUIReviewPrompter()
            let viewModel = makeAskForReviewViewModel(
                policy: policy, store: store, mode: mode, prompter: prompter, pause: pause, translations: translations,
                openWriteReviewPage: openWriteReviewPage)
            return ReviewPromptModel(viewModel: viewModel, prompter: prompter)
        }
    }
#endif
