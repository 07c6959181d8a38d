#if canImport(StoreKit) && canImport(UIKit) && !os(tvOS) && !os(watchOS)
    import StoreKit
    public import UIKit

    /// The ``SystemReviewPrompter`` for iOS, iPadOS, Mac Catalyst and visionOS: asks StoreKit in the
    /// app's foreground-active window scene, or in the scene the caller gives.
    ///
    /// In an app extension, where `UIApplication.shared` does not exist, create it with
    /// ``init(scene:)``: everything else in the package is available there.
    @MainActor
    public final class StoreKitReviewPrompter: SystemReviewPrompter {
        private let scene: () -> UIWindowScene?

        /// A prompter that asks in the app's foreground-active window scene, found through
        /// `UIApplication.shared` (so not in an app extension).
        @available(iOSApplicationExtension, unavailable)
        @available(macCatalystApplicationExtension, unavailable)
        @available(visionOSApplicationExtension, unavailable)
        public convenience init() {
            self.init(scene: {
                UIApplication.shared.connectedScenes
                    .compactMap { $0 as? UIWindowScene }
                    .first { $0.activationState == .foregroundActive }
            })
        }

        /// A prompter that asks in the scene `scene` returns when a request is due (`nil`: none can
        /// be made now): for an app extension, or an app that picks its scene itself.
        public init(scene: @escaping () -> UIWindowScene?) {
            self.scene = scene
        }

        /// See ``SystemReviewPrompter/unavailableReason``: none while the scene is in the foreground
        /// and active.
        public var unavailableReason: String? {
            activeScene == nil ? "no window scene is in the foreground and active" : nil
        }

        /// Asks StoreKit for the review prompt in the foreground-active window scene; the system decides
        /// whether it shows, and never says.
        public func requestReview() {
            guard let scene = activeScene else { return }
            AppStore.requestReview(in: scene)
        }

        private var activeScene: UIWindowScene? {
            scene().flatMap { $0.activationState == .foregroundActive ? $0 : nil }
        }
    }
#endif
