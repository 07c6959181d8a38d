// A shim of StoreKit for type-checking the package's Apple-only code on Linux. It declares exactly the
// StoreKit API the package uses, for whichever of the UIKit, AppKit and SwiftUI shims the configuration
// has, each declaration written as Apple's SDK interface has it (isolation, `Sendable`, availability)
// with the SDK and the declaration cited above it. The iOS declarations are copied from the iOS 16.0
// SDK's StoreKit and _StoreKit_SwiftUI interfaces (read whole); the macOS one, whose SDK is not
// stored, from Apple's documentation. On Linux the type-checker ignores platform-specific
// availability; it is kept so that this file reads as the SDK does. Compiled into a module for
// `swiftc -typecheck` only; never a SwiftPM target.
#if canImport(UIKit)
    public import UIKit
#endif
#if canImport(AppKit)
    public import AppKit
#endif
#if canImport(SwiftUI)
    public import SwiftUI
#endif

// iOS 16.0 SDK, StoreKit.swiftinterface:
// `@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *) public enum AppStore`
// `extension StoreKit.AppStore : Swift.Sendable {}`
@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
public enum AppStore: Sendable {}

#if canImport(UIKit)
    // iOS 16.0 SDK, StoreKit.swiftinterface:
    // `extension StoreKit.AppStore { @available(iOS 16.0, macCatalyst 16.0, *) @available(macOS, unavailable)
    //  @available(watchOS, unavailable) @available(tvOS, unavailable)
    //  @_Concurrency.MainActor public static func requestReview(in scene: UIKit.UIWindowScene) }`
    extension AppStore {
        @available(iOS 16.0, macCatalyst 16.0, *)
        @available(macOS, unavailable)
        @available(watchOS, unavailable)
        @available(tvOS, unavailable)
        @MainActor public static func requestReview(in scene: UIWindowScene) {}
    }
#endif

#if canImport(AppKit)
    // macOS 13 SDK (Apple's documentation of `AppStore.requestReview(in:)`, the NSViewController form):
    // `@available(macOS 13.0, *) @MainActor static func requestReview(in controller: NSViewController)`
    extension AppStore {
        @available(macOS 13.0, *)
        @MainActor public static func requestReview(in controller: NSViewController) {}
    }
#endif

#if canImport(SwiftUI)
    // iOS 16.0 SDK, _StoreKit_SwiftUI.swiftinterface, word for word the same in the iOS 16.4 SDK's (the
    // StoreKit–SwiftUI cross-import overlay, so a file must import both StoreKit and SwiftUI to use it):
    // `@available(iOS 16.0, macCatalyst 16.0, macOS 13.0, *) @available(tvOS, unavailable)
    //  @available(watchOS, unavailable) @_Concurrency.MainActor public struct RequestReviewAction {
    //  @_Concurrency.MainActor public func callAsFunction() }`
    // `extension _StoreKit_SwiftUI.RequestReviewAction : Swift.Sendable {}`
    @available(iOS 16.0, macCatalyst 16.0, macOS 13.0, *)
    @available(tvOS, unavailable)
    @available(watchOS, unavailable)
    @MainActor public struct RequestReviewAction: Sendable {
        @MainActor public func callAsFunction() {}
    }

    // iOS 16.0 SDK, _StoreKit_SwiftUI.swiftinterface:
    // `extension SwiftUI.EnvironmentValues { @available(iOS 16.0, macCatalyst 16.0, macOS 13.0, *)
    //  @available(tvOS, unavailable) @available(watchOS, unavailable)
    //  @_Concurrency.MainActor public var requestReview: _StoreKit_SwiftUI.RequestReviewAction { get } }`
    extension EnvironmentValues {
        @available(iOS 16.0, macCatalyst 16.0, macOS 13.0, *)
        @available(tvOS, unavailable)
        @available(watchOS, unavailable)
        @MainActor public var requestReview: RequestReviewAction { RequestReviewAction() }
    }
#endif
