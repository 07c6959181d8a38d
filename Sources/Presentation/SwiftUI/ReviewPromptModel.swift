#if canImport(SwiftUI) && canImport(StoreKit) && canImport(Combine) && !os(tvOS) && !os(watchOS)
    public import Combine
    public import AskForReviewDomain
    import StoreKit
    import SwiftUI

    /// What a SwiftUI app observes: the ``AskForReviewViewModel`` with the pre-prompt due now, and the
    /// prompter its views bind. Use it with the view modifiers `askForReviewOnCompletion(_:)`,
    /// `askForReviewPeriodically(_:)` and `askForReviewPrePrompt(_:)`.
    @MainActor
    public final class ReviewPromptModel: ObservableObject {
        /// The pre-prompt due now, or `nil`.
        @Published public private(set) var prePrompt: PrePrompt?
        /// Whether the pre-prompt's alert is showing.
        @Published public var isShowingPrePrompt = false
        /// The view model every event goes through.
        public let viewModel: AskForReviewViewModel
        /// The prompter the view modifiers bind to their environment's review action.
        public let prompter: SwiftUIReviewPrompter

        /// Observes `viewModel`, whose system requests go through `prompter`. The view model's
        /// closures stay the app's: an app's `handleShowPrePrompt` and this model both hear every
        /// pre-prompt.
        public init(viewModel: AskForReviewViewModel, prompter: SwiftUIReviewPrompter) {
            self.viewModel = viewModel
            self.prompter = prompter
            viewModel.observePrePrompts { [weak self] prePrompt in
                self?.prePrompt = prePrompt
                self?.isShowingPrePrompt = true
            }
        }

        /// The user tapped one of the pre-prompt's buttons.
        public func answer(_ answer: PrePromptAnswer) {
            isShowingPrePrompt = false
            prePrompt = nil
            viewModel.answerPrePrompt(answer)
        }
    }
#endif
