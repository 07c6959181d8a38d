import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// The rename that puts a file the shell wrote in place, closing the window between the last check of
/// the path and the rename: the new file and what is at the path trade names in one call (Linux
/// `renameat2` with `RENAME_EXCHANGE`, Darwin `renamex_np` with `RENAME_SWAP`), what was displaced is
/// checked, and if it is refused the names trade back. Nothing at the path: the rename refuses to
/// replace what appears meanwhile. A platform with neither call: a plain `rename`.
enum CheckedRename {
    /// (from, to, flags) → 0, or -1 with `errno`; and the flags to exchange and to refuse to replace.
    private static let call: (rename: @Sendable (String, String, UInt32) -> Int32, swap: UInt32, exclusive: UInt32)? = {
        #if canImport(Darwin)
            return ({ renamex_np($0, $1, $2) }, UInt32(RENAME_SWAP), UInt32(RENAME_EXCL))
        #else
            // Exported by glibc since 2.28, not declared by Swift's Glibc module; flags from <linux/fs.h>.
            typealias RenameAt2 =
                @convention(c) (Int32, UnsafePointer<CChar>, Int32, UnsafePointer<CChar>, UInt32)
                -> Int32
            guard let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "renameat2") else { return nil }
            let renameat2 = unsafeBitCast(symbol, to: RenameAt2.self)
            return ({ renameat2(AT_FDCWD, $0, AT_FDCWD, $1, $2) }, 2, 1)
        #endif
    }()

    /// Renames `temporary` over `path`; what it displaces must pass `check` (given where it then
    /// stands), or it goes back to `path` and the refusal is thrown with `temporary` still the new file.
    static func rename(_ temporary: String, over path: String, check: (String) throws(ReplacedFile.Refusal) -> Void)
        throws(ReplacedFile.Refusal)
    {
        guard let call else { return try plain(temporary, path) }
        for _ in 0..<8 {
            guard call.rename(temporary, path, call.exclusive) != 0 else { return }
            if errno == EEXIST, call.rename(temporary, path, call.swap) == 0 {
                do {
                    try check(temporary)
                } catch {
                    let back = call.rename(temporary, path, call.swap) == 0
                    throw ReplacedFile.Refusal(
                        reason: "\(error.reason); it was moved there during the write and "
                            + (back ? "is left in place" : "is now at \(temporary)"))
                }
                unlink(temporary)
                return
            }
            if unsupported { return try plain(temporary, path) }
            guard errno == ENOENT || errno == EEXIST else {
                throw ReplacedFile.Refusal(reason: String(cString: strerror(errno)))
            }
        }
        throw ReplacedFile.Refusal(reason: "the path kept changing while the file was being put in place")
    }

    /// Whether the call just made failed because the platform or the file system does not offer it.
    private static var unsupported: Bool { errno == EINVAL || errno == ENOSYS || errno == ENOTSUP }

    private static func plain(_ temporary: String, _ path: String) throws(ReplacedFile.Refusal) {
        guard Foundation.rename(temporary, path) == 0 else {
            throw ReplacedFile.Refusal(reason: String(cString: strerror(errno)))
        }
    }
}
