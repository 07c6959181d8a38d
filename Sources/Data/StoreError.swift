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

    /// One line a person can read.
    public var description: String {
        switch self {
        case .unreadable(let path, let reason): "cannot read the store at \(path): \(reason)"
        case .unwritable(let path, let reason): "cannot write the store at \(path): \(reason)"
        case .busy(let lockPath, let seconds):
            "another process holds the lock \(lockPath); gave up after waiting \(seconds.formatted()) s"
        }
    }
}
