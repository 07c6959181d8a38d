import Foundation

/// The lock of a shipped store and the value it guards: updates exclude each other across threads;
/// on the thread that is updating, a read is served (the value as it was before the update) and an
/// update inside the update throws ``StoreError/nestedUpdate`` instead of waiting for itself forever.
///
/// `Sendable` because every access to the value and to the updating flag holds the lock.
final class StoreLock<Value>: @unchecked Sendable {
    private let lock = NSRecursiveLock()
    private var value: Value
    private var updating = false

    /// Guards `value`.
    init(_ value: Value) {
        self.value = value
    }

    /// The value, or, on the thread that is updating, the value as it was before the update.
    func read<Result>(_ body: (Value) throws -> Result) rethrows -> Result {
        lock.lock()
        defer { lock.unlock() }
        return try body(value)
    }

    /// Runs `body` on a copy of the value, with no other update running, and keeps the copy if `body`
    /// returns.
    /// - Throws: ``StoreError/nestedUpdate`` when called from inside `body` of an update of the same
    ///   store; whatever `body` throws (the value is unchanged then).
    func update<Result>(_ body: (inout Value) throws -> Result) throws -> Result {
        lock.lock()
        defer { lock.unlock() }
        // Only the thread holding the lock gets here while an update runs: it is that update's own.
        guard !updating else { throw StoreError.nestedUpdate }
        updating = true
        defer { updating = false }
        var copy = value
        let result = try body(&copy)
        value = copy
        return result
    }
}
