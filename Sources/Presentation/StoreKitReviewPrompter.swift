#if canImport(StoreKit) && canImport(UIKit) && !os(tvOS) && !os(watchOS)
    import StoreKit
    import UIKit

    /// The ``SystemReviewPrompter`` for iOS, iPadOS, Mac Catalyst and visionOS: asks StoreKit in the
    /// app's foreground-active window scene.
    @MainActor
    public final class StoreKitReviewPrompter: SystemReviewPrompter {
        /// Creates the prompter.
        public init() {}

        /// See ``SystemReviewPrompter/unavailableReason``: none while a window scene is in the
        /// foreground and active.
        public var unavailableReason: String? {
            activeScene == nil ? "no window scene is in the foreground and active" : nil
        }

        /// See ``SystemReviewPrompter/requestReview()``.
        public func requestReview() {
            guard let scene = activeScene else { return }
            AppStore.requestReview(in: scene)
        }

        private var activeScene: UIWindowScene? {
            UIApplication.shared.connectedScenes
                .compactMap { $0 as? UIWindowScene }
                .first { $0.activationState == .foregroundActive }
        }
    }
#endif
