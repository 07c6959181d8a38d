/// A key-value store of ``StoredValue``s under string keys, read and changed as a whole.
///
/// Contract for every conforming type (`StoreableContract`, in the testing product, checks it):
/// - ``load()`` returns what the last completed ``update(_:)`` left, or empty content when nothing
///   was ever stored; values come back equal, dates to the last bit. It changes nothing: reading
///   never creates, moves or rewrites stored content, even damaged content.
/// - ``update(_:)`` is atomic and serialized: the content `body` sees is the latest, no other update
///   lands between its read and its write, and when `body` throws nothing is written.
/// - Content that cannot be decoded is never a crash: it loads as empty content with a reason in
///   ``StoredValues/problems``; an update keeps it aside before replacing it, where the store can.
/// - Errors thrown are ``StoreError`` values, for storage that cannot be reached at all.
///
/// Which store is which: the one-call setup shares one state in memory among the view models made
/// over one store, and counts its launch once. It asks every store the same: one that is
/// `Identifiable` is known by its `id` (two values or objects with one `id` are one store: make a
/// store `Identifiable` when several of them can open the same storage), another class by its object,
/// another value by its type.
public protocol Storeable: Sendable {
    /// The stored content.
    func load() throws -> StoredValues

    /// Loads the content, lets `body` change it, and saves the result as one atomic write.
    func update<Result>(_ body: (inout StoredValues) throws -> Result) throws -> Result
}

extension Storeable {
    /// The value stored under `key`, or `nil`.
    package func get<Value>(forKey key: StoreKey<Value>) throws -> Value? {
        try load()[key]
    }

    /// Stores `value` under `key`; `nil` removes it.
    package func save<Value>(value: Value?, forKey key: StoreKey<Value>) throws {
        try update { $0[key] = value }
    }

    /// Removes every stored value.
    package func removeAll() throws {
        try update { $0.entries.removeAll() }
    }
}
