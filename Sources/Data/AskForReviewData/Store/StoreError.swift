import Foundation

/// Storage that cannot be reached, or not now: the caller can report it, and nothing was half-written.
public enum StoreError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The store at `path` could not be read, for `reason`.
    case unreadable(path: String, reason: String)
    /// The store at `path` could not be written, for `reason`; the previous content is intact.
    case unwritable(path: String, reason: String)
    /// Another process held the store's lock file at `lockPath` for longer than the update may wait
    /// (`waitedSeconds`); nothing was written. Trying again later may succeed.
    case busy(lockPath: String, waitedSeconds: Double)
    /// An update of the store was started from inside another update of the same store, on the same
    /// thread; it would wait for itself forever, so it is refused and nothing was written. (A read
    /// there is served: it returns what was stored before the outer update.)
    case nestedUpdate

    /// One line a person can read.
    public var description: String {
        switch self {
        case .unreadable(let path, let reason): "cannot read the store at \(path): \(reason)"
        case .unwritable(let path, let reason): "cannot write the store at \(path): \(reason)"
        case .busy(let lockPath, let seconds):
            "another process holds the lock \(lockPath); gave up after waiting \(seconds.formatted()) s"
        case .nestedUpdate:
            "an update of the store was started inside another update of the same store; nothing was written"
        }
    }
}
