import Foundation

/// A value guarded by one lock: the one place the package keeps mutual exclusion in a process.
///
/// `Sendable` because every access to the value goes through ``withLock(_:)``, which holds the lock.
package final class Locked<Value>: @unchecked Sendable {
    private let lock = NSLock()
    private var value: Value

    /// Guards `value`.
    package init(_ value: Value) {
        self.value = value
    }

    /// Runs `body` with exclusive access to the value and returns what it returns.
    package func withLock<Result>(_ body: (inout Value) throws -> Result) rethrows -> Result {
        lock.lock()
        defer { lock.unlock() }
        return try body(&value)
    }

    /// The value, read under the lock.
    package var current: Value {
        withLock { $0 }
    }
}
