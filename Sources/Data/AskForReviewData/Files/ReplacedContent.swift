package import Foundation

/// What a write expects to replace: the content its update read under the lock, so that a write never
/// overwrites content it was not built on, even when the lock failed to keep another writer out (a
/// lock file removed while it was held). The check compares bytes, not a file's inode or times: an
/// inode number is reused once freed, and a file system may keep whole seconds only.
package enum ReplacedContent: Sendable {
    /// Whatever is there (a file whose last writer wins, such as a last good policy).
    case anything
    /// Nothing: the update found no file.
    case nothing
    /// A file holding exactly these bytes.
    case bytes(Data)

    /// Checks the regular file at `path` (what the write's rename just moved aside): a conflict
    /// unless it holds what the write expects.
    func check(_ path: String) throws(DamageReport) {
        let expected: Data
        switch self {
        case .anything: return
        case .nothing: throw DamageReport("another writer created the file meanwhile", isConflict: true)
        case .bytes(let bytes): expected = bytes
        }
        guard case .content(let found) = try POSIXFile.readRegularFile(path, limit: expected.count), found == expected
        else {
            throw DamageReport("another writer replaced the file meanwhile", isConflict: true)
        }
    }
}
