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
}
