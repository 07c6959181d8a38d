public import AskForReviewDomain
import Foundation

/// A `ReviewStoreService` that keeps the `ReviewState` itself in memory, with no key-value
/// conversion: for simulations, previews and anything that must not persist. Thread-safe.
public final class InMemoryReviewStoreService: ReviewStoreService {
    private let stored: Locked<ReviewState>

    /// A service holding `state`.
    public init(_ state: ReviewState = ReviewState()) {
        stored = Locked(state)
    }

    /// See `ReviewStoreService.loadState()`.
    public func loadState() throws -> ReviewState {
        stored.current
    }

    /// See `ReviewStoreService.updateState(_:)`: `body` works on a copy, kept only if it returns.
    public func updateState<Result>(_ body: (inout ReviewState) throws -> Result) throws -> Result {
        try stored.withLock { state in
            var copy = state
            let result = try body(&copy)
            copy.loadProblems = []
            state = copy
            return result
        }
    }

    /// See `ReviewStoreService.resetState()`.
    public func resetState() throws {
        stored.withLock { $0 = ReviewState() }
    }
}
