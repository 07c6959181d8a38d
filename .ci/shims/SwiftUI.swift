// A shim of SwiftUI for type-checking the package's Apple-only code on Linux. It declares exactly the
// SwiftUI API the package and its documented examples use, each as Apple's SDK interface declares it
// (isolation, `@_inheritActorContext`, `@Sendable`, availability, deprecation), with the SDK and the
// declaration cited above it. The package's tools version (6.0) needs Xcode 16 or later, so where a
// declaration changed, the iOS 18 SDK's form is the one declared. The stored iOS 16.0 SwiftUI
// interface is 1.1 million characters, of which only the opening was read here: these citations
// come from platform-notes (where `task(id:)`, `onChange` and `Button` were checked against the
// 16.0, 17.0 and 17.4 interfaces) and Apple's documentation, not from a line-by-line copy.
// On Linux the type-checker enforces only `*` availability: built with `-D VISIONOS`, this is SwiftUI
// as visionOS 1 declares it, where `onChange(of:perform:)` is deprecated from the first release, so
// that deprecation is spelled `*`. The bodies never run. Compiled into a module for
// `swiftc -typecheck` only; never a SwiftPM target.
public import Combine

// iOS 18.0 SDK: `@_Concurrency.MainActor @preconcurrency public protocol View {
//   associatedtype Body : SwiftUI.View
//   @SwiftUI.ViewBuilder @_Concurrency.MainActor @preconcurrency var body: Self.Body { get } }`
// (iOS 16.0–17.4 SDKs: the protocol unisolated, `body` `@_Concurrency.MainActor(unsafe)`.)
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@MainActor @preconcurrency
public protocol View {
    associatedtype Body: View
    @ViewBuilder @MainActor @preconcurrency var body: Self.Body { get }
}

// `extension Swift.Never : SwiftUI.View`
extension Never: View {
    public var body: Never { fatalError("a shim body never runs") }
}

// `@frozen public struct EmptyView : SwiftUI.View`
public struct EmptyView: View {
    public var body: Never { fatalError("a shim body never runs") }
}

// `@frozen public struct TupleView<T> : SwiftUI.View`
public struct TupleView<T>: View {
    public var body: Never { fatalError("a shim body never runs") }
}

// `@frozen public struct AnyView : SwiftUI.View`
public struct AnyView: View {
    public var body: Never { fatalError("a shim body never runs") }
}

// `@frozen public struct _ConditionalContent<TrueContent, FalseContent>` (a `View` when both are)
public struct _ConditionalContent<TrueContent: View, FalseContent: View>: View {
    public var body: Never { fatalError("a shim body never runs") }
}

// `@resultBuilder public struct ViewBuilder` with `buildBlock()`, `buildBlock<Content>(_:)`, the tuple
// forms, `buildExpression<Content>(_:)`, `buildEither(first:)`, `buildEither(second:)` and
// `@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *) public static func
// buildLimitedAvailability<Content>(_ content: Content) -> SwiftUI.AnyView where Content : SwiftUI.View`
@resultBuilder
public struct ViewBuilder {
    public static func buildBlock() -> EmptyView { EmptyView() }
    public static func buildBlock<Content: View>(_ content: Content) -> Content { content }
    public static func buildBlock<C0: View, C1: View>(_ c0: C0, _ c1: C1) -> TupleView<(C0, C1)> { TupleView() }
    public static func buildBlock<C0: View, C1: View, C2: View>(_ c0: C0, _ c1: C1, _ c2: C2) -> TupleView<(C0, C1, C2)> {
        TupleView()
    }
    public static func buildExpression<Content: View>(_ content: Content) -> Content { content }
    public static func buildEither<TrueContent: View, FalseContent: View>(first: TrueContent)
        -> _ConditionalContent<TrueContent, FalseContent>
    { _ConditionalContent() }
    public static func buildEither<TrueContent: View, FalseContent: View>(second: FalseContent)
        -> _ConditionalContent<TrueContent, FalseContent>
    { _ConditionalContent() }
    @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
    public static func buildLimitedAvailability<Content: View>(_ content: Content) -> AnyView { AnyView() }
}

// iOS 18.0 SDK: `@_Concurrency.MainActor @preconcurrency public protocol ViewModifier {
//   associatedtype Body : SwiftUI.View
//   @SwiftUI.ViewBuilder @_Concurrency.MainActor @preconcurrency func body(content: Self.Content) -> Self.Body
//   typealias Content = SwiftUI._ViewModifier_Content<Self> }`
@MainActor @preconcurrency
public protocol ViewModifier {
    associatedtype Body: View
    typealias Content = _ViewModifier_Content<Self>
    @ViewBuilder @MainActor @preconcurrency func body(content: Self.Content) -> Self.Body
}

// `public struct _ViewModifier_Content<Modifier> : SwiftUI.View where Modifier : SwiftUI.ViewModifier`
public struct _ViewModifier_Content<Modifier: ViewModifier>: View {
    public var body: Never { fatalError("a shim body never runs") }
}

// `@frozen public struct ModifiedContent<Content, Modifier>`;
// `extension SwiftUI.ModifiedContent : SwiftUI.View where Content : SwiftUI.View, Modifier : SwiftUI.ViewModifier`
public struct ModifiedContent<Content, Modifier>: View where Content: View, Modifier: ViewModifier {
    public var body: Never { fatalError("a shim body never runs") }
}

// `@frozen public struct Text : Swift.Equatable, Swift.Sendable`, a `View`;
// `public init<S>(_ content: S) where S : Swift.StringProtocol`
public struct Text: View {
    public init<S: StringProtocol>(_ content: S) {}
    public var body: Never { fatalError("a shim body never runs") }
}

// `@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
//  public struct ButtonRole : Swift.Equatable, Swift.Sendable { public static let cancel: SwiftUI.ButtonRole }`
@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
public struct ButtonRole: Equatable, Sendable {
    public static let cancel = ButtonRole()
}

// `public struct Button<Label> : SwiftUI.View where Label : SwiftUI.View`
public struct Button<Label: View>: View {
    public var body: Never { fatalError("a shim body never runs") }
}

extension Button where Label == Text {
    // `@_disfavoredOverload public init<S>(_ title: S, action: @escaping () -> Swift.Void)
    //  where S : Swift.StringProtocol` (no isolation on the action)
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, action: @escaping () -> Void) {}

    // `@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *) @_disfavoredOverload public init<S>(_ title: S,
    //  role: SwiftUI.ButtonRole?, action: @escaping () -> Swift.Void) where S : Swift.StringProtocol`
    @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, role: ButtonRole?, action: @escaping () -> Void) {}
}

// `@frozen @propertyWrapper @dynamicMemberLookup public struct Binding<Value>` (used here only as the
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

// `@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
//  public enum ScenePhase : Swift.Comparable { case background, inactive, active }`, `Swift.Hashable`,
//  `Swift.Sendable`
@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
public enum ScenePhase: Comparable, Hashable, Sendable {
    case background
    case inactive
    case active
}

// `public struct EnvironmentValues : Swift.CustomStringConvertible`;
// `@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *) public var scenePhase: SwiftUI.ScenePhase { get set }`
public struct EnvironmentValues {
    @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
    public var scenePhase: ScenePhase {
        get { .active }
        set {}
    }
}

// `@frozen @propertyWrapper public struct Environment<Value> : SwiftUI.DynamicProperty`;
// `@inlinable public init(_ keyPath: Swift.KeyPath<SwiftUI.EnvironmentValues, Value>)`;
// `@inlinable public var wrappedValue: Value { get }`
@propertyWrapper
public struct Environment<Value> {
    public init(_ keyPath: KeyPath<EnvironmentValues, Value>) {}
    public var wrappedValue: Value { fatalError("a shim body never runs") }
}

// `@propertyWrapper @frozen public struct ObservedObject<ObjectType> : SwiftUI.DynamicProperty where
//  ObjectType : Combine.ObservableObject`; `public init(wrappedValue: ObjectType)`;
// `public var projectedValue: SwiftUI.ObservedObject<ObjectType>.Wrapper { get }`, whose
// `public subscript<Subject>(dynamicMember keyPath: Swift.ReferenceWritableKeyPath<ObjectType, Subject>)
//  -> SwiftUI.Binding<Subject> { get }`
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
    // `@inlinable nonisolated public func modifier<T>(_ modifier: T) -> SwiftUI.ModifiedContent<Self, T>`
    nonisolated public func modifier<T>(_ modifier: T) -> ModifiedContent<Self, T> { ModifiedContent() }

    // `nonisolated public func onAppear(perform action: (() -> Swift.Void)? = nil) -> some SwiftUI.View`
    nonisolated public func onAppear(perform action: (() -> Void)? = nil) -> some View { self }

    // `nonisolated public func onDisappear(perform action: (() -> Swift.Void)? = nil) -> some SwiftUI.View`
    nonisolated public func onDisappear(perform action: (() -> Void)? = nil) -> some View { self }

    // iOS 17.0 SDK: `@available(iOS, introduced: 14.0, deprecated: 17.0, message: "Use `onChange` with a two
    //  or zero parameter action closure instead.")` (macOS 11.0–14.0, tvOS 14.0–17.0, watchOS 7.0–10.0,
    //  visionOS 1.0–1.0) `@inlinable nonisolated public func onChange<V>(of value: V,
    //  perform action: @escaping (_ newValue: V) -> Swift.Void) -> some SwiftUI.View where V : Swift.Equatable`
    #if VISIONOS
        @available(*, deprecated, message: "Use `onChange` with a two or zero parameter action closure instead.")
        nonisolated public func onChange<V: Equatable>(of value: V, perform action: @escaping (_ newValue: V) -> Void)
            -> some View
        { self }
    #else
        @available(iOS, introduced: 14.0, deprecated: 17.0,
            message: "Use `onChange` with a two or zero parameter action closure instead.")
        @available(macOS, introduced: 11.0, deprecated: 14.0,
            message: "Use `onChange` with a two or zero parameter action closure instead.")
        nonisolated public func onChange<V: Equatable>(of value: V, perform action: @escaping (_ newValue: V) -> Void)
            -> some View
        { self }
    #endif

    // iOS 17.0 SDK: `@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *) nonisolated public func
    //  onChange<V>(of value: V, initial: Swift.Bool = false,
    //  _ action: @escaping (_ oldValue: V, _ newValue: V) -> Swift.Void) -> some SwiftUI.View where V : Swift.Equatable`
    @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
    nonisolated public func onChange<V: Equatable>(
        of value: V, initial: Bool = false, _ action: @escaping (_ oldValue: V, _ newValue: V) -> Void
    ) -> some View { self }

    // iOS 16.0, 17.0 and 17.4 SDKs: `@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
    //  @inlinable nonisolated public func task<T>(id value: T, priority: _Concurrency.TaskPriority = .userInitiated,
    //  @_inheritActorContext _ action: @escaping @Sendable () async -> Swift.Void) -> some SwiftUI.View
    //  where T : Swift.Equatable`
    @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
    nonisolated public func task<T: Equatable>(
        id value: T, priority: TaskPriority = .userInitiated,
        @_inheritActorContext _ action: @escaping @Sendable () async -> Void
    ) -> some View { self }

    // `@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *) nonisolated public func alert<S, A, M, T>(
    //  _ title: S, isPresented: SwiftUI.Binding<Swift.Bool>, presenting data: T?,
    //  @SwiftUI.ViewBuilder actions: (T) -> A, @SwiftUI.ViewBuilder message: (T) -> M) -> some SwiftUI.View
    //  where S : Swift.StringProtocol, A : SwiftUI.View, M : SwiftUI.View`
    @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
    nonisolated public func alert<S: StringProtocol, A: View, M: View, T>(
        _ title: S, isPresented: Binding<Bool>, presenting data: T?, @ViewBuilder actions: (T) -> A,
        @ViewBuilder message: (T) -> M
    ) -> some View { self }
}
