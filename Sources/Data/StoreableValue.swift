public import Foundation

/// A Swift type that a ``Storeable`` can keep, by converting to and from a ``StoredValue``.
public protocol StoreableValue: Sendable {
    /// The value, or `nil` when `storedValue` holds another type.
    init?(storedValue: StoredValue)
    /// The value as stored.
    var storedValue: StoredValue { get }
}

extension Bool: StoreableValue {
    /// See ``StoreableValue``.
    public init?(storedValue: StoredValue) {
        guard case .bool(let value) = storedValue else { return nil }
        self = value
    }
    /// See ``StoreableValue``.
    public var storedValue: StoredValue { .bool(self) }
}

extension Int: StoreableValue {
    /// See ``StoreableValue``.
    public init?(storedValue: StoredValue) {
        guard case .int(let value) = storedValue else { return nil }
        self = value
    }
    /// See ``StoreableValue``.
    public var storedValue: StoredValue { .int(self) }
}

extension String: StoreableValue {
    /// See ``StoreableValue``.
    public init?(storedValue: StoredValue) {
        guard case .string(let value) = storedValue else { return nil }
        self = value
    }
    /// See ``StoreableValue``.
    public var storedValue: StoredValue { .string(self) }
}

extension Date: StoreableValue {
    /// See ``StoreableValue``.
    public init?(storedValue: StoredValue) {
        guard case .date(let value) = storedValue else { return nil }
        self = value
    }
    /// See ``StoreableValue``.
    public var storedValue: StoredValue { .date(self) }
}

extension Double: StoreableValue {
    /// See ``StoreableValue``.
    public init?(storedValue: StoredValue) {
        guard case .double(let value) = storedValue else { return nil }
        self = value
    }
    /// See ``StoreableValue``.
    public var storedValue: StoredValue { .double(self) }
}

/// A type a ``Storeable`` can keep lists of: dates and doubles.
public protocol StoreableListElement: Sendable {
    /// The list in `storedValue`, or `nil` when it holds another type.
    static func list(from storedValue: StoredValue) -> [Self]?
    /// `list` as stored.
    static func storedValue(of list: [Self]) -> StoredValue
}

extension Date: StoreableListElement {
    /// See ``StoreableListElement``.
    public static func list(from storedValue: StoredValue) -> [Date]? {
        guard case .dates(let values) = storedValue else { return nil }
        return values
    }
    /// See ``StoreableListElement``.
    public static func storedValue(of list: [Date]) -> StoredValue { .dates(list) }
}

extension Double: StoreableListElement {
    /// See ``StoreableListElement``.
    public static func list(from storedValue: StoredValue) -> [Double]? {
        guard case .doubles(let values) = storedValue else { return nil }
        return values
    }
    /// See ``StoreableListElement``.
    public static func storedValue(of list: [Double]) -> StoredValue { .doubles(list) }
}

extension Array: StoreableValue where Element: StoreableListElement {
    /// See ``StoreableValue``.
    public init?(storedValue: StoredValue) {
        guard let list = Element.list(from: storedValue) else { return nil }
        self = list
    }
    /// See ``StoreableValue``.
    public var storedValue: StoredValue { Element.storedValue(of: self) }
}
