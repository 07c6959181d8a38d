package import Foundation

/// A typed key: the name a value is stored under and the type it has, one of the types a
/// ``StoredValue`` holds (`Bool`, `Int`, `String`, `Date`, `Double`, `[Date]`, `[Double]`). Declare
/// each key once, as a static constant, and use that declaration everywhere, tests included.
///
/// Two keys are equal when their names are.
package struct StoreKey<Value>: Sendable, Hashable {
    /// The name the value is stored under.
    package let id: String
    /// The value a stored one is, or `nil` when it holds another type.
    let read: @Sendable (StoredValue) -> Value?
    /// How a value is stored.
    let write: @Sendable (Value) -> StoredValue

    private init(
        _ id: String, read: @escaping @Sendable (StoredValue) -> Value?,
        write: @escaping @Sendable (Value) -> StoredValue
    ) {
        self.id = id
        self.read = read
        self.write = write
    }

    /// Whether `lhs` and `rhs` name the same stored value.
    package static func == (lhs: StoreKey, rhs: StoreKey) -> Bool { lhs.id == rhs.id }

    /// Hashes the key's name.
    package func hash(into hasher: inout Hasher) { hasher.combine(id) }
}

extension StoreKey {
    /// A key for a flag stored under `id`.
    package init(_ id: String) where Value == Bool {
        self.init(id, read: { if case .bool(let value) = $0 { value } else { nil } }, write: { .bool($0) })
    }
}

extension StoreKey {
    /// A key for a whole number stored under `id`.
    package init(_ id: String) where Value == Int {
        self.init(id, read: { if case .int(let value) = $0 { value } else { nil } }, write: { .int($0) })
    }
}

extension StoreKey {
    /// A key for text stored under `id`.
    package init(_ id: String) where Value == String {
        self.init(id, read: { if case .string(let value) = $0 { value } else { nil } }, write: { .string($0) })
    }
}

extension StoreKey {
    /// A key for a moment stored under `id`.
    package init(_ id: String) where Value == Date {
        self.init(id, read: { if case .date(let value) = $0 { value } else { nil } }, write: { .date($0) })
    }
}

extension StoreKey {
    /// A key for a number with a fraction stored under `id`.
    package init(_ id: String) where Value == Double {
        self.init(id, read: { if case .double(let value) = $0 { value } else { nil } }, write: { .double($0) })
    }
}

extension StoreKey {
    /// A key for a list of moments stored under `id`.
    package init(_ id: String) where Value == [Date] {
        self.init(id, read: { if case .dates(let value) = $0 { value } else { nil } }, write: { .dates($0) })
    }
}

extension StoreKey {
    /// A key for a list of numbers with fractions stored under `id`.
    package init(_ id: String) where Value == [Double] {
        self.init(id, read: { if case .doubles(let value) = $0 { value } else { nil } }, write: { .doubles($0) })
    }
}
