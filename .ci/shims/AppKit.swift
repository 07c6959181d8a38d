// A shim of AppKit for type-checking the package's Apple-only code on Linux. It declares exactly the
// AppKit API the package uses, each with Apple's declaration (macOS 13 SDK and later) cited above it.
// Compiled into a module for `swiftc -typecheck` only; never a SwiftPM target.
import Foundation

// Apple: `@MainActor class NSResponder : NSObject`
@MainActor open class NSResponder: NSObject {}

// Apple: `@MainActor class NSViewController : NSResponder`
@MainActor open class NSViewController: NSResponder {}

// Apple: `@MainActor class NSWindow : NSResponder`
@MainActor open class NSWindow: NSResponder {
    // Apple: `var contentViewController: NSViewController? { get set }`
    open var contentViewController: NSViewController?
}

// Apple: `@MainActor class NSApplication : NSResponder`
@MainActor open class NSApplication: NSResponder {
    // Apple: `class var shared: NSApplication { get }`
    open class var shared: NSApplication { NSApplication() }

    // Apple: `var keyWindow: NSWindow? { get }`
    open var keyWindow: NSWindow? { nil }

    // Apple: `class let willTerminateNotification: NSNotification.Name` (posted on the main actor)
    public static let willTerminateNotification = NSNotification.Name("NSApplicationWillTerminateNotification")

    // Apple: `class let didBecomeActiveNotification: NSNotification.Name` (posted on the main actor)
    public static let didBecomeActiveNotification = NSNotification.Name("NSApplicationDidBecomeActiveNotification")

    // Apple: `class let didResignActiveNotification: NSNotification.Name` (posted on the main actor)
    public static let didResignActiveNotification = NSNotification.Name("NSApplicationDidResignActiveNotification")
}
