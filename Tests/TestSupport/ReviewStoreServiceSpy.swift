public import AskForReviewDomain
import Foundation

/// A working in-memory `ReviewStoreService` that counts the updates it saved and fails on demand,
/// for testing what a caller does when its storage cannot be reached.
public final class ReviewStoreServiceSpy: ReviewStoreService, @unchecked Sendable {
    /// The error every call throws after ``fail(with:)``.
    public struct Failure: Error, Equatable, CustomStringConvertible {
        /// Words naming the failure.
        public let label: String
        /// A failure named `label`.
        public init(_ label: String = "store failure") { self.label = label }
        /// The label.
        public var description: String { label }
    }

    // `@unchecked`: `held`, `updates` and `failure` are read and written only under `lock`, which is
    // recursive so that a read inside an update is served (the state as it was before the update).
    private let lock = NSRecursiveLock()
    private var held: ReviewState
    private var updates = 0
    private var updating = false
    private var failure: (any Error)?

    /// A spy holding `state`.
    public init(_ state: ReviewState = ReviewState()) {
        held = state
    }

    /// The state held now, read without counting or failing.
    public var state: ReviewState { lock.withLock { held } }
    /// How many updates were saved (an update whose body threw is not counted).
    public var updateCount: Int { lock.withLock { updates } }

    /// Makes every later call throw `failure`, or succeed again with `nil`.
    public func fail(with failure: (any Error)?) {
        lock.withLock { self.failure = failure }
    }

    /// The state held, or the failure set.
    public func loadState() throws -> ReviewState {
        try throwFailureIfSet()
        return state
    }

    /// Runs `body` on a copy of the state held and keeps it if `body` returns; counts the update.
    public func updateState<Result>(_ body: (inout ReviewState) throws -> Result) throws -> Result {
        try throwFailureIfSet()
        return try lock.withLock {
            // Only this update's own thread gets here while it runs: an update inside it is refused.
            guard !updating else { throw Failure("an update inside an update") }
            updating = true
            defer { updating = false }
            var copy = held
            let result = try body(&copy)
            // As a store keeps it: what a load found wrong is never saved.
            copy.loadProblems = []
            held = copy
            updates += 1
            return result
        }
    }

    /// Forgets the state held, or throws the failure set.
    public func resetState() throws {
        try throwFailureIfSet()
        lock.withLock { held = ReviewState() }
    }

    private func throwFailureIfSet() throws {
        if let failure = lock.withLock({ failure }) { throw failure }
    }
}
