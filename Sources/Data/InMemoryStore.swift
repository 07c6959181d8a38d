import AskForReviewDomain

/// A ``Storeable`` that keeps its content in memory: a real implementation for previews, tests and
/// simulations. Thread-safe; content is lost when the process ends. It keeps nothing aside: content
/// marked ``StoredValues/setsAsidePreviousContent`` is simply replaced.
public final class InMemoryStore: Storeable {
    private let content: Locked<StoredValues>

    /// A store holding `entries`.
    public init(entries: [String: StoredValue] = [:]) {
        content = Locked(StoredValues(entries: entries))
    }

    /// See ``Storeable/load()``.
    public func load() throws -> StoredValues {
        content.withLock { $0 }
    }

    /// See ``Storeable/update(_:)``.
    public func update<Result>(_ body: (inout StoredValues) throws -> Result) throws -> Result {
        try content.withLock { stored in
            var values = stored
            let result = try body(&values)
            values.problems = []
            values.setsAsidePreviousContent = false
            stored = values
            return result
        }
    }
}
