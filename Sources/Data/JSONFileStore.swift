import Foundation

/// A ``Storeable`` kept in one JSON file, safe against crashes, concurrent writers and damage.
///
/// - Writes are atomic: a temporary file beside the store is written, flushed and renamed over it,
///   so a process killed at any instant leaves the previous content or the new one. Temporary files
///   left by a killed writer are removed on this store's first update.
/// - Updates are serialized across threads (one lock) and across processes (`flock` on the separate
///   file `<store>.lock`), so no update is lost.
/// - The file and its lock file are created with permission 0600 and keep it after every write; the
///   folder is created (0700) when missing.
/// - Content that cannot be decoded (garbage, truncated, empty, wrong shape or types, a newer schema)
///   is moved aside to `<store>.corrupt-N`, never overwritten, and loads as empty content with a
///   reason in ``StoredValues/problems``; the next write starts fresh.
/// - Dates are stored as seconds since 2001-01-01T00:00:00Z and keep their full precision.
public final class JSONFileStore: Storeable {
    /// The store file.
    public let fileURL: URL

    private let path: String
    private let lockPath: String
    private let directory: String
    private let temporaryPrefix: String
    private let state = Locked(WriterState())

    private struct WriterState {
        var removedLeftovers = false
        var temporaryCounter = 0
    }

    /// A store in the file at `fileURL`. Nothing is touched until the first load or update.
    public init(fileURL: URL) {
        self.fileURL = fileURL
        path = fileURL.path
        lockPath = path + ".lock"
        directory = fileURL.deletingLastPathComponent().path
        temporaryPrefix = "." + fileURL.lastPathComponent + ".tmp-"
    }

    /// See ``Storeable/load()``. Creates the folder and lock file if missing; never the store file.
    public func load() throws -> StoredValues {
        try exclusively { _ in try readRecovering() }
    }

    /// See ``Storeable/update(_:)``. Writes only when `body` changed the content.
    public func update<Result>(_ body: (inout StoredValues) throws -> Result) throws -> Result {
        try exclusively { writer in
            if !writer.removedLeftovers {
                POSIXFile.removeFiles(in: directory, withPrefix: temporaryPrefix)
                writer.removedLeftovers = true
            }
            let loaded = try readRecovering()
            var values = loaded
            let result = try body(&values)
            guard values.entries != loaded.entries else { return result }
            let data: Data
            do {
                data = try StoreFileCodec.encode(values.entries)
            } catch {
                throw StoreError.unwritable(path: path, reason: "cannot encode the values: \(error)")
            }
            writer.temporaryCounter += 1
            let temporaryPath = "\(directory)/\(temporaryPrefix)\(getpid())-\(writer.temporaryCounter)"
            do {
                try POSIXFile.writeAtomically(data, to: path, temporaryPath: temporaryPath, permissions: 0o600)
            } catch let report as DamageReport {
                throw StoreError.unwritable(path: path, reason: report.reason)
            }
            return result
        }
    }

    private func exclusively<Result>(_ body: (inout WriterState) throws -> Result) throws -> Result {
        try state.withLock { writer in
            try createDirectoryIfMissing()
            do {
                return try POSIXFile.withExclusiveLock(at: lockPath) { try body(&writer) }
            } catch let report as DamageReport {
                throw StoreError.unreadable(path: lockPath, reason: "cannot lock: \(report.reason)")
            }
        }
    }

    private func createDirectoryIfMissing() throws {
        var isDirectory: ObjCBool = false
        if FileManager.default.fileExists(atPath: directory, isDirectory: &isDirectory), isDirectory.boolValue {
            return
        }
        do {
            try FileManager.default.createDirectory(
                atPath: directory,
                withIntermediateDirectories: true,
                attributes: [.posixPermissions: 0o700]
            )
        } catch {
            throw StoreError.unwritable(path: path, reason: "cannot create the folder \(directory)")
        }
    }

    /// Reads the file; damaged content is set aside and reported, unreachable storage throws.
    private func readRecovering() throws -> StoredValues {
        let outcome: POSIXFile.ReadOutcome
        do {
            outcome = try POSIXFile.readContents(path)
        } catch {
            throw StoreError.unreadable(path: path, reason: error.reason)
        }
        guard case .content(let data) = outcome else { return StoredValues() }
        switch StoreFileCodec.decode(data) {
        case .success(let entries):
            return StoredValues(entries: entries)
        case .failure(let damage):
            let keptAs: String
            do {
                keptAs = try POSIXFile.setAside(path)
            } catch {
                throw StoreError.unwritable(path: path, reason: "cannot set the damaged file aside: \(error.reason)")
            }
            return StoredValues(problems: [
                "stored state was unreadable (\(damage.reason)); kept as \(keptAs); starting from a fresh state"
            ])
        }
    }
}
