import AskForReviewDomain
package import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// One file kept with the care a store needs, whatever it holds: read without a lock (a whole file or
/// none), replaced by an atomic, durable rename under a lock shared by threads and processes, never
/// following a link, never replacing a file the process does not own, a killed writer's temporary
/// file removed by the next writer (and no other file), damaged content set aside as
/// `<file>.corrupt-N` without overwriting an earlier copy. ``JSONFileStore`` keeps its values in one;
/// ``RemotePolicySource`` its last good policy.
package struct OwnedFile: Sendable {
    let path: String
    let directory: String
    private let lockPath: String
    private let temporaryPrefix: String
    /// Where damaged content goes, followed by a number.
    let damagedCopyBase: String
    /// How long an update waits for another process's lock.
    let lockWait: Duration
    /// Serializes this process's updates.
    private let writer = Locked(())
    /// Numbers this process's temporary files.
    private let temporaryCounter = Locked(0)

    /// The file at `url`; an update waits at most `lockWait` for another process's lock.
    package init(_ url: URL, lockWait: Duration) {
        self.lockWait = lockWait
        path = url.path
        directory = url.deletingLastPathComponent().path
        let name = url.lastPathComponent
        lockPath = "\(directory)/\(SiblingName.base(of: name, leaving: 5)).lock"
        temporaryPrefix = ".\(SiblingName.base(of: name, leaving: 40)).tmp-"
        damagedCopyBase = "\(directory)/\(SiblingName.base(of: name, leaving: 15)).corrupt-"
    }

    /// What the file holds now, at most `limit` bytes; no lock is taken and nothing changes.
    /// - Throws: ``StoreError/unreadable(path:reason:)`` when the path is not a regular file or cannot
    ///   be read.
    package func read(limit: Int) throws -> POSIXFile.ReadOutcome {
        do {
            return try POSIXFile.readRegularFile(path, limit: limit)
        } catch {
            throw StoreError.unreadable(path: path, reason: error.reason)
        }
    }

    /// `body`'s result, run with the file locked against other updates (threads and processes): it is
    /// given a way to replace the file's content and a way to set the content aside.
    ///
    /// When a replacement finds that another writer replaced the content it expected meanwhile (the
    /// lock did not keep that writer out: its lock file was removed while it was held), nothing is
    /// overwritten and the whole update runs again, `body` included, on what is there now.
    /// - Throws: a ``StoreError`` when the path is not a replaceable file, the lock cannot be had in
    ///   time, or a write fails; or what `body` throws.
    package func update<Result>(_ body: (Access) throws -> Result) throws -> Result {
        try writer.update(refusingNestedWith: StoreError.nestedUpdate) { _ in
            // Refuse a path that is not a regular file before creating a folder or a lock file.
            try requireReplaceable()
            do {
                try POSIXFile.createFolders(directory)
            } catch let report as DamageReport {
                throw StoreError.unwritable(path: path, reason: report.reason)
            }
            var conflicts: [String] = []
            while conflicts.count < Self.mostConflicts {
                do {
                    return try exclusively { lock in
                        // Again under the lock: what is at the path now is what the write would
                        // replace, and another file may have been moved there while this update waited.
                        try requireReplaceable()
                        removeUnfinishedTemporaryFile(recordedIn: lock)
                        return try body(Access(file: self, lock: lock))
                    }
                } catch let conflict as Conflict {
                    conflicts.append(conflict.reason)
                }
            }
            throw StoreError.unwritable(
                path: path,
                reason:
                    "other writers replaced it \(conflicts.count) times while this update wrote; last: \(conflicts.last ?? "")"
            )
        }
    }

    /// How many times an update runs again after another writer replaced the file under it.
    private static let mostConflicts = 64

    /// Another writer replaced the content a replacement expected; the update runs again.
    private struct Conflict: Error {
        let reason: String
    }

    /// What an update may do to the file while it holds the lock (only within the update).
    package struct Access {
        fileprivate let file: OwnedFile
        fileprivate let lock: Int32

        /// Replaces the file's content with `data`, atomically and durably, mode 0600, if the file
        /// still holds what `expected` says (what the update read): otherwise nothing is replaced and
        /// the update runs again.
        package func replace(with data: Data, expecting expected: ReplacedContent) throws {
            let number = file.temporaryCounter.withLock { counter in
                counter += 1
                return counter
            }
            let temporaryName = "\(file.temporaryPrefix)\(getpid())-\(number)"
            do {
                // The name goes into the lock file first, so a writer killed mid-write leaves a
                // leftover the next update can prove is this file's own, and remove.
                try POSIXFile.setLockRecord(lock, temporaryName)
                // Once the write has ended, replaced or refused, no temporary file is left to name.
                defer { try? POSIXFile.setLockRecord(lock, "") }
                try POSIXFile.writeAtomically(
                    data, to: file.path, temporaryPath: "\(file.directory)/\(temporaryName)", permissions: 0o600,
                    replacing: expected)
            } catch {
                if error.isConflict { throw Conflict(reason: error.reason) }
                throw StoreError.unwritable(path: file.path, reason: error.reason)
            }
        }

        /// Moves (or, `keepingOriginal`, copies) the content to `<file>.corrupt-N`; returns that path.
        package func setAside(keepingOriginal: Bool) throws -> String {
            do {
                return try POSIXFile.setAside(
                    file.path, as: { "\(file.damagedCopyBase)\($0)" }, keepingOriginal: keepingOriginal)
            } catch {
                throw StoreError.unwritable(
                    path: file.path, reason: "cannot keep the damaged file aside: \(error.reason)")
            }
        }
    }

    /// Throws unless the path holds nothing or a regular file this process owns and may write.
    private func requireReplaceable() throws {
        do {
            try POSIXFile.requireRegularFileOrNothing(at: path)
        } catch {
            throw StoreError.unreadable(path: path, reason: error.reason)
        }
        do {
            try POSIXFile.requireOwnWritableFileOrNothing(at: path)
        } catch {
            throw StoreError.unwritable(path: path, reason: error.reason)
        }
    }

    /// Removes the temporary file an update that did not finish (a killed writer) named in the lock
    /// file, and only that one: a file is removed only when this file's writer wrote its name there
    /// first.
    private func removeUnfinishedTemporaryFile(recordedIn lock: Int32) {
        let name = POSIXFile.lockRecord(lock)
        guard name.hasPrefix(temporaryPrefix), !name.contains("/") else { return }
        unlink("\(directory)/\(name)")
        try? POSIXFile.setLockRecord(lock, "")
    }

    private func exclusively<Result>(_ body: (Int32) throws -> Result) throws -> Result {
        do {
            return try POSIXFile.withExclusiveLock(at: lockPath, in: directory, waitingAtMost: lockWait, body)
        } catch is POSIXFile.LockBusy {
            let waited = Double(lockWait.components.seconds) + Double(lockWait.components.attoseconds) / 1e18
            throw StoreError.busy(lockPath: lockPath, waitedSeconds: waited)
        } catch let report as DamageReport {
            throw StoreError.unwritable(path: path, reason: "cannot lock \(lockPath): \(report.reason)")
        }
    }
}
