import AskForReviewDomain
public import Foundation

/// A ``Storeable`` kept in one JSON file, safe against crashes, concurrent writers, damage and paths
/// it does not own.
///
/// - **Reading never changes anything**: ``load()`` takes no lock and creates, moves or changes no
///   file or folder. Writes are atomic renames, so a reader always sees a whole file.
/// - **Only a regular file is a store** (or no file yet). A folder, FIFO, socket, device or symbolic
///   link at the store path is refused with ``StoreError/unreadable(path:reason:)`` naming what it is,
///   at once and without creating anything. A symbolic link is never followed: give the path of the
///   file itself. The lock file is never followed either.
/// - **Writes are atomic and durable**: a temporary file beside the store is written, flushed and
///   renamed over it, and the folder is flushed, so a process killed or a power cut at any instant
///   leaves the previous content or the new one. Before it writes a temporary file, an update names
///   it in the lock file; the next update removes the file named there, if a killed writer left it,
///   and no other file: a store whose name looks like a temporary file is never touched. A missing
///   folder is created with mode 0700 from the start.
/// - **Updates are serialized** across threads (one lock) and across processes (`flock` on
///   `<store>.lock`), so no update is lost. An update waits at most ``lockWait`` for another process
///   to let go of the lock, then throws ``StoreError/busy(lockPath:waitedSeconds:)``; a waiting
///   update is woken as soon as the lock is let go.
/// - The file and its lock file are created with permission 0600 and keep it after every write.
/// - **A file the process may not write is never replaced**: an update refuses, with
///   ``StoreError/unwritable(path:reason:)`` and before creating a lock file, a store file that belongs
///   to another user or that its owner may not write (mode 0444, say).
/// - **Damaged content** (garbage, truncated, empty, wrong shape or types, a newer schema, more than
///   ``maximumFileSize`` bytes, more values than the codec's bounds) loads as empty content with a
///   reason in ``StoredValues/problems``. The next update moves it aside to `<store>.corrupt-N`, never
///   overwriting an earlier one, and starts fresh. Content an update's body marks with
///   ``StoredValues/setsAsidePreviousContent`` is copied to `<store>.corrupt-N` before it is replaced.
/// - **The file is read and decoded once**, then again only when it changed: the store keeps what it
///   last read or wrote with the file's version (its inode, size and times, from `lstat`), and an
///   update also checks the token the last writer left in the lock file, so a file another process
///   or person replaced since is always read again.
/// - Dates are stored as seconds since 2001-01-01T00:00:00Z and keep their full precision.
/// - Names of any length the file system accepts work: the lock, temporary and damaged-copy names are
///   shortened (with a hash) where the store's name leaves no room for their suffix.
public final class JSONFileStore: Storeable {
    /// The largest store file read, in bytes (1 MiB; a real state is under 1 KiB). A larger file is
    /// reported as damaged without being read.
    public static let maximumFileSize = 1_048_576
    /// How long an update waits for another process's lock by default: 3 seconds.
    public static let defaultLockWait = Duration.seconds(3)

    /// The store file.
    public let fileURL: URL
    /// How long an update waits for another process to let go of the lock file.
    public let lockWait: Duration

    /// The file, kept with the care every store file needs.
    private let file: OwnedFile
    /// What the file held when this store last read or wrote it, while it is known.
    private let known = Locked<Known?>(nil)

    /// What the store file holds.
    private enum Content {
        case missing
        case values([String: StoredValue])
        case damaged(reason: String)
    }

    /// What the file held at a version: the same version (and, for an update, the same token of the
    /// last writer in the lock file) is the same content, which is not read again.
    private struct Known {
        let version: FileVersion
        /// The last writer's token when this store wrote the file, or `nil` when it only read it.
        let lastWrite: String?
        let content: Content
    }

    /// A store in the file at `fileURL`. Nothing is touched until the first update.
    /// - Parameters:
    ///   - fileURL: the store file, a regular file or none yet; its folder is created on the first update.
    ///   - lockWait: how long an update waits for another process's lock before it gives up.
    public init(fileURL: URL, lockWait: Duration = JSONFileStore.defaultLockWait) {
        self.fileURL = fileURL
        self.lockWait = lockWait
        file = OwnedFile(fileURL, lockWait: lockWait)
    }

    /// See ``Storeable/load()``. Takes no lock and changes nothing on disk: damaged content is only
    /// reported here, and set aside by the next update.
    public func load() throws -> StoredValues {
        switch try read(lastWrite: nil) {
        case .missing:
            return StoredValues()
        case .values(let entries):
            return StoredValues(entries: entries)
        case .damaged(let reason):
            return StoredValues(problems: [
                "stored state is unreadable (\(reason)); the next change keeps it as \(file.damagedCopyBase)N and starts from a fresh state"
            ])
        }
    }

    /// See ``Storeable/update(_:)``. Writes only when `body` changed the content.
    public func update<Result>(_ body: (inout StoredValues) throws -> Result) throws -> Result {
        try file.update { access in
            var values: StoredValues
            let content = try read(lastWrite: access.lastWrite)
            switch content {
            case .missing:
                values = StoredValues()
            case .values(let entries):
                values = StoredValues(entries: entries)
            case .damaged(let reason):
                known.withLock { $0 = nil }
                let keptAs = try access.setAside(keepingOriginal: false)
                values = StoredValues(problems: [
                    "stored state was unreadable (\(reason)); kept as \(keptAs); starting from a fresh state"
                ])
            }
            let loaded = values.entries
            let result = try body(&values)
            guard values.entries != loaded else { return result }
            if values.setsAsidePreviousContent, !loaded.isEmpty { _ = try access.setAside(keepingOriginal: true) }
            let entries = values.entries
            known.withLock { $0 = nil }
            let token = try access.replace(with: encoded(entries))
            if let version = FileVersion(of: file.path) {
                known.withLock { $0 = Known(version: version, lastWrite: token, content: .values(entries)) }
            }
            return result
        }
    }

    private func encoded(_ entries: [String: StoredValue]) throws -> Data {
        do {
            return try StoreFileCodec.encode(entries)
        } catch let report as DamageReport {
            throw StoreError.unwritable(path: file.path, reason: "cannot store the values: \(report.reason)")
        } catch {
            throw StoreError.unwritable(path: file.path, reason: "cannot encode the values: \(error)")
        }
    }

    /// What the file holds: what this store last read or wrote when the file is the same version
    /// still (for an update, `lastWrite` the lock file's token), else read and decoded now.
    private func read(lastWrite: String?) throws -> Content {
        let version = FileVersion(of: file.path)
        if let version, let known = known.withLock({ $0 }), known.version == version,
            lastWrite == nil || known.lastWrite == lastWrite
        {
            return known.content
        }
        let content = try readNow()
        // Kept only when the file did not change while it was read; its token is not known unless
        // the update read it.
        if let version, FileVersion(of: file.path) == version {
            known.withLock { $0 = Known(version: version, lastWrite: lastWrite, content: content) }
        }
        return content
    }

    /// Reads and decodes the file; unreachable storage or a path that is not a regular file throws.
    private func readNow() throws -> Content {
        switch try file.read(limit: Self.maximumFileSize) {
        case .missing:
            return .missing
        case .tooLarge(let bytes):
            return .damaged(reason: "it holds \(bytes) bytes, more than the \(Self.maximumFileSize) a store may hold")
        case .content(let data):
            switch StoreFileCodec.decode(data) {
            case .success(let entries): return .values(entries)
            case .failure(let damage): return .damaged(reason: damage.reason)
            }
        }
    }
}
