import AskForReviewDomain

/// A ``Storeable`` that keeps its content in memory: a real implementation for previews, tests and
/// simulations. Thread-safe; content is lost when the process ends. It keeps nothing aside: content
/// marked ``StoredValues/setsAsidePreviousContent`` is simply replaced. A read inside an update
/// returns the content before the update; an update inside an update throws
/// ``StoreError/nestedUpdate``.
package final class InMemoryStore: Storeable {
    private let content: Locked<StoredValues>

    /// A store holding `entries`.
    package init(entries: [String: StoredValue] = [:]) {
        content = Locked(StoredValues(entries: entries))
    }

    /// The values held.
    package func load() throws -> StoredValues {
        content.current
    }

    /// Runs `body` on the values held, under a lock; returns what `body` returns.
    package func update<Result>(_ body: (inout StoredValues) throws -> Result) throws -> Result {
        try content.update(refusingNestedWith: StoreError.nestedUpdate) { values in
            let result = try body(&values)
            values.problems = []
            values.setsAsidePreviousContent = false
            return result
        }
    }
}
