import Foundation

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

extension Array: StoreableValue where Element == Date {
    /// See ``StoreableValue``.
    public init?(storedValue: StoredValue) {
        guard case .dates(let value) = storedValue else { return nil }
        self = value
    }
    /// See ``StoreableValue``.
    public var storedValue: StoredValue { .dates(self) }
}
