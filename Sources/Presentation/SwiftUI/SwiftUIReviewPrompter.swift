#if canImport(SwiftUI) && canImport(StoreKit) && !os(tvOS) && !os(watchOS)
    public import StoreKit
    import SwiftUI

    /// The ``SystemReviewPrompter`` for SwiftUI (iOS 16, macOS 13, visionOS): calls the
    /// `RequestReviewAction` a view read from its environment. The view modifiers of ``ReviewPromptModel``
    /// bind the action and the scene's phase.
    @MainActor
    public final class SwiftUIReviewPrompter: SystemReviewPrompter {
        private var action: RequestReviewAction?
        private var sceneIsActive = true

        /// A prompter with no action bound yet: it cannot request until a view binds one.
        public init() {}

        /// Takes the review action a view read from its environment, and whether its scene is active.
        public func bind(_ action: RequestReviewAction, sceneIsActive: Bool) {
            self.action = action
            self.sceneIsActive = sceneIsActive
        }

        /// Notes the scene's phase: only an active scene can show the request.
        public func sceneBecame(active: Bool) {
            sceneIsActive = active
        }

        /// Why the review action cannot present now (no view bound it yet, or its scene is not active),
        /// or `nil` when it can.
        public var unavailableReason: String? {
            guard action != nil else { return "no view has bound the review request action yet" }
            return sceneIsActive ? nil : "the scene is not active"
        }

        /// Calls the environment's review action; the system decides whether the prompt shows.
        public func requestReview() {
            action?()
        }
    }
#endif
