import AskForReviewDomain
import Foundation

/// Passes every call to a ``ReviewStoreService`` and remembers the load problems it reported, so the
/// shell can warn about a damaged store even after the store has set the damage aside.
///
/// `Sendable` because ``collected`` is only read or written holding ``lock``.
final class ProblemCollectingReviewStoreService: ReviewStoreService, @unchecked Sendable {
    private let base: any ReviewStoreService
    private let lock = NSLock()
    private var collected: [String] = []

    init(_ base: any ReviewStoreService) {
        self.base = base
    }

    /// Every distinct problem reported so far, in order.
    var problems: [String] { lock.withLock { collected } }

    func loadState() throws -> ReviewState {
        note(try base.loadState())
    }

    func updateState<Result>(_ body: (inout ReviewState) throws -> Result) throws -> Result {
        try base.updateState { state in
            note(state)
            return try body(&state)
        }
    }

    func resetState() throws {
        try base.resetState()
    }

    func record(_ change: ReviewChange) throws -> ReviewState {
        note(try base.record(change))
    }

    func synchronize() throws {
        try base.synchronize()
    }

    @discardableResult
    private func note(_ state: ReviewState) -> ReviewState {
        lock.withLock {
            for problem in state.loadProblems where !collected.contains(problem) { collected.append(problem) }
        }
        return state
    }
}
