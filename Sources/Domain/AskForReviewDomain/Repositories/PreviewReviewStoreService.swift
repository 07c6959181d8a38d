/// A ``ReviewStoreService`` that reads through to another and never writes: every update runs on a
/// copy of the other's state, which is then dropped. What the use case runs on in
/// ``RequestMode/preview``, so a developer sees the flow and nothing is recorded.
struct PreviewReviewStoreService: ReviewStoreService {
    /// Where the state is read from.
    let base: any ReviewStoreService

    func loadState() throws -> ReviewState {
        try base.loadState()
    }

    func updateState<Result>(_ body: (inout ReviewState) throws -> Result) throws -> Result {
        var copy = try base.loadState()
        return try body(&copy)
    }

    func resetState() throws {}
}
