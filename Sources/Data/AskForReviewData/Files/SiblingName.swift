import AskForReviewDomain

/// The names of the files kept beside a store file (its lock, its temporary files, damaged copies),
/// short enough for the file system whatever the store's own name is.
///
/// A name that fits is kept as it is (`state.json.lock`); a store name so long that the sibling's name
/// would pass the 255-byte limit of a file name is cut and followed by `~` and a 16-digit hash of the
/// whole name, so siblings of different long names never collide.
enum SiblingName {
    /// The longest file name, in UTF-8 bytes, that Linux and Apple file systems accept.
    static let maximumBytes = 255

    /// `storeName`, or a shortened form of it, that leaves `room` bytes for what is added to it.
    static func base(of storeName: String, leaving room: Int) -> String {
        let limit = maximumBytes - room
        guard storeName.utf8.count > limit else { return storeName }
        let hash = "~" + hexHash(storeName)
        var kept = ""
        var bytes = 0
        for scalar in storeName.unicodeScalars {
            let size = String(scalar).utf8.count
            guard bytes + size <= limit - hash.utf8.count else { break }
            kept.unicodeScalars.append(scalar)
            bytes += size
        }
        return kept + hash
    }

    /// A stable 64-bit FNV-1a hash of the name's UTF-8 bytes, as 16 hexadecimal digits.
    private static func hexHash(_ name: String) -> String {
        StableHash.hex(StableHash.of(name))
    }
}
