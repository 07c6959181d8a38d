#if canImport(SwiftUI) && canImport(StoreKit) && canImport(Combine) && !os(tvOS) && !os(watchOS)
    import AskForReviewData
    import AskForReviewDomain
    import AskForReviewPresentation
    import Foundation

    extension ViewModelFactory {
        /// A ``ReviewPromptModel`` for a SwiftUI app in one call: the view model of
        /// ``makeAskForReviewViewModel(policy:store:versionService:currentDate:appState:mode:prompter:clock:pause:)``
        /// with the SwiftUI prompter its view modifiers bind.
        @MainActor
        public static func makeReviewPromptModel(
            policy: ReviewPolicy = .apple,
            store: (any Storeable)? = nil,
            mode: RequestMode = .live,
            pause: Duration = .seconds(2)
        ) -> ReviewPromptModel {
            let prompter = SwiftUIReviewPrompter()
            let viewModel = makeAskForReviewViewModel(
                policy: policy, store: store, mode: mode, prompter: prompter, pause: pause)
            return ReviewPromptModel(viewModel: viewModel, prompter: prompter)
        }
    }
#endif
