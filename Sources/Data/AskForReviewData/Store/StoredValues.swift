/// The whole content of a ``Storeable``: values by key, read and written as one.
public struct StoredValues: Sendable, Equatable {
    /// The values by key name.
    public var entries: [String: StoredValue]
    /// Problems met while loading (for example a damaged file that was set aside). Never persisted.
    public var problems: [String]
    /// Set by an update's body that found values it could not trust in the content it was given: before
    /// writing, the store keeps the previous content aside (a file store as `<store>.corrupt-N`, see
    /// ``JSONFileStore``), so the write that replaces those values loses nothing. Never persisted.
    public var setsAsidePreviousContent = false

    /// Creates content from `entries`, with the load's `problems`.
    public init(entries: [String: StoredValue] = [:], problems: [String] = []) {
        self.entries = entries
        self.problems = problems
    }

    /// The value under `key`, or `nil` when missing or of another type.
    package subscript<Value>(key: StoreKey<Value>) -> Value? {
        get { entries[key.id].flatMap(key.read) }
        set { entries[key.id] = newValue.map(key.write) }
    }
}
