#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// Which file a path names and when it last changed, as `lstat` tells it without opening the file: the
/// device, the inode, the size and the times of its last change of content and of status, to the
/// nanosecond the file system keeps.
///
/// A store file is only ever replaced by a rename of a new file, which gives the path another inode
/// and new times, so a version that is unchanged is content that is unchanged. Two versions of
/// different content look alike only when a change lands within the same tick of the file system's
/// clock as the version it follows, at the same size: a new file given the inode number a replaced
/// one freed (``JSONFileStore`` rules that out for writers of this package by the token each leaves
/// in the lock file), or a program rewriting the file in place. Where the kernel stamps each change
/// apart (Linux 6.13 and later: measured distinct for 2,000 writes in a row on this ext4), neither
/// happens; on a coarse clock the tick is a few milliseconds.
struct FileVersion: Equatable, Sendable {
    private let device: UInt64
    private let inode: UInt64
    private let size: Int64
    private let modified: [Int]
    private let changed: [Int]

    /// The version of what `path` names now, or `nil` when nothing is there or it cannot be told.
    init?(of path: String) {
        var info = stat()
        guard lstat(path, &info) == 0 else { return nil }
        device = UInt64(truncatingIfNeeded: info.st_dev)
        inode = UInt64(truncatingIfNeeded: info.st_ino)
        size = Int64(info.st_size)
        #if canImport(Darwin)
            modified = [Int(info.st_mtimespec.tv_sec), Int(info.st_mtimespec.tv_nsec)]
            changed = [Int(info.st_ctimespec.tv_sec), Int(info.st_ctimespec.tv_nsec)]
        #else
            modified = [Int(info.st_mtim.tv_sec), Int(info.st_mtim.tv_nsec)]
            changed = [Int(info.st_ctim.tv_sec), Int(info.st_ctim.tv_nsec)]
        #endif
    }
}
