// A shim of UIKit for type-checking the package's Apple-only code on Linux. It declares exactly the
// UIKit API the package uses, each with Apple's declaration (iOS 16 SDK and later) cited above it.
// The bodies never run: this file is compiled into a module for `swiftc -typecheck` only, never
// into the package. It is not a SwiftPM target (a target named UIKit would shadow the framework).
import Foundation

// Apple: `@MainActor class UIResponder : NSObject`
@MainActor open class UIResponder: NSObject {}

// Apple: `@MainActor class UIViewController : UIResponder`
@MainActor open class UIViewController: UIResponder {
    // Apple: `func viewDidAppear(_ animated: Bool)`
    open func viewDidAppear(_ animated: Bool) {}

    // Apple: `func viewWillDisappear(_ animated: Bool)`
    open func viewWillDisappear(_ animated: Bool) {}
}

// Apple: `@MainActor class UIScene : UIResponder`
@MainActor open class UIScene: UIResponder {
    // Apple: `enum ActivationState : Int, @unchecked Sendable`
    //        `case unattached = -1, foregroundActive = 0, foregroundInactive = 1, background = 2`
    public enum ActivationState: Int, Sendable {
        case unattached = -1
        case foregroundActive = 0
        case foregroundInactive = 1
        case background = 2
    }

    // Apple: `var activationState: UIScene.ActivationState { get }`
    open var activationState: ActivationState { .unattached }
}

// Apple: `@MainActor class UIWindowScene : UIScene`
@MainActor open class UIWindowScene: UIScene {}

// Apple: `@MainActor class UIApplication : UIResponder`
@MainActor open class UIApplication: UIResponder {
    // Apple: `class var shared: UIApplication { get }`
    open class var shared: UIApplication { UIApplication() }

    // Apple: `var connectedScenes: Set<UIScene> { get }` (iOS 13)
    open var connectedScenes: Set<UIScene> { [] }

    // Apple: `nonisolated class let didEnterBackgroundNotification: NSNotification.Name` (iOS 4)
    nonisolated public static let didEnterBackgroundNotification = NSNotification.Name(
        "UIApplicationDidEnterBackgroundNotification")

    // Apple: `nonisolated class let willTerminateNotification: NSNotification.Name` (iOS 4)
    nonisolated public static let willTerminateNotification = NSNotification.Name(
        "UIApplicationWillTerminateNotification")

    // Apple: `nonisolated class let willEnterForegroundNotification: NSNotification.Name` (iOS 4)
    nonisolated public static let willEnterForegroundNotification = NSNotification.Name(
        "UIApplicationWillEnterForegroundNotification")
}
