// A shim of UIKit for type-checking the package's Apple-only code on Linux. It declares exactly the
// UIKit API the package uses, each as the iOS SDK imports it into Swift (isolation, availability),
// with the header's declaration cited above it. The stored SDK copies this project can read hold no
// UIKit headers, so these citations come from Apple's documentation of each symbol and from
// platform-notes, not from a header read line by line. Built with `-D APP_EXTENSION` it is UIKit as an
// app extension sees it, where `NS_EXTENSION_UNAVAILABLE_IOS` takes `UIApplication.shared` away. On
// Linux platform availability is not enforced and a `*`-unavailable declaration cannot be used even
// from unavailable code, so that configuration marks it `*`-deprecated instead: with warnings as
// errors, only code that is itself marked (the package's extension-unavailable declarations, which
// the configuration marks the same way) may use it.
// The bodies never run: this file is compiled into a module for `swiftc -typecheck` only, never into
// the package. It is not a SwiftPM target (a target named UIKit would shadow the framework).
public import Foundation

// iOS 16.0 SDK, UIResponder.h: `UIKIT_EXTERN API_AVAILABLE(ios(2.0)) NS_SWIFT_UI_ACTOR
// @interface UIResponder : NSObject <UIResponderStandardEditActions>`
@available(iOS 2.0, *)
@MainActor open class UIResponder: NSObject {}

// iOS 16.0 SDK, UIViewController.h: `UIKIT_EXTERN API_AVAILABLE(ios(2.0)) NS_SWIFT_UI_ACTOR
// @interface UIViewController : UIResponder <…>`
@available(iOS 2.0, *)
@MainActor open class UIViewController: UIResponder {
    // `- (void)viewDidAppear:(BOOL)animated;`
    open func viewDidAppear(_ animated: Bool) {}

    // `- (void)viewWillDisappear:(BOOL)animated;`
    open func viewWillDisappear(_ animated: Bool) {}
}

// iOS 16.0 SDK, UIScene.h: `UIKIT_EXTERN API_AVAILABLE(ios(13.0)) API_UNAVAILABLE(watchos)
// NS_SWIFT_UI_ACTOR @interface UIScene : UIResponder`
@available(iOS 13.0, *)
@MainActor open class UIScene: UIResponder {
    // UISceneDefinitions.h: `typedef NS_ENUM(NSInteger, UISceneActivationState) { UISceneActivationStateUnattached = -1,
    // UISceneActivationStateForegroundActive, UISceneActivationStateForegroundInactive,
    // UISceneActivationStateBackground } API_AVAILABLE(ios(13.0)) NS_SWIFT_NAME(UIScene.ActivationState);`
    public enum ActivationState: Int, Sendable {
        case unattached = -1
        case foregroundActive = 0
        case foregroundInactive = 1
        case background = 2
    }

    // `@property (nonatomic, readonly) UISceneActivationState activationState;`
    open var activationState: ActivationState { .unattached }
}

// iOS 16.0 SDK, UIWindowScene.h: `UIKIT_EXTERN API_AVAILABLE(ios(13.0)) NS_SWIFT_UI_ACTOR
// @interface UIWindowScene : UIScene`
@available(iOS 13.0, *)
@MainActor open class UIWindowScene: UIScene {}

// iOS 16.0 SDK, UIApplication.h: `UIKIT_EXTERN API_AVAILABLE(ios(2.0)) NS_SWIFT_UI_ACTOR
// @interface UIApplication : UIResponder`
@available(iOS 2.0, *)
@MainActor open class UIApplication: UIResponder {
    // `@property(class, nonatomic, readonly) UIApplication *sharedApplication
    // NS_EXTENSION_UNAVAILABLE_IOS("Use view controller based solutions where appropriate instead.");`
    #if APP_EXTENSION
        @available(*, deprecated, message: "unavailable in app extensions")
        open class var shared: UIApplication { UIApplication() }
    #else
        @available(iOSApplicationExtension, unavailable,
            message: "Use view controller based solutions where appropriate instead.")
        open class var shared: UIApplication { UIApplication() }
    #endif

    // `@property(nonatomic, readonly) NSSet<UIScene *> *connectedScenes API_AVAILABLE(ios(13.0));`
    @available(iOS 13.0, *)
    open var connectedScenes: Set<UIScene> { [] }

    // `UIKIT_EXTERN NSNotificationName const UIApplicationDidEnterBackgroundNotification
    // API_AVAILABLE(ios(4.0));` (a constant, imported `nonisolated`)
    @available(iOS 4.0, *)
    nonisolated public static let didEnterBackgroundNotification = NSNotification.Name(
        "UIApplicationDidEnterBackgroundNotification")

    // `UIKIT_EXTERN NSNotificationName const UIApplicationWillTerminateNotification;`
    nonisolated public static let willTerminateNotification = NSNotification.Name(
        "UIApplicationWillTerminateNotification")

    // `UIKIT_EXTERN NSNotificationName const UIApplicationWillEnterForegroundNotification
    // API_AVAILABLE(ios(4.0));`
    @available(iOS 4.0, *)
    nonisolated public static let willEnterForegroundNotification = NSNotification.Name(
        "UIApplicationWillEnterForegroundNotification")
}
