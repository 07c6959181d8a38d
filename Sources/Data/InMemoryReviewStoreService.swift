import AskForReviewDomain
import Foundation

/// A ``ReviewStoreService`` that keeps the ``ReviewState`` itself in memory, with no key-value
/// conversion: for simulations, previews and anything that must not persist. Thread-safe.
public final class InMemoryReviewStoreService: ReviewStoreService, @unchecked Sendable {
    // One lock guards `stored`. Not `Locked<ReviewState>`: a generic wrapper called from this
    // generic method would copy the state through value witnesses, the main cost of a simulated event.
    private let lock = NSLock()
    private var stored: ReviewState

    /// A service holding `state`.
    public init(_ state: ReviewState = ReviewState()) {
        stored = state
    }

    /// See ``ReviewStoreService/loadState()``.
    public func loadState() throws -> ReviewState {
        lock.lock()
        defer { lock.unlock() }
        return stored
    }

    /// See ``ReviewStoreService/updateState(_:)``.
    public func updateState<Result>(_ body: (inout ReviewState) throws -> Result) throws -> Result {
        lock.lock()
        defer { lock.unlock() }
        var state = stored
        let result = try body(&state)
        if !state.loadProblems.isEmpty { state.loadProblems = [] }
        stored = state
        return result
    }

    /// See ``ReviewStoreService/updateStateInPlace(_:)``: changes the state in place, with no copy.
    public func updateStateInPlace<Result>(_ body: (inout ReviewState) -> Result) throws -> Result {
        lock.lock()
        defer { lock.unlock() }
        let result = body(&stored)
        if !stored.loadProblems.isEmpty { stored.loadProblems = [] }
        return result
    }

    /// See ``ReviewStoreService/resetState()``.
    public func resetState() throws {
        lock.lock()
        defer { lock.unlock() }
        stored = ReviewState()
    }
}
