import AskForReviewDomain
import Foundation

/// A ``ReviewStoreService`` that keeps the ``ReviewState`` itself in memory, with no key-value
/// conversion: for simulations, previews and anything that must not persist. Thread-safe.
public final class InMemoryReviewStoreService: ReviewStoreService, @unchecked Sendable {
    // One lock guards the state. The state lives behind a pointer this class owns rather than in a
    // stored property: every event reads or writes it, and a class property would add a dynamic
    // exclusivity check to each access (the lock already makes access exclusive).
    private let lock = NSLock()
    private let stored: UnsafeMutablePointer<ReviewState>

    /// A service holding `state`.
    public init(_ state: ReviewState = ReviewState()) {
        stored = UnsafeMutablePointer<ReviewState>.allocate(capacity: 1)
        stored.initialize(to: state)
    }

    deinit {
        stored.deinitialize(count: 1)
        stored.deallocate()
    }

    /// See ``ReviewStoreService/loadState()``.
    public func loadState() throws -> ReviewState {
        lock.lock()
        defer { lock.unlock() }
        return stored.pointee
    }

    /// See ``ReviewStoreService/updateState(_:)``: `body` works on a copy, kept only if it returns.
    public func updateState<Result>(_ body: (inout ReviewState) throws -> Result) throws -> Result {
        lock.lock()
        defer { lock.unlock() }
        var state = stored.pointee
        let result = try body(&state)
        if !state.loadProblems.isEmpty { state.loadProblems = [] }
        stored.pointee = state
        return result
    }

    /// See ``ReviewStoreService/updateStateInPlace(_:)``: changes the state in place, with no copy.
    public func updateStateInPlace<Result>(_ body: (inout ReviewState) -> Result) throws -> Result {
        lock.lock()
        defer { lock.unlock() }
        let result = body(&stored.pointee)
        if !stored.pointee.loadProblems.isEmpty { stored.pointee.loadProblems = [] }
        return result
    }

    /// See ``ReviewStoreService/resetState()``.
    public func resetState() throws {
        lock.lock()
        defer { lock.unlock() }
        stored.pointee = ReviewState()
    }
}
