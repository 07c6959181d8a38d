#if canImport(StoreKit) && canImport(UIKit) && !os(tvOS) && !os(watchOS)
    import StoreKit
    import UIKit

    /// The ``SystemReviewPrompter`` for iOS: asks StoreKit in the active window scene.
    /// Not compiled on Linux; kept to these few lines.
    @MainActor
    public final class StoreKitReviewPrompter: SystemReviewPrompter {
        /// Creates the prompter.
        public init() {}

        /// See ``SystemReviewPrompter/requestReview()``.
        public func requestReview() {
            let scenes = UIApplication.shared.connectedScenes.compactMap { $0 as? UIWindowScene }
            guard let scene = scenes.first(where: { $0.activationState == .foregroundActive }) else { return }
            AppStore.requestReview(in: scene)  // iOS 16+, the package's minimum
        }
    }
#endif
