import AskForReviewDomain
import Foundation

/// Passes a store service's calls through, counting the updates it committed, until the command
/// that uses it has failed: once ``close()`` is called, every update and reset is refused without
/// reaching the store. So nothing a failed command recorded (a change still queued to be written
/// behind) is written after its exit code said what was stored.
///
/// `Sendable` because `state` is only read or written holding `lock`.
final class StoreWriteGate: ReviewStoreService, @unchecked Sendable {
    /// Why an update was not made: the command had already failed.
    struct Closed: Error, CustomStringConvertible {
        var description: String { "the command had failed, so nothing more is written" }
    }

    private let base: any ReviewStoreService
    /// Held around each update of `base`, so an update runs wholly before ``close()`` or not at all.
    private let lock = NSLock()
    private var state = (committed: 0, isClosed: false)

    init(_ base: any ReviewStoreService) {
        self.base = base
    }

    /// How many updates and resets the store committed through this gate.
    var committed: Int { lock.withLock { state.committed } }

    /// Refuses every later update and reset; returns once an update under way has ended.
    func close() {
        lock.withLock { state.isClosed = true }
    }

    func loadState() throws -> ReviewState {
        try base.loadState()
    }

    func updateState<Result>(_ body: (inout ReviewState) throws -> Result) throws -> Result {
        try passing { try base.updateState(body) }
    }

    func resetState() throws {
        try passing { try base.resetState() }
    }

    func synchronize() throws {
        try base.synchronize()
    }

    /// `write`'s result, counted as committed, unless the gate is closed.
    private func passing<Result>(_ write: () throws -> Result) throws -> Result {
        try lock.withLock {
            guard !state.isClosed else { throw Closed() }
            let result = try write()
            state.committed += 1
            return result
        }
    }
}
