import AskForReviewDomain

/// A ``ReviewStoreService`` that keeps the ``ReviewState`` itself in memory, with no key-value
/// conversion: for simulations, previews and anything that must not persist. Thread-safe.
public final class InMemoryReviewStoreService: ReviewStoreService {
    private let content: Locked<ReviewState>

    /// A service holding `state`.
    public init(_ state: ReviewState = ReviewState()) {
        content = Locked(state)
    }

    /// See ``ReviewStoreService/loadState()``.
    public func loadState() throws -> ReviewState {
        content.withLock { $0 }
    }

    /// See ``ReviewStoreService/updateState(_:)``.
    public func updateState<Result>(_ body: (inout ReviewState) throws -> Result) throws -> Result {
        try content.withLock { stored in
            var state = stored
            let result = try body(&state)
            state.loadProblems = []
            stored = state
            return result
        }
    }

    /// See ``ReviewStoreService/resetState()``.
    public func resetState() throws {
        content.withLock { $0 = ReviewState() }
    }
}
