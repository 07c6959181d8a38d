#if canImport(SwiftUI) && canImport(StoreKit) && canImport(Combine) && !os(tvOS) && !os(watchOS)
    import AskForReviewDomain
    import StoreKit
    public import SwiftUI

    extension View {
        /// Marks this view as a completion screen: appearing counts a completed process and, if the
        /// policy allows, starts the pause; disappearing, or the scene leaving `.active`, cancels it.
        public func askForReviewOnCompletion(_ model: ReviewPromptModel) -> some View {
            modifier(CompletionScreenModifier(model: model))
        }

        /// Runs the periodic check of a time-based policy while the scene is active (every
        /// `ReviewPolicy.periodicCheckInterval` seconds), stopped in the background.
        public func askForReviewPeriodically(_ model: ReviewPromptModel) -> some View {
            modifier(PeriodicCheckModifier(model: model))
        }

        /// Shows the policy's pre-prompt as an alert with its three buttons when it is due.
        public func askForReviewPrePrompt(_ model: ReviewPromptModel) -> some View {
            modifier(PrePromptModifier(model: model))
        }

        /// Keeps the stored state in step with the scene, on the app's root view: what was recorded is
        /// written when the scene goes to the background, and the state is read again when it returns.
        public func askForReviewSynchronized(_ model: ReviewPromptModel) -> some View {
            modifier(SynchronizingModifier(model: model))
        }
    }

    /// Writes what is held in memory when the scene goes to the background; reads the store again when
    /// it becomes active.
    struct SynchronizingModifier: ViewModifier {
        let model: ReviewPromptModel
        @Environment(\.scenePhase) private var scenePhase

        func body(content: Content) -> some View {
            content.onScenePhaseChange(scenePhase) { phase in
                switch phase {
                case .background: model.viewModel.appDidEnterBackground()
                case .active: model.viewModel.appWillEnterForeground()
                default: break
                }
            }
        }
    }

    /// A completion screen: counts the completion on appear, cancels the pause on leaving.
    struct CompletionScreenModifier: ViewModifier {
        let model: ReviewPromptModel
        @Environment(\.requestReview) private var requestReview
        @Environment(\.scenePhase) private var scenePhase

        func body(content: Content) -> some View {
            content
                .onAppear {
                    model.prompter.bind(requestReview, sceneIsActive: scenePhase == .active)
                    model.viewModel.processDidFinish(.completed)
                }
                .onDisappear { model.viewModel.completionScreenDidDisappear() }
                .onScenePhaseChange(scenePhase) { phase in
                    model.prompter.sceneBecame(active: phase == .active)
                    if phase != .active { model.viewModel.completionScreenDidDisappear() }
                }
        }
    }

    /// The periodic check while the scene is active: the task restarts when the phase changes and is
    /// cancelled when the view goes.
    struct PeriodicCheckModifier: ViewModifier {
        let model: ReviewPromptModel
        @Environment(\.requestReview) private var requestReview
        @Environment(\.scenePhase) private var scenePhase

        func body(content: Content) -> some View {
            let active = scenePhase == .active
            let action = requestReview
            // The task's closure runs on the main actor, as the view's body does.
            return content.task(id: scenePhase) {
                model.prompter.bind(action, sceneIsActive: active)
                guard active else { return }
                await model.viewModel.runPeriodicChecks()
            }
        }
    }

    /// The pre-prompt as an alert: "Rate" makes the system request, the other two wait for the next ask.
    struct PrePromptModifier: ViewModifier {
        @ObservedObject var model: ReviewPromptModel
        @Environment(\.requestReview) private var requestReview
        @Environment(\.scenePhase) private var scenePhase

        func body(content: Content) -> some View {
            content
                .onAppear { model.prompter.bind(requestReview, sceneIsActive: scenePhase == .active) }
                .alert(
                    model.prePrompt?.title ?? "", isPresented: $model.isShowingPrePrompt, presenting: model.prePrompt
                ) { prePrompt in
                    Button(prePrompt.rateButton) { model.answer(.rate) }
                    Button(prePrompt.laterButton) { model.answer(.later) }
                    Button(prePrompt.declineButton, role: .cancel) { model.answer(.decline) }
                } message: { prePrompt in
                    Text(prePrompt.message)
                }
        }
    }
#endif
