/// A typed key: the name a value is stored under and the type it has. Declare each key once, as a
/// static constant, and use that declaration everywhere, tests included.
public struct StoreKey<Value: StoreableValue>: Sendable, Hashable {
    /// The name the value is stored under.
    public let id: String

    /// A key stored under `id`.
    public init(_ id: String) {
        self.id = id
    }
}
