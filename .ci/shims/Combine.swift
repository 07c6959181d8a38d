// A shim of Combine for type-checking the package's Apple-only code on Linux: the two declarations
// the package uses, each with Apple's declaration (iOS 13, macOS 10.15) cited above it. Compiled into
// a module for `swiftc -typecheck` only; never a SwiftPM target.

// Apple: `protocol ObservableObject : AnyObject` (its `objectWillChange` publisher is not used here)
public protocol ObservableObject: AnyObject {}

// Apple: `@propertyWrapper struct Published<Value>` with `init(wrappedValue: Value)`
@propertyWrapper
public struct Published<Value> {
    public var wrappedValue: Value

    public init(wrappedValue: Value) {
        self.wrappedValue = wrappedValue
    }
}
