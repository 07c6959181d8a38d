/// Loads and saves the ``ReviewState``.
///
/// A conforming type must make ``updateState(_:)`` atomic: the state `body` sees is the latest saved
/// one, and no other update (in this process or another) lands between the read and the write.
/// A state that cannot be read safely loads as a fresh state with ``ReviewState/loadProblems``.
/// A service that wraps another forwards ``record(_:)`` and ``synchronize()`` too, so a store that
/// writes behind keeps doing so.
public protocol ReviewStoreService: Sendable {
    /// The saved state, or a fresh one when nothing was saved.
    /// - Throws: when the storage cannot be reached at all (for example a folder that cannot be read).
    func loadState() throws -> ReviewState

    /// Loads the state, lets `body` change it, saves it if `body` returns, and returns `body`'s result.
    /// - Throws: what `body` throws (nothing is saved then), or when the storage cannot be reached.
    func updateState<Result>(_ body: (inout ReviewState) throws -> Result) throws -> Result

    /// Forgets everything saved.
    func resetState() throws

    /// Records `change`: at once, or later (a store that writes behind), but always before the next
    /// ``updateState(_:)`` and ``loadState()`` see the state, and never twice.
    /// - Returns: the state with `change` applied, as this store knows it now.
    /// - Throws: what ``ReviewChange/apply(to:)`` throws (nothing is recorded then), or when the
    ///   storage cannot be reached.
    @discardableResult func record(_ change: ReviewChange) throws -> ReviewState

    /// Writes every change still waiting to be written, then reads the stored state again, picking up
    /// another process's writes; returns once both are done. A store that writes at once and reads on
    /// every load has nothing to do. Called when the app leaves the foreground and when it returns.
    func synchronize() throws
}

extension ReviewStoreService {
    /// Records `change` in one ``updateState(_:)``.
    @discardableResult
    public func record(_ change: ReviewChange) throws -> ReviewState {
        try recordInOneUpdate(change)
    }

    /// Nothing waits and nothing is kept in memory: every change was written when it was recorded,
    /// and every load reads the store.
    public func synchronize() throws {}
}
