// A shim of SwiftUI for type-checking the package's Apple-only code on Linux. It declares exactly the
// SwiftUI API the package and its README snippets use, each with Apple's declaration cited above it
// (iOS 15/16, macOS 12/13 SDKs). Where a newer SDK loosened a signature (for example `task(id:)`
// taking an `@isolated(any)` closure), the older, stricter one is declared: code that type-checks
// against it also does against the newer. The bodies never run. Compiled into a module for
// `swiftc -typecheck` only; never a SwiftPM target.
import Combine

// Apple: `@MainActor @preconcurrency protocol View { associatedtype Body : View;
//         @ViewBuilder @MainActor var body: Self.Body { get } }`
@MainActor @preconcurrency
public protocol View {
    associatedtype Body: View
    @ViewBuilder @MainActor var body: Self.Body { get }
}

// Apple: `extension Never : View`
extension Never: View {
    public var body: Never { fatalError("a shim body never runs") }
}

// Apple: `struct EmptyView : View`, `struct TupleView<T> : View`
public struct EmptyView: View {
    public var body: Never { fatalError("a shim body never runs") }
}

public struct TupleView<T>: View {
    public var body: Never { fatalError("a shim body never runs") }
}

// Apple: `@resultBuilder struct ViewBuilder` with `buildBlock()`, `buildBlock<Content>(_:)` and the
// tuple forms, `buildExpression<Content>(_:)`
@resultBuilder
public struct ViewBuilder {
    public static func buildBlock() -> EmptyView { EmptyView() }
    public static func buildBlock<Content: View>(_ content: Content) -> Content { content }
    public static func buildBlock<C0: View, C1: View>(_ c0: C0, _ c1: C1) -> TupleView<(C0, C1)> { TupleView() }
    public static func buildBlock<C0: View, C1: View, C2: View>(_ c0: C0, _ c1: C1, _ c2: C2) -> TupleView<(C0, C1, C2)> {
        TupleView()
    }
    public static func buildExpression<Content: View>(_ content: Content) -> Content { content }
}

// Apple: `@MainActor @preconcurrency protocol ViewModifier { associatedtype Body : View;
//         typealias Content = _ViewModifier_Content<Self>;
//         @ViewBuilder @MainActor func body(content: Self.Content) -> Self.Body }`
@MainActor @preconcurrency
public protocol ViewModifier {
    associatedtype Body: View
    typealias Content = _ViewModifier_Content<Self>
    @ViewBuilder @MainActor func body(content: Self.Content) -> Self.Body
}

// Apple: `struct _ViewModifier_Content<Modifier> : View where Modifier : ViewModifier`
public struct _ViewModifier_Content<Modifier: ViewModifier>: View {
    public var body: Never { fatalError("a shim body never runs") }
}

// Apple: `struct ModifiedContent<Content, Modifier>` (a `View` when `Content : View,
// Modifier : ViewModifier`)
public struct ModifiedContent<Content, Modifier>: View where Content: View, Modifier: ViewModifier {
    public var body: Never { fatalError("a shim body never runs") }
}

// Apple: `struct Text : View`, `init<S>(_ content: S) where S : StringProtocol`
public struct Text: View {
    public init<S: StringProtocol>(_ content: S) {}
    public var body: Never { fatalError("a shim body never runs") }
}

// Apple: `struct ButtonRole : Equatable, Sendable`, `static let cancel: ButtonRole` (iOS 15)
public struct ButtonRole: Equatable, Sendable {
    public static let cancel = ButtonRole()
}

// Apple: `struct Button<Label> : View where Label : View`;
// `init<S>(_ title: S, action: @escaping @MainActor () -> Void) where S : StringProtocol` (Label == Text);
// `init<S>(_ title: S, role: ButtonRole?, action: @escaping @MainActor () -> Void) where S : StringProtocol` (iOS 15)
public struct Button<Label: View>: View {
    public var body: Never { fatalError("a shim body never runs") }
}

extension Button where Label == Text {
    public init<S: StringProtocol>(_ title: S, action: @escaping @MainActor () -> Void) {}
    public init<S: StringProtocol>(_ title: S, role: ButtonRole?, action: @escaping @MainActor () -> Void) {}
}

// Apple: `@frozen @propertyWrapper @dynamicMemberLookup struct Binding<Value>` (used here only as the
// value an observed object's projection hands to `alert(_:isPresented:presenting:actions:message:)`)
@dynamicMemberLookup
public struct Binding<Value> {
    public var wrappedValue: Value {
        get { fatalError("a shim body never runs") }
        nonmutating set {}
    }
    public subscript<Subject>(dynamicMember keyPath: WritableKeyPath<Value, Subject>) -> Binding<Subject> {
        fatalError("a shim body never runs")
    }
}

// Apple: `enum ScenePhase : Comparable, Hashable { case background, inactive, active }` (iOS 14)
public enum ScenePhase: Comparable, Hashable, Sendable {
    case background
    case inactive
    case active
}

// Apple: `struct EnvironmentValues`; `var scenePhase: ScenePhase { get set }` (iOS 14)
public struct EnvironmentValues {
    public var scenePhase: ScenePhase {
        get { .active }
        set {}
    }
}

// Apple: `@frozen @propertyWrapper struct Environment<Value> : DynamicProperty`;
// `init(_ keyPath: KeyPath<EnvironmentValues, Value>)`; `var wrappedValue: Value { get }`
@propertyWrapper
public struct Environment<Value> {
    public init(_ keyPath: KeyPath<EnvironmentValues, Value>) {}
    public var wrappedValue: Value { fatalError("a shim body never runs") }
}

// Apple: `@propertyWrapper @frozen struct ObservedObject<ObjectType> : DynamicProperty where
//         ObjectType : ObservableObject`; `init(wrappedValue: ObjectType)`;
//         `var projectedValue: ObservedObject<ObjectType>.Wrapper { get }`, whose
//         `subscript<Subject>(dynamicMember keyPath: ReferenceWritableKeyPath<ObjectType, Subject>) -> Binding<Subject>`
@propertyWrapper
public struct ObservedObject<ObjectType: ObservableObject> {
    @dynamicMemberLookup
    public struct Wrapper {
        public subscript<Subject>(dynamicMember keyPath: ReferenceWritableKeyPath<ObjectType, Subject>)
            -> Binding<Subject>
        { fatalError("a shim body never runs") }
    }

    public var wrappedValue: ObjectType
    public init(wrappedValue: ObjectType) {
        self.wrappedValue = wrappedValue
    }
    public var projectedValue: Wrapper { Wrapper() }
}

extension View {
    // Apple: `func modifier<T>(_ modifier: T) -> ModifiedContent<Self, T>`
    public func modifier<T>(_ modifier: T) -> ModifiedContent<Self, T> { ModifiedContent() }

    // Apple: `func onAppear(perform action: (() -> Void)? = nil) -> some View`
    public func onAppear(perform action: (() -> Void)? = nil) -> some View { self }

    // Apple: `func onDisappear(perform action: (() -> Void)? = nil) -> some View`
    public func onDisappear(perform action: (() -> Void)? = nil) -> some View { self }

    // Apple (iOS 14, deprecated in iOS 17): `func onChange<V>(of value: V,
    //         perform action: @escaping (_ newValue: V) -> Void) -> some View where V : Equatable`
    public func onChange<V: Equatable>(of value: V, perform action: @escaping (_ newValue: V) -> Void) -> some View {
        self
    }

    // Apple (iOS 15): `func task<T>(id value: T, priority: TaskPriority = .userInitiated,
    //         _ action: @escaping @Sendable () async -> Void) -> some View where T : Equatable`
    public func task<T: Equatable>(
        id value: T, priority: TaskPriority = .userInitiated, _ action: @escaping @Sendable () async -> Void
    ) -> some View { self }

    // Apple (iOS 15): `func alert<S, A, M, T>(_ title: S, isPresented: Binding<Bool>, presenting data: T?,
    //         @ViewBuilder actions: (T) -> A, @ViewBuilder message: (T) -> M) -> some View
    //         where S : StringProtocol, A : View, M : View`
    public func alert<S: StringProtocol, A: View, M: View, T>(
        _ title: S, isPresented: Binding<Bool>, presenting data: T?, @ViewBuilder actions: (T) -> A,
        @ViewBuilder message: (T) -> M
    ) -> some View { self }
}
