#if canImport(StoreKit) && canImport(AppKit) && !targetEnvironment(macCatalyst)
    import AppKit
    import StoreKit

    /// The ``SystemReviewPrompter`` for macOS: asks StoreKit in the view controller of the app's key
    /// window.
    @MainActor
    public final class AppKitReviewPrompter: SystemReviewPrompter {
        /// Creates the prompter.
        public init() {}

        /// See ``SystemReviewPrompter/unavailableReason``: none while the key window has a content view
        /// controller.
        public var unavailableReason: String? {
            keyViewController == nil ? "no key window with a content view controller" : nil
        }

        /// Asks StoreKit for the review prompt over the key window; the system decides whether it
        /// shows, and never says.
        public func requestReview() {
            guard let controller = keyViewController else { return }
            AppStore.requestReview(in: controller)
        }

        private var keyViewController: NSViewController? {
            NSApplication.shared.keyWindow?.contentViewController
        }
    }
#endif
