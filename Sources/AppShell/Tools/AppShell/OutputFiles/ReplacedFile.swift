import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// A whole file the shell writes at a path its user names (a table, a chart): checked before any
/// work is done, checked again just before it is replaced, written to a new temporary file beside
/// it, flushed and renamed over it, so a reader sees the old file or the new one, never a torn one.
///
/// Only nothing (in an existing folder this process may write) or a regular file this process's user
/// owns and may write is replaced; a symbolic link is never followed, and a folder, a FIFO, a device
/// or another user's file is refused with a reason that says what is there. A temporary file an
/// earlier write of the same path left (the process killed or interrupted mid-write) is removed by
/// the next write, once the process that made it is gone.
struct ReplacedFile: Equatable, Sendable {
    /// Why a path cannot be written, worded for a person.
    struct Refusal: Error, Equatable {
        /// What is at the path, or what failed, and why nothing was written.
        let reason: String
    }

    /// The path written.
    let path: String

    /// A file to write at `path`, after checking that the path may be replaced.
    /// - Throws: ``Refusal`` naming what is there when it is not nothing or an own, writable file.
    init(checking path: String) throws(Refusal) {
        self.path = path
        _ = try Self.existingPermissions(at: path)
    }

    /// Replaces the file with `data`, after checking the path again. A new file gets mode 0644; a
    /// replaced file keeps its mode.
    /// - Throws: ``Refusal`` when the path may no longer be replaced or the write fails; the file
    ///   then holds what it held before.
    func write(_ data: Data) throws(Refusal) {
        let permissions = try Self.existingPermissions(at: path) ?? 0o644
        let url = URL(fileURLWithPath: path)
        // A file name has at most 255 bytes: the temporary one keeps room for its dot and suffix.
        var base = Substring(url.lastPathComponent)
        while base.utf8.count > 200 { base = base.dropLast() }
        let prefix = ".\(base).tmp-"
        Self.removeLeftovers(named: prefix, in: url.deletingLastPathComponent())
        let temporary = url.deletingLastPathComponent().appendingPathComponent(
            "\(prefix)\(getpid())-\(UInt32.random(in: 0...UInt32.max))")
        var made = stat()
        do {
            try data.write(to: temporary, options: .withoutOverwriting)
            lstat(temporary.path, &made)
            try FileManager.default.setAttributes([.posixPermissions: permissions], ofItemAtPath: temporary.path)
            let handle = try FileHandle(forWritingTo: temporary)
            try handle.synchronize()
            try handle.close()
            // What is replaced is checked again as it is replaced: one moved in since is put back.
            try CheckedRename.rename(temporary.path, over: path) { displaced throws(Refusal) in
                _ = try Self.existingPermissions(at: displaced)
            }
        } catch {
            // Only the file this write made is removed, whatever now has its name.
            var there = stat()
            if lstat(temporary.path, &there) == 0, there.st_ino == made.st_ino, there.st_dev == made.st_dev {
                unlink(temporary.path)
            }
            throw error as? Refusal ?? Refusal(reason: error.localizedDescription)
        }
    }

    /// Removes the temporary files `folder` holds whose names are `prefix`, then the id of a process
    /// that is gone, a dash and a number: what an earlier write left when its process was killed or
    /// interrupted. Only this user's regular files go; a live process's file, or one of another
    /// name, stays.
    private static func removeLeftovers(named prefix: String, in folder: URL) {
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder.path) else { return }
        for name in names where name.hasPrefix(prefix) {
            let rest = name.dropFirst(prefix.count).split(separator: "-", omittingEmptySubsequences: false)
            guard rest.count == 2,
                rest.allSatisfy({ !$0.isEmpty && $0.allSatisfy(\.isASCII) && $0.allSatisfy(\.isNumber) }),
                let pid = pid_t(rest[0]), pid > 0, pid != getpid(), kill(pid, 0) == -1, errno == ESRCH
            else { continue }
            let path = folder.appendingPathComponent(name).path
            var info = stat()
            guard lstat(path, &info) == 0, info.st_mode & S_IFMT == S_IFREG, info.st_uid == geteuid() else { continue }
            unlink(path)
        }
    }

    /// The mode of the regular file at `path`, or `nil` when nothing is there and its folder takes a
    /// new file.
    private static func existingPermissions(at path: String) throws(Refusal) -> Int? {
        var info = stat()
        guard lstat(path, &info) == 0 else {
            guard errno == ENOENT else { throw Refusal(reason: String(cString: strerror(errno))) }
            let folder = URL(fileURLWithPath: path).deletingLastPathComponent().path
            var isFolder: ObjCBool = false
            guard FileManager.default.fileExists(atPath: folder, isDirectory: &isFolder), isFolder.boolValue else {
                throw Refusal(reason: "there is no folder \(folder) to hold it")
            }
            guard access(folder, W_OK) == 0 else {
                throw Refusal(reason: "this process may not create files in the folder \(folder)")
            }
            return nil
        }
        let kind = info.st_mode & S_IFMT
        guard kind == S_IFREG else {
            throw Refusal(reason: "it is \(name(of: kind)), not a regular file; nothing is written there")
        }
        guard info.st_uid == geteuid() else {
            throw Refusal(reason: "it belongs to another user (uid \(info.st_uid)); this process leaves it alone")
        }
        guard info.st_mode & 0o200 != 0 else {
            throw Refusal(reason: "it is read-only (mode 0\(String(info.st_mode & 0o777, radix: 8)))")
        }
        return Int(info.st_mode & 0o777)
    }

    /// A file type other than a regular file, in words.
    private static func name(of kind: mode_t) -> String {
        switch kind {
        case S_IFDIR: "a folder"
        case S_IFIFO: "a FIFO (named pipe)"
        case S_IFLNK: "a symbolic link"
        case S_IFSOCK: "a socket"
        case S_IFCHR, S_IFBLK: "a device"
        default: "an unknown kind of file"
        }
    }
}
