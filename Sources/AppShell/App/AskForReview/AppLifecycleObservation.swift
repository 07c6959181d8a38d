package import AskForReviewData
package import AskForReviewPresentation
package import Foundation

#if canImport(UIKit) && !os(watchOS)
    import UIKit
#elseif canImport(AppKit)
    import AppKit
#endif

/// Keeps the view models the one-call setup makes in step with the app's lifecycle, counting the
/// app's launch and sessions once per store however many view models an app makes:
/// - the first view model made over a store in this process records the launch (the first launch
///   date once, and a session);
/// - when the app leaves, each view model writes what it still holds in memory;
/// - when it returns, each reads the store again, and one session is counted for the store. With no
///   view model of that store alive then, the session is counted when the next one is made.
///
/// The platform's notifications are observed: UIKit's on iOS, iPadOS, Mac Catalyst, tvOS and
/// visionOS (leaving: entering the background, terminating; returning: entering the foreground),
/// AppKit's on macOS (leaving: resigning active, terminating; returning: becoming active). A return
/// counts a session only after the app left, so the activation that follows a launch is not a
/// second session. Elsewhere nothing is posted, and an app calls the view model itself.
@MainActor
package final class AppLifecycleObservation {
    /// The observation of the platform's notifications in the default center, shared by every view
    /// model the one-call setup makes in this process.
    package static let platform = AppLifecycleObservation(
        leaving: platformNotifications.leaving, returning: platformNotifications.returning)

    /// The view models made over one store, and whether a return is still to be counted for it.
    private final class ObservedStore {
        let store: StoreReference
        var viewModels: [WeakViewModel] = []
        var sessionPending = false

        init(_ store: StoreReference) {
            self.store = store
        }

        var alive: [AskForReviewViewModel] {
            viewModels.removeAll { $0.viewModel == nil }
            return viewModels.compactMap(\.viewModel)
        }
    }

    private struct WeakViewModel {
        weak var viewModel: AskForReviewViewModel?
    }

    private var stores: [StoreIdentity: ObservedStore] = [:]
    /// Whether the app left since the last return, so that the next return starts a session.
    private var away = false

    /// Observes `leaving` and `returning`, posted on the main thread to `center`, for as long as the
    /// process lives.
    package init(leaving: [Notification.Name], returning: [Notification.Name], center: NotificationCenter = .default) {
        for (names, leaves) in [(leaving, true), (returning, false)] {
            for name in names {
                _ = center.addObserver(forName: name, object: nil, queue: nil) { [weak self] _ in
                    // The platforms post these on the main thread; the observer runs where they are posted.
                    MainActor.assumeIsolated {
                        if leaves { self?.appLeft() } else { self?.appReturned() }
                    }
                }
            }
        }
    }

    /// Follows `viewModel`, made over `store`, from now on: records the launch if it is the first
    /// view model made over that store in this process, or the session a return left pending.
    package func observe(_ viewModel: AskForReviewViewModel, store: any Storeable) {
        let identity = StoreIdentity(store)
        let observed: ObservedStore
        if let known = stores[identity], !known.store.isGone {
            observed = known
        } else {
            observed = ObservedStore(StoreReference(store, identity: identity))
            stores[identity] = observed
            observed.sessionPending = true
        }
        observed.viewModels.append(WeakViewModel(viewModel: viewModel))
        if observed.sessionPending {
            observed.sessionPending = false
            viewModel.appDidLaunch()
        }
    }

    private func appLeft() {
        away = true
        for observed in stores.values {
            for viewModel in observed.alive { viewModel.appDidEnterBackground() }
        }
    }

    private func appReturned() {
        let startsSession = away
        away = false
        for observed in stores.values {
            let alive = observed.alive
            for viewModel in alive { viewModel.appWillEnterForeground() }
            guard startsSession else { continue }
            if let first = alive.first { first.appDidLaunch() } else { observed.sessionPending = true }
        }
    }

    /// The notifications the platform posts when the app leaves the foreground and when it returns.
    private static var platformNotifications: (leaving: [Notification.Name], returning: [Notification.Name]) {
        #if canImport(UIKit) && !os(watchOS)
            (
                [UIApplication.didEnterBackgroundNotification, UIApplication.willTerminateNotification],
                [UIApplication.willEnterForegroundNotification]
            )
        #elseif canImport(AppKit)
            (
                [NSApplication.didResignActiveNotification, NSApplication.willTerminateNotification],
                [NSApplication.didBecomeActiveNotification]
            )
        #else
            ([], [])
        #endif
    }
}
