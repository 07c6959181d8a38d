import Foundation

/// Runs `work` on a thread of its own and returns what it returns (or throws what it throws), for a
/// test that blocks for long stretches: waiting for a child process, a lock held for seconds, the
/// sleeps of a timed schedule. Blocked on one of the concurrency pool's threads (one per core), such a
/// test would leave that core idle for every other test.
///
/// `work` records no expectation: no test is current on its thread, so an issue recorded there is
/// not attributed to the test. It returns what the test then checks.
public func offThePool<Value: Sendable>(_ work: @escaping @Sendable () throws -> Value) async throws -> Value {
    try await withCheckedThrowingContinuation { continuation in
        Thread { continuation.resume(with: Result { try work() }) }.start()
    }
}
