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
    public init(name: String, run: @escaping @Sendable () throws -> Void) {
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
        let failures = Locked<[String]>([])
        DispatchQueue.concurrentPerform(iterations: threads) { _ in
            for _ in 0..<perThread {
                do {
                    try increment()
                } catch {
                    failures.withLock { $0.append("\(error)") }
                }
            }
        }
        try ContractViolation.require(
            failures.current.isEmpty, "concurrent updates", "updates failed: \(failures.current)")
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
        let outcome = Locked<Result<Void, any Error>?>(nil)
        let done = DispatchSemaphore(value: 0)
        Thread.detachNewThread {
            let result = Result { try body() }
            outcome.withLock { $0 = result }
            done.signal()
        }
        guard done.wait(timeout: .now() + seconds) == .success, let result = outcome.current else {
            throw ContractViolation("\(what): still waiting after \(seconds.formatted()) s (it waits for itself)")
        }
        try result.get()
    }
}
