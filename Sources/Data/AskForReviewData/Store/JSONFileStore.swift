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
///   `<store>.lock`), so no update is lost. An update waits at most the `lockWait` given to
///   ``init(fileURL:lockWait:)`` for another process to let go of the lock, then throws
///   ``StoreError/busy(lockPath:waitedSeconds:)``; a waiting update is woken as soon as the lock is
///   let go.
/// - **No change is lost even when the lock file is removed** (by a person, or a cleanup script,
///   while another process holds it): a lock is held only on the file the path still names, the
///   store's folder is locked too (it cannot be removed while the store is in it), and a write
///   replaces the store only if it still holds exactly the bytes the update read; otherwise nothing
///   is overwritten and the update runs again (its body too) on what is there now.
/// - The file and its lock file are created with permission 0600 and keep it after every write.
/// - **A file the process may not write is never replaced**: an update refuses, with
///   ``StoreError/unwritable(path:reason:)`` and before creating a lock file, a store file that belongs
///   to another user or that its owner may not write (mode 0444, say).
/// - **Damaged content** (garbage, truncated, empty, wrong shape or types, a newer schema, more than
///   ``maximumFileSize`` bytes, more values than the codec's bounds) loads as empty content with a
///   reason in ``StoredValues/problems``. The next update moves it aside to `<store>.corrupt-N`, never
///   overwriting an earlier one, and starts fresh. Content an update's body marks with
///   ``StoredValues/setsAsidePreviousContent`` is copied to `<store>.corrupt-N` before it is replaced.
/// - **The file is decoded once**, then again only when its bytes changed: every load and every
///   update reads the file (a few microseconds for a state's kilobyte) and decodes it only when it
///   holds other bytes than the store last read or wrote. Whoever changed it (another process, a
///   person, a program writing in place) and whatever the file system's clock (whole seconds on
///   ext3, HFS+ or ext4 with small inodes), a load or an update sees the file as it is.
/// - Dates are stored as seconds since 2001-01-01T00:00:00Z and keep their full precision.
/// - Names of any length the file system accepts work: the lock, temporary and damaged-copy names are
///   shortened (with a hash) where the store's name leaves no room for their suffix.
public final class JSONFileStore: Storeable, Identifiable {
    /// The largest store file read, in bytes (1 MiB; a real state is under 1 KiB). A larger file is
    /// reported as damaged without being read.
    public static let maximumFileSize = 1_048_576
    /// How long an update waits for another process's lock by default: 3 seconds.
    public static let defaultLockWait = Duration.seconds(3)

    /// The store file.
    public let fileURL: URL
    /// How long an update waits for another process to let go of the lock file.
    @available(
        *, deprecated, message: "the wait given to init(fileURL:lockWait:); a store does not need to tell it back"
    )
    public var lockWait: Duration { file.lockWait }
    /// Which store this is: the standardized path of its file. Two stores with one `id` keep one
    /// state (the one-call setup gives the view models made over either one state in memory).
    public var id: String { fileURL.standardizedFileURL.path }

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

    /// What the file's bytes decode to: the same bytes are not decoded again.
    private struct Known {
        let bytes: Data
        let content: Content
    }

    /// A store in the file at `fileURL`. Nothing is touched until the first update.
    /// - Parameters:
    ///   - fileURL: the store file, a regular file or none yet; its folder is created on the first update.
    ///   - lockWait: how long an update waits for another process's lock before it gives up.
    public init(fileURL: URL, lockWait: Duration = JSONFileStore.defaultLockWait) {
        self.fileURL = fileURL
        file = OwnedFile(fileURL, lockWait: lockWait)
    }

    /// See ``Storeable/load()``. Takes no lock and changes nothing on disk: damaged content is only
    /// reported here, and set aside by the next update.
    public func load() throws -> StoredValues {
        switch try read().content {
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
            var (content, expected) = try read()
            switch content {
            case .missing:
                values = StoredValues()
            case .values(let entries):
                values = StoredValues(entries: entries)
            case .damaged(let reason):
                let keptAs = try access.setAside(keepingOriginal: false)
                expected = .nothing
                values = StoredValues(problems: [
                    "stored state was unreadable (\(reason)); kept as \(keptAs); starting from a fresh state"
                ])
            }
            let loaded = values.entries
            let result = try body(&values)
            guard values.entries != loaded else { return result }
            if values.setsAsidePreviousContent, !loaded.isEmpty { _ = try access.setAside(keepingOriginal: true) }
            let entries = values.entries
            let data = try encoded(entries)
            try access.replace(with: data, expecting: expected)
            known.withLock { $0 = Known(bytes: data, content: .values(entries)) }
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

    /// What the file holds now, read whole, and what a write built on it expects to replace; decoded
    /// only when its bytes differ from those this store last read or wrote. Unreachable storage or a
    /// path that is not a regular file throws.
    private func read() throws -> (content: Content, expected: ReplacedContent) {
        switch try file.read(limit: Self.maximumFileSize) {
        case .missing:
            return (.missing, .nothing)
        case .tooLarge(let bytes):
            let reason = "it holds \(bytes) bytes, more than the \(Self.maximumFileSize) a store may hold"
            return (.damaged(reason: reason), .anything)
        case .content(let data):
            if let known = known.withLock({ $0 }), known.bytes == data { return (known.content, .bytes(data)) }
            let content: Content
            switch StoreFileCodec.decode(data) {
            case .success(let entries): content = .values(entries)
            case .failure(let damage): content = .damaged(reason: damage.reason)
            }
            known.withLock { $0 = Known(bytes: data, content: content) }
            return (content, .bytes(data))
        }
    }
}
