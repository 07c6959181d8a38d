package import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// The few POSIX file operations the file store needs, each reporting failure as a readable reason.
///
/// Nothing here follows a symbolic link at the last component of a path, blocks on a FIFO or a
/// device, or reads more than it was told it may.
package enum POSIXFile {
    /// What reading a file found.
    package enum ReadOutcome {
        case missing
        case content(Data)
        /// The file holds more bytes than the limit; it was not read.
        case tooLarge(bytes: Int)
    }

    /// A lock that another process held for longer than the wait allowed.
    struct LockBusy: Error {}

    /// Checks that `path` is a regular file, or that nothing is there, without reading it; opened and
    /// checked as ``readRegularFile(_:limit:)`` does.
    static func requireRegularFileOrNothing(at path: String) throws(DamageReport) {
        let descriptor = open(path, O_RDONLY | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC)
        guard descriptor >= 0 else {
            if errno == ENOENT { return }
            throw DamageReport(whyUnopenable(path))
        }
        defer { close(descriptor) }
        _ = try regularFileSize(descriptor)
    }

    /// Checks that the file at `path`, if there is one, belongs to this process's user and that its
    /// owner may write it: a write replaces the file, and must not replace one the process may not write.
    static func requireOwnWritableFileOrNothing(at path: String) throws(DamageReport) {
        var info = stat()
        guard lstat(path, &info) == 0 else {
            if errno == ENOENT { return }
            throw DamageReport(lastError())
        }
        guard info.st_uid == geteuid() else {
            throw DamageReport("it belongs to another user (uid \(info.st_uid)), so this process does not replace it")
        }
        guard info.st_mode & 0o200 != 0 else {
            let mode = String(info.st_mode & 0o777, radix: 8)
            throw DamageReport("it is read-only (mode 0\(mode)), so this process does not replace it")
        }
    }

    /// Reads the regular file at `path`, at most `limit` bytes; a missing file is not an error.
    ///
    /// The file is opened without following a symbolic link and without blocking, and its type is
    /// checked on the opened descriptor: anything but a regular file is refused with a reason that
    /// says what it is.
    static func readRegularFile(_ path: String, limit: Int) throws(DamageReport) -> ReadOutcome {
        let descriptor = open(path, O_RDONLY | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC)
        guard descriptor >= 0 else {
            if errno == ENOENT { return .missing }
            throw DamageReport(whyUnopenable(path))
        }
        defer { close(descriptor) }
        let size = try regularFileSize(descriptor)
        if size > limit { return .tooLarge(bytes: size) }
        var data = Data()
        var buffer = [UInt8](repeating: 0, count: 16_384)
        while true {
            let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
            if count < 0 {
                if errno == EINTR { continue }
                throw DamageReport(lastError())
            }
            if count == 0 { return .content(data) }
            data.append(contentsOf: buffer[0..<count])
            // The file grew while it was read.
            if data.count > limit { return .tooLarge(bytes: data.count) }
        }
    }

    /// Writes `data` to a new temporary file beside `path` with `permissions`, flushes it to disk,
    /// renames it over `path` and flushes the folder: a reader sees the old file or the new one, never
    /// a torn one, and a power cut after this returns keeps the new one. What the rename replaces is
    /// checked as it is replaced (see ``ExchangingRename``): only nothing or this user's own, writable
    /// regular file, holding what `expected` says; what holds anything else is put back, and the
    /// refusal is a conflict (``DamageReport/isConflict``).
    static func writeAtomically(
        _ data: Data, to path: String, temporaryPath: String, permissions: mode_t, replacing expected: ReplacedContent
    ) throws(DamageReport) {
        let descriptor = open(temporaryPath, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, permissions)
        guard descriptor >= 0 else { throw DamageReport(lastError()) }
        var made = stat()
        var failure = (fstat(descriptor, &made) == 0 ? writeAll(data, to: descriptor) : lastError()).map {
            DamageReport($0)
        }
        if failure == nil, fchmod(descriptor, permissions) != 0 || fsync(descriptor) != 0 {
            failure = DamageReport(lastError())
        }
        close(descriptor)
        if failure == nil {
            do {
                // What the new file replaces is checked as it is replaced: a file moved onto the path
                // since the caller's checks is put back, not replaced, unless it is this user's own.
                try ExchangingRename.rename(temporaryPath, over: path) { replaced throws(DamageReport) in
                    try requireOwnFileOrNothing(at: replaced)
                    try expected.check(replaced)
                }
            } catch {
                failure = error
            }
        }
        if let failure {
            // Only the file this call made is removed, whatever now has its name.
            var there = stat()
            if lstat(temporaryPath, &there) == 0, there.st_dev == made.st_dev, there.st_ino == made.st_ino {
                unlink(temporaryPath)
            }
            throw failure
        }
        flushFolder(containing: path)
    }

    /// Writes all of `data` to `descriptor`; the reason when a write fails, else `nil`.
    private static func writeAll(_ data: Data, to descriptor: Int32) -> String? {
        data.withUnsafeBytes { bytes -> String? in
            var offset = 0
            while offset < bytes.count {
                let count = write(descriptor, bytes.baseAddress.map { $0 + offset }, bytes.count - offset)
                if count < 0 {
                    if errno == EINTR { continue }
                    return lastError()
                }
                offset += count
            }
            return nil
        }
    }

    /// Gives the file at `path` the first free name among `candidates`, never replacing an existing
    /// file, and returns that name. With `keepingOriginal` the file also stays at `path` (a second
    /// name for the same file); otherwise it leaves `path`. What is moved is checked where it then
    /// stands, as a write checks what it replaces: a file that is not this user's own, writable
    /// regular file (moved onto the path since the caller read it) is put back, or its second name
    /// removed, and refused.
    static func setAside(_ path: String, as candidates: (Int) -> String, keepingOriginal: Bool = false)
        throws(DamageReport) -> String
    {
        for number in 1...10_000 {
            let target = candidates(number)
            let moved = keepingOriginal ? link(path, target) : ExchangingRename.moveWithoutReplacing(path, to: target)
            guard moved == 0 else {
                if errno != EEXIST { throw DamageReport(lastError()) }
                continue
            }
            do {
                try requireOwnFileOrNothing(at: target)
            } catch {
                if keepingOriginal || ExchangingRename.moveWithoutReplacing(target, to: path) == 0 {
                    if keepingOriginal { unlink(target) }
                    throw DamageReport("\(error.reason); it was moved there during the update and is left in place")
                }
                throw DamageReport("\(error.reason); it was moved there during the update and is now at \(target)")
            }
            flushFolder(containing: path)
            return target
        }
        throw DamageReport("no free name to keep the damaged file under")
    }

    /// Checks that `path` holds nothing or a regular file this process's user owns and may write:
    /// what a write may replace, and what setting damage aside may move.
    private static func requireOwnFileOrNothing(at path: String) throws(DamageReport) {
        try requireRegularFileOrNothing(at: path)
        try requireOwnWritableFileOrNothing(at: path)
    }

    /// Runs `body` holding an exclusive advisory lock (`flock`) on the regular file at `lockPath`,
    /// created with 0600 if missing. Waits at most `timeout` for another holder to let go. `body` may
    /// write the lock file (see ``setLockRecord(_:_:)``): it is only ever the package's own.
    ///
    /// A lock is held only on the file `lockPath` names once it is taken: a lock file removed or
    /// replaced while this waited (a person, a cleanup script) is no longer the one other processes
    /// lock, so the lock is let go and taken again on what the path names now. One removed while
    /// `body` runs lets another process lock the new one; so the folder that holds the lock file (and
    /// the store), which cannot be removed or replaced while the store is in it, is locked too, after
    /// the lock file: every holder of the folder's lock holds a lock file first, so the folder's lock
    /// is taken at once unless a lock file was removed under its holder, and then it keeps the two
    /// apart.
    /// - Throws: ``LockBusy`` when the wait ran out; ``DamageReport`` when the lock file or the folder
    ///   cannot be opened, or the lock file is not a file of the package's own (see
    ///   ``requireOwnLockFile(_:)``).
    static func withExclusiveLock<Result>(
        at lockPath: String, in folder: String, waitingAtMost timeout: Duration, _ body: (Int32) throws -> Result
    )
        throws -> Result
    {
        let deadline = ContinuousClock.now.advanced(by: timeout)
        while true {
            let descriptor = open(lockPath, O_RDWR | O_CREAT | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC, 0o600)
            guard descriptor >= 0 else {
                throw DamageReport(whyUnopenable(lockPath))
            }
            // Removed or replaced since it was opened: open what the path names now, while time is left.
            guard isStill(descriptor, at: lockPath) else {
                close(descriptor)
                guard ContinuousClock.now < deadline else { throw LockBusy() }
                continue
            }
            do {
                try requireOwnLockFile(descriptor)
            } catch {
                close(descriptor)
                throw error
            }
            // A lock file removed or replaced while this waited for it: lock what the path names now.
            // `nil` is "lock again", whatever `Result` is (an optional result stays wrapped in it).
            let result: Result? = try holding(descriptor, until: deadline, naming: "") { () throws -> Result? in
                guard isStill(descriptor, at: lockPath) else { return nil }
                return try withFolderLocked(folder, until: deadline) { try body(descriptor) }
            }
            if let result { return result }
        }
    }

    /// Runs `body` holding an exclusive `flock` on the folder at `path`, waiting for it until `deadline`.
    private static func withFolderLocked<Result>(
        _ path: String, until deadline: ContinuousClock.Instant, _ body: () throws -> Result
    ) throws -> Result {
        let descriptor = open(path, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        guard descriptor >= 0 else { throw DamageReport("cannot open the folder \(path): \(lastError())") }
        return try holding(descriptor, until: deadline, naming: "cannot lock the folder \(path): ", body)
    }

    /// Takes an exclusive `flock` on `descriptor`, waiting for it until `deadline`, runs `body` holding
    /// it, then lets go and closes the descriptor (which a wait that ran out leaves to its waiting
    /// thread, see ``ExclusiveLockWait``).
    /// - Throws: ``LockBusy`` when the time ran out; ``DamageReport`` (its reason after `prefix`) when
    ///   `flock` failed; what `body` throws.
    private static func holding<Result>(
        _ descriptor: Int32, until deadline: ContinuousClock.Instant, naming prefix: String,
        _ body: () throws -> Result
    ) throws -> Result {
        switch ExclusiveLockWait.acquire(descriptor, within: max(.zero, ContinuousClock.now.duration(to: deadline))) {
        case .acquired:
            defer {
                flock(descriptor, LOCK_UN)
                close(descriptor)
            }
            return try body()
        case .timedOut:
            throw LockBusy()
        case .failed(let error):
            close(descriptor)
            throw DamageReport(prefix + String(cString: strerror(error)))
        }
    }

    /// Whether `path` still names the file open at `descriptor` (the same device and inode).
    private static func isStill(_ descriptor: Int32, at path: String) -> Bool {
        var opened = stat()
        var named = stat()
        guard fstat(descriptor, &opened) == 0, lstat(path, &named) == 0 else { return false }
        return opened.st_dev == named.st_dev && opened.st_ino == named.st_ino
    }

    /// Creates the folder at `path` and any missing parent, each with mode 0700 from the start.
    static func createFolders(_ path: String) throws(DamageReport) {
        var info = stat()
        if stat(path, &info) == 0 {
            guard info.st_mode & FileType.mask == FileType.directory else {
                throw DamageReport("\(path) is not a folder")
            }
            return
        }
        guard errno == ENOENT else { throw DamageReport("\(path): \(lastError())") }
        let parent = URL(fileURLWithPath: path).deletingLastPathComponent().path
        if parent != path { try createFolders(parent) }
        if mkdir(path, 0o700) != 0, errno != EEXIST {
            throw DamageReport("cannot create the folder \(path): \(lastError())")
        }
    }

    /// The text the lock file open at `descriptor` holds (at most 4 KiB): the name of the temporary
    /// file an update was writing, when that update did not finish; empty otherwise.
    static func lockRecord(_ descriptor: Int32) -> String {
        var buffer = [UInt8](repeating: 0, count: 4_096)
        let count = buffer.withUnsafeMutableBytes { pread(descriptor, $0.baseAddress, $0.count, 0) }
        return count > 0 ? String(decoding: buffer[..<count], as: UTF8.self) : ""
    }

    /// Makes the lock file open at `descriptor` hold `text` (nothing when empty), so the next holder
    /// of the lock knows which temporary file an unfinished update left.
    static func setLockRecord(_ descriptor: Int32, _ text: String) throws(DamageReport) {
        guard ftruncate(descriptor, 0) == 0 else { throw DamageReport(lastError()) }
        let bytes = Array(text.utf8)
        guard !bytes.isEmpty else { return }
        let written = bytes.withUnsafeBytes { pwrite(descriptor, $0.baseAddress, $0.count, 0) }
        guard written == bytes.count else { throw DamageReport(lastError()) }
    }

    /// Why `path` could not be opened (`errno` as `open` left it), naming what is there when it is
    /// not a regular file: a socket cannot be opened at all, for example.
    private static func whyUnopenable(_ path: String) -> String {
        let error = errno
        if error == ELOOP { return "it is a symbolic link, which is never followed" }
        var info = stat()
        if lstat(path, &info) == 0, info.st_mode & FileType.mask != FileType.regular {
            return "it is \(FileType.name(of: info.st_mode & FileType.mask)), not a regular file"
        }
        return String(cString: strerror(error))
    }

    /// Checks that the file open at `descriptor` may be written as a lock file: a regular file with
    /// this one name, belonging to this process's user. Opening it followed no link; these checks on
    /// the opened file leave out what the name could lead to besides: a second name of another file
    /// (a hard link, whose content a write would change), another user's file, a FIFO or a device.
    static func requireOwnLockFile(_ descriptor: Int32) throws(DamageReport) {
        let info = try regularFileInfo(descriptor)
        guard info.st_uid == geteuid() else {
            throw DamageReport("it belongs to another user (uid \(info.st_uid)), so this process does not write to it")
        }
        // No name at all: removed since it was opened, which the lock then finds (see withExclusiveLock).
        guard info.st_nlink <= 1 else {
            throw DamageReport(
                "it has \(info.st_nlink) names (a hard link to another file), so this process does not write to it")
        }
    }

    /// The size of the regular file open at `descriptor`; anything else is refused, naming what it is.
    private static func regularFileSize(_ descriptor: Int32) throws(DamageReport) -> Int {
        Int(try regularFileInfo(descriptor).st_size)
    }

    /// What `fstat` says of the regular file open at `descriptor`; anything else is refused, naming
    /// what it is.
    private static func regularFileInfo(_ descriptor: Int32) throws(DamageReport) -> stat {
        var info = stat()
        guard fstat(descriptor, &info) == 0 else { throw DamageReport(lastError()) }
        let type = info.st_mode & FileType.mask
        guard type == FileType.regular else {
            throw DamageReport("it is \(FileType.name(of: type)), not a regular file")
        }
        return info
    }

    /// Flushes the folder holding `path`, so a rename in it survives a power cut. Best effort: the
    /// rename has already happened and is visible whatever this finds.
    private static func flushFolder(containing path: String) {
        let folder = URL(fileURLWithPath: path).deletingLastPathComponent().path
        let descriptor = open(folder, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        guard descriptor >= 0 else { return }
        fsync(descriptor)
        close(descriptor)
    }

    private static func lastError() -> String {
        String(cString: strerror(errno))
    }

    /// The file-type bits of `st_mode`, the same on Linux and Apple platforms.
    private enum FileType {
        static let mask: mode_t = 0o170_000
        static let regular: mode_t = 0o100_000
        static let directory: mode_t = 0o040_000

        static func name(of type: mode_t) -> String {
            switch type {
            case directory: "a folder"
            case 0o010_000: "a FIFO (named pipe)"
            case 0o140_000: "a socket"
            case 0o020_000: "a character device"
            case 0o060_000: "a block device"
            case 0o120_000: "a symbolic link"
            default: "an unknown kind of file"
            }
        }
    }
}
