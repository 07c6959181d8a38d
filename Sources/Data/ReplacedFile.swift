package import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// A whole file the package's tools write at a path their user names (a table, a chart), with the
/// care the store takes of its own file: checked before any work is done, checked again just before
/// it is replaced, written to a new temporary file beside it, flushed and renamed over it.
///
/// Only nothing (in an existing folder this process may write) or a regular file this process's user
/// owns and may write is replaced; a symbolic link is never followed, and a folder, a FIFO, a device
/// or another user's file is refused with a reason that says what is there.
package struct ReplacedFile: Equatable, Sendable {
    /// Why a path cannot be written, worded for a person.
    package struct Refusal: Error, Equatable {
        /// What is at the path, or what failed, and why nothing was written.
        package let reason: String
    }

    /// The path written.
    package let path: String

    /// A file to write at `path`, after checking that the path may be replaced.
    /// - Throws: ``Refusal`` naming what is there when it is not nothing or an own, writable file.
    package init(checking path: String) throws(Refusal) {
        self.path = path
        _ = try existingPermissions()
    }

    /// Replaces the file with `data`, after checking the path again: a reader sees the old file or
    /// the new one, never a torn one. A new file gets mode 0644; a replaced file keeps its mode.
    /// - Throws: ``Refusal`` when the path may no longer be replaced or the write fails; the file
    ///   then holds what it held before.
    package func write(_ data: Data) throws(Refusal) {
        let permissions = try existingPermissions() ?? 0o644
        let url = URL(fileURLWithPath: path)
        let base = SiblingName.base(of: url.lastPathComponent, leaving: 40)
        let temporary = url.deletingLastPathComponent().appendingPathComponent(
            ".\(base).tmp-\(getpid())-\(UInt32.random(in: 0...UInt32.max))"
        ).path
        do {
            try POSIXFile.writeAtomically(data, to: path, temporaryPath: temporary, permissions: permissions)
        } catch {
            throw Refusal(reason: error.reason)
        }
    }

    /// The mode of the regular file at the path, or `nil` when nothing is there and its folder takes
    /// a new file.
    private func existingPermissions() throws(Refusal) -> mode_t? {
        do {
            try POSIXFile.requireRegularFileOrNothing(at: path)
            try POSIXFile.requireOwnWritableFileOrNothing(at: path)
        } catch {
            throw Refusal(reason: error.reason)
        }
        var info = stat()
        if lstat(path, &info) == 0 { return info.st_mode & 0o777 }
        let folder = URL(fileURLWithPath: path).deletingLastPathComponent().path
        guard POSIXFile.isFolder(folder) else {
            throw Refusal(reason: "there is no folder \(folder) to hold it")
        }
        guard access(folder, W_OK) == 0 else {
            throw Refusal(reason: "this process may not create files in the folder \(folder)")
        }
        return nil
    }
}
