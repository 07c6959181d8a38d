import AskForReviewDomain
import Foundation

/// One check of a contract, by name: run it from a test; it throws ``ContractViolation`` when the
/// implementation breaks the promise.
public struct ContractCheck: Sendable {
    /// What it checks.
    public let name: String
    /// Runs it.
    public let run: @Sendable () throws -> Void

    /// A check called `name` that runs `run`.
    package init(name: String, run: @escaping @Sendable () throws -> Void) {
        self.name = name
        self.run = run
    }

    /// Runs `increment` 25 times on each of 8 threads at once, then requires `count()` to be 200:
    /// concurrent updates lose nothing.
    static func requireConcurrentIncrements(_ increment: @Sendable () throws -> Void, count: () throws -> Int?)
        throws
    {
        let threads = 8
        let perThread = 25
        // Written by the threads holding `lock` only.
        let lock = NSLock()
        nonisolated(unsafe) var failures: [String] = []
        DispatchQueue.concurrentPerform(iterations: threads) { _ in
            for _ in 0..<perThread {
                do {
                    try increment()
                } catch {
                    lock.withLock { failures.append("\(error)") }
                }
            }
        }
        let failed = lock.withLock { failures }
        try ContractViolation.require(failed.isEmpty, "concurrent updates", "updates failed: \(failed)")
        let total = try count()
        try ContractViolation.require(
            total == threads * perThread, "concurrent updates",
            "\(threads) threads × \(perThread) increments gave \(String(describing: total))")
    }

    /// Runs `body` on a thread of its own and waits for it at most `seconds`: a call that would wait
    /// for itself forever is reported as a violation named `what` instead of hanging the tests (its
    /// thread stays blocked).
    static func requireFinishes(
        _ what: String, within seconds: Double = 10, _ body: @escaping @Sendable () throws -> Void
    )
        throws
    {
        // Written by the thread holding `lock` only.
        let lock = NSLock()
        nonisolated(unsafe) var outcome: Result<Void, any Error>?
        let done = DispatchSemaphore(value: 0)
        Thread.detachNewThread {
            let result = Result { try body() }
            lock.withLock { outcome = result }
            done.signal()
        }
        guard done.wait(timeout: .now() + seconds) == .success, let result = lock.withLock({ outcome }) else {
            throw ContractViolation("\(what): still waiting after \(seconds.formatted()) s (it waits for itself)")
        }
        try result.get()
    }

    /// Runs, inside one `update` that writes 2 over a stored 1 (its `inside` argument is called from
    /// the update's body), a `read` and a `nestedUpdate`, on a thread of its own: neither may wait for
    /// the update around it. The read may be served (the stored 1) or refused with an error; the
    /// nested update may throw or be kept (`nestedKept`); the outer write must be kept (`outerValue`
    /// is 2 afterwards).
    static func requireNestedCallsFinish(
        update: @escaping @Sendable (_ inside: () -> Void) throws -> Void,
        read: @escaping @Sendable () throws -> Int?,
        nestedUpdate: @escaping @Sendable () throws -> Void,
        outerValue: () throws -> Int?,
        nestedKept: () throws -> Bool
    ) throws {
        // Written by the update's thread holding `lock` only.
        let lock = NSLock()
        nonisolated(unsafe) var seen: (read: Int?, nestedFailed: Bool) = (nil, false)
        try requireFinishes("a read or an update inside an update") {
            try update {
                let value = (try? read()) ?? -1
                var nestedFailed = false
                do {
                    try nestedUpdate()
                } catch {
                    nestedFailed = true
                }
                lock.withLock { seen = (value, nestedFailed) }
            }
        }
        let (value, nestedFailed) = lock.withLock { seen }
        try ContractViolation.require(
            value == 1 || value == -1, "read inside an update",
            "returned \(String(describing: value)), not the stored 1")
        try ContractViolation.require(try outerValue() == 2, "update around a nested one", "its write was lost")
        try ContractViolation.require(
            try nestedFailed || nestedKept(), "update inside an update", "it neither threw nor kept its write")
    }
}
