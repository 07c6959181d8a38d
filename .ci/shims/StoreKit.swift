// A shim of StoreKit for type-checking the package's Apple-only code on Linux. It declares exactly the
// StoreKit API the package uses, each with Apple's declaration cited above it, for whichever of the
// UIKit, AppKit and SwiftUI shims the configuration has. Compiled into a module for
// `swiftc -typecheck` only; never a SwiftPM target.
#if canImport(UIKit)
    import UIKit
#endif
#if canImport(AppKit)
    import AppKit
#endif
#if canImport(SwiftUI)
    import SwiftUI
#endif

// Apple: `enum AppStore`
public enum AppStore {
    #if canImport(UIKit)
        // Apple (iOS 16, iPadOS 16, Mac Catalyst 16, visionOS 1; unavailable on macOS, tvOS, watchOS):
        // `@MainActor static func requestReview(in scene: UIWindowScene)`
        @MainActor public static func requestReview(in scene: UIWindowScene) {}
    #endif
    #if canImport(AppKit)
        // Apple (macOS 13): `@MainActor static func requestReview(in controller: NSViewController)`
        @MainActor public static func requestReview(in controller: NSViewController) {}
    #endif
}

#if canImport(SwiftUI)
    // Apple (iOS 16, macOS 13, visionOS 1), in the StoreKit–SwiftUI cross-import overlay, so a file
    // must import both StoreKit and SwiftUI to use it:
    // `@MainActor @preconcurrency struct RequestReviewAction` with `func callAsFunction()`
    @MainActor public struct RequestReviewAction {
        public func callAsFunction() {}
    }

    // Apple: `extension EnvironmentValues { var requestReview: RequestReviewAction { get } }`
    extension EnvironmentValues {
        public var requestReview: RequestReviewAction { RequestReviewAction() }
    }
#endif
