import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// Renames a new file over a path only if what it replaces is acceptable, with no window between the
/// check and the rename: where the platform can exchange two names atomically (Linux `renameat2`
/// with `RENAME_EXCHANGE`, Darwin `renamex_np` with `RENAME_SWAP`), the new file and what is at the
/// path trade places, what was there is checked where it now stands, and if it is refused the two
/// trade back, so another user's file moved onto the path in the last instant is restored, not
/// replaced. Where nothing is at the path the rename refuses to replace whatever appears meanwhile.
/// Where the platform offers neither, a plain `rename` (the window stays, as the docs say).
enum ExchangingRename {
    /// `renameat2`-like: (from, to, flags) → 0, or -1 with `errno`.
    private typealias Rename = @Sendable (UnsafePointer<CChar>, UnsafePointer<CChar>, UInt32) -> Int32

    private struct Calls: Sendable {
        let rename: Rename
        let exchange: UInt32
        let noReplace: UInt32
    }

    private static let calls: Calls? = {
        #if canImport(Darwin)
            return Calls(
                rename: { renamex_np($0, $1, $2) }, exchange: UInt32(RENAME_SWAP), noReplace: UInt32(RENAME_EXCL))
        #else
            // glibc 2.28 and later export renameat2, which Swift's Glibc module does not declare.
            typealias RenameAt2 =
                @convention(c) (Int32, UnsafePointer<CChar>, Int32, UnsafePointer<CChar>, UInt32)
                -> Int32
            guard let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "renameat2") else { return nil }
            let renameat2 = unsafeBitCast(symbol, to: RenameAt2.self)
            // RENAME_NOREPLACE and RENAME_EXCHANGE, from <linux/fs.h>.
            return Calls(rename: { renameat2(AT_FDCWD, $0, AT_FDCWD, $1, $2) }, exchange: 2, noReplace: 1)
        #endif
    }()

    /// Renames `temporary` over `path`. When something is at `path`, it must pass `accept` (given the
    /// path where it then stands) or it is left at `path` and the refusal thrown; `temporary` is then
    /// still at its own name, for the caller to remove.
    /// - Throws: the refusal `accept` throws, or a ``DamageReport`` when a rename fails.
    static func rename(
        _ temporary: String, over path: String, accept: (String) throws(DamageReport) -> Void
    ) throws(DamageReport) {
        guard let calls else { return try plainRename(temporary, over: path) }
        // Something may come and go at the path between attempts; each attempt is atomic.
        for _ in 0..<8 {
            if calls.rename(temporary, path, calls.noReplace) == 0 { return }
            if unsupported { return try plainRename(temporary, over: path) }
            guard errno == EEXIST else { throw DamageReport(String(cString: strerror(errno))) }
            if calls.rename(temporary, path, calls.exchange) == 0 {
                // `temporary` now names what was at the path.
                do {
                    try accept(temporary)
                } catch {
                    guard calls.rename(temporary, path, calls.exchange) == 0 else {
                        throw DamageReport(
                            "\(error.reason); it could not be put back (\(String(cString: strerror(errno)))) and is at \(temporary)"
                        )
                    }
                    if error.isConflict { throw error }
                    throw DamageReport("\(error.reason); it was moved there during the write and is left in place")
                }
                unlink(temporary)
                return
            }
            if unsupported { return try plainRename(temporary, over: path) }
            guard errno == ENOENT else { throw DamageReport(String(cString: strerror(errno))) }
        }
        throw DamageReport("the path kept changing while the write was being put in place")
    }

    /// Moves `path` to `target` unless something is at `target`: 0, or -1 with `errno` (`EEXIST` when
    /// `target` is taken). Where the platform cannot refuse to replace in one call, the file gets the
    /// second name first (`link`, which never replaces) and then loses the first.
    static func moveWithoutReplacing(_ path: String, to target: String) -> Int32 {
        if let calls {
            let result = calls.rename(path, target, calls.noReplace)
            if result == 0 || !unsupported { return result }
        }
        guard link(path, target) == 0 else { return -1 }
        unlink(path)
        return 0
    }

    /// Whether the call just made failed because the platform or the file system does not offer it.
    private static var unsupported: Bool { errno == EINVAL || errno == ENOSYS || errno == ENOTSUP }

    private static func plainRename(_ temporary: String, over path: String) throws(DamageReport) {
        guard posixRename(temporary, path) == 0 else { throw DamageReport(String(cString: strerror(errno))) }
    }
}

/// The C library's `rename`, which the enum's own `rename` hides inside it.
private func posixRename(_ from: String, _ to: String) -> Int32 {
    rename(from, to)
}
