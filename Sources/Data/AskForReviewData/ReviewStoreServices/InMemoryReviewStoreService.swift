package import AskForReviewDomain
import Foundation

/// A `ReviewStoreService` that keeps the `ReviewState` itself in memory, with no key-value
/// conversion: for simulations, previews and anything that must not persist. Thread-safe. A read
/// inside an update returns the state before the update; an update or a reset inside an update
/// throws ``StoreError/nestedUpdate``.
package final class InMemoryReviewStoreService: ReviewStoreService {
    private let stored: Locked<ReviewState>

    /// A service holding `state`.
    package init(_ state: ReviewState = ReviewState()) {
        stored = Locked(state)
    }

    /// See `ReviewStoreService.loadState()`.
    package func loadState() throws -> ReviewState {
        stored.current
    }

    /// See `ReviewStoreService.updateState(_:)`: `body` works on a copy, kept only if it returns.
    package func updateState<Result>(_ body: (inout ReviewState) throws -> Result) throws -> Result {
        try stored.update(refusingNestedWith: StoreError.nestedUpdate) { state in
            let result = try body(&state)
            state.loadProblems = []
            return result
        }
    }

    /// See `ReviewStoreService.resetState()`.
    package func resetState() throws {
        try stored.update(refusingNestedWith: StoreError.nestedUpdate) { $0 = ReviewState() }
    }
}
