package import AskForReviewPresentation
package import Foundation

#if canImport(UIKit) && !os(watchOS)
    import UIKit
#elseif canImport(AppKit)
    import AppKit
#endif

/// Keeps a view model's store in step with the app's lifecycle: what was recorded and is still held
/// in memory is written when the app enters the background, and the store is read again when the app
/// returns to the foreground. The one-call setup observes the platform's notifications: UIKit's on
/// iOS, iPadOS, Mac Catalyst and visionOS (entering the background, terminating, returning), AppKit's
/// on macOS (terminating, becoming active); elsewhere the app calls the view model itself.
package enum AppLifecycleObservation {
    /// The notifications the platform posts when the app leaves the foreground and when it returns.
    @MainActor
    static var platformNotifications: (leaving: [Notification.Name], returning: [Notification.Name]) {
        #if canImport(UIKit) && !os(watchOS)
            (
                [UIApplication.didEnterBackgroundNotification, UIApplication.willTerminateNotification],
                [UIApplication.willEnterForegroundNotification]
            )
        #elseif canImport(AppKit)
            ([NSApplication.willTerminateNotification], [NSApplication.didBecomeActiveNotification])
        #else
            ([], [])
        #endif
    }

    /// Calls `viewModel.appDidEnterBackground()` on each of `leaving` and `appWillEnterForeground()`
    /// on each of `returning`, posted on the main thread to `center`, for as long as `viewModel` lives
    /// (after that the observers do nothing).
    @MainActor
    package static func observe(
        _ viewModel: AskForReviewViewModel, leaving: [Notification.Name], returning: [Notification.Name],
        center: NotificationCenter = .default
    ) {
        for (names, leaves) in [(leaving, true), (returning, false)] {
            for name in names {
                _ = center.addObserver(forName: name, object: nil, queue: nil) { [weak viewModel] _ in
                    // UIKit posts these on the main thread; the observer runs where they are posted.
                    MainActor.assumeIsolated {
                        if leaves { viewModel?.appDidEnterBackground() } else { viewModel?.appWillEnterForeground() }
                    }
                }
            }
        }
    }
}
