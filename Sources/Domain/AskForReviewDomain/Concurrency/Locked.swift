import Foundation

/// A value guarded by one lock: the one place the package keeps mutual exclusion in a process.
///
/// Two ways in: ``withLock(_:)`` changes the value in place, for short bookkeeping; ``update(refusingNestedWith:_:)``
/// runs a body that may take long (a store's read-modify-write) on a copy, keeps the copy if the body
/// returns, and refuses an update started inside it on the same thread instead of waiting for itself
/// forever. On the thread that is updating, a read (``current``) is served: the value as it was
/// before the update.
///
/// `Sendable` because every access to the value and to the updating flag holds the lock.
package final class Locked<Value>: @unchecked Sendable {
    /// Recursive, so that a read inside an update on the same thread is served.
    private let lock = NSRecursiveLock()
    private var value: Value
    private var updating = false

    /// Guards `value`.
    package init(_ value: Value) {
        self.value = value
    }

    /// Runs `body` with exclusive access to the value and returns what it returns. `body` must not
    /// use this value again (it has it already).
    package func withLock<Result>(_ body: (inout Value) throws -> Result) rethrows -> Result {
        lock.lock()
        defer { lock.unlock() }
        return try body(&value)
    }

    /// Runs `body` holding the lock without touching the value: for a lock that guards work rather
    /// than a value (`Locked(())`). Recursive: `body` may call it again on the same thread, which
    /// ``withLock(_:)`` may not (its body holds the value exclusively).
    package func exclusively<Result>(_ body: () throws -> Result) rethrows -> Result {
        lock.lock()
        defer { lock.unlock() }
        return try body()
    }

    /// The value, read under the lock; on the thread that is updating, the value as it was before
    /// the update.
    package var current: Value {
        lock.lock()
        defer { lock.unlock() }
        return value
    }

    /// Runs `body` on a copy of the value, with no other update or change running, and keeps the copy
    /// if `body` returns.
    /// - Throws: `nested` when called from inside `body` of an update of the same value; whatever
    ///   `body` throws (the value is unchanged then).
    package func update<Result>(
        refusingNestedWith nested: @autoclosure () -> any Error, _ body: (inout Value) throws -> Result
    )
        throws -> Result
    {
        lock.lock()
        defer { lock.unlock() }
        // Only the thread holding the lock gets here while an update runs: it is that update's own.
        guard !updating else { throw nested() }
        updating = true
        defer { updating = false }
        var copy = value
        let result = try body(&copy)
        value = copy
        return result
    }
}
