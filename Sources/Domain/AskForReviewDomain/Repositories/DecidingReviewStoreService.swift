/// A store service of the package's own that decides inside the recording: it applies a change and
/// runs what follows it (the use case's decision) on the state the change made, in the same update.
package protocol DecidingReviewStoreService: ReviewStoreService {
    /// Records `change` as ``ReviewStoreService/record(_:)`` does and returns `decide` run on the state
    /// with `change` applied, inside the same update.
    /// - Throws: what `record(_:)` throws; `decide` is not run then.
    func recordAndDecide(_ change: ReviewChange, _ decide: (ReviewState) -> ReviewDecision) throws -> ReviewDecision
}

extension DecidingReviewStoreService {
    /// Records `change` in one ``ReviewStoreService/updateState(_:)`` and decides inside it: what a
    /// store service that writes at once does (one that writes behind decides in memory instead).
    package func recordAndDecide(_ change: ReviewChange, _ decide: (ReviewState) -> ReviewDecision) throws
        -> ReviewDecision
    {
        try recordInOneUpdate(change, decide)
    }
}

extension ReviewStoreService {
    /// Records `change` in one ``updateState(_:)`` and returns `decide` run on the state it made,
    /// inside that update: what a store service that writes at once does.
    package func recordInOneUpdate<Decision>(_ change: ReviewChange, _ decide: (ReviewState) -> Decision) throws
        -> Decision
    {
        try updateState { state in
            try change.apply(to: &state)
            return decide(state)
        }
    }
}
