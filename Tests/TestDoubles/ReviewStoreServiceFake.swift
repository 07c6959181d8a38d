public import AskForReviewDomain
import Foundation

/// A working in-memory ``ReviewStoreService`` that counts its calls and can be told to fail.
public final class ReviewStoreServiceFake: ReviewStoreService, @unchecked Sendable {
    /// The error every call throws while set.
    public struct Failure: Error, Equatable {
        /// A label for the failure.
        public let label: String
        /// Creates a failure named `label`.
        public init(_ label: String = "store failure") { self.label = label }
    }

    private let lock = NSLock()
    private var stored: ReviewState
    private var updates = 0
    private var failure: Failure?

    /// A fake holding `state`.
    public init(_ state: ReviewState = ReviewState()) {
        stored = state
    }

    /// The stored state.
    public var state: ReviewState { lock.withLock { stored } }
    /// How many updates completed.
    public var updateCount: Int { lock.withLock { updates } }

    /// Makes every call throw `failure` (or succeed again with `nil`).
    public func fail(with failure: Failure?) {
        lock.withLock { self.failure = failure }
    }

    /// See ``ReviewStoreService/loadState()``.
    public func loadState() throws -> ReviewState {
        try lock.withLock {
            if let failure { throw failure }
            return stored
        }
    }

    /// See ``ReviewStoreService/updateState(_:)``.
    public func updateState<Result>(_ body: (inout ReviewState) throws -> Result) throws -> Result {
        try lock.withLock {
            if let failure { throw failure }
            var copy = stored
            let result = try body(&copy)
            copy.loadProblems = []
            stored = copy
            updates += 1
            return result
        }
    }

    /// See ``ReviewStoreService/resetState()``.
    public func resetState() throws {
        try lock.withLock {
            if let failure { throw failure }
            stored = ReviewState()
        }
    }
}
