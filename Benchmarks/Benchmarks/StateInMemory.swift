import AskForReviewData
import AskForReviewDomain

/// A review store service that holds the `ReviewState` itself, with no key-value conversion: what the
/// decision benchmark's row 1a decides on, so its figure is the decision alone. The package's own
/// in-memory service keeps key-value content, as every store does (row 1b).
final class StateInMemory: ReviewStoreService {
    private let stored: Locked<ReviewState>

    init(_ state: ReviewState) {
        stored = Locked(state)
    }

    func loadState() throws -> ReviewState {
        stored.current
    }

    func updateState<Result>(_ body: (inout ReviewState) throws -> Result) throws -> Result {
        try stored.update(refusingNestedWith: StoreError.nestedUpdate, body)
    }

    func resetState() throws {
        try updateState { $0 = ReviewState() }
    }
}
