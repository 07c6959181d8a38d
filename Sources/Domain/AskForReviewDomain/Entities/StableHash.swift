/// A hash that is the same on every machine, in every run and in every version: 64-bit FNV-1a over
/// UTF-8 bytes. What picks an install's experiment variant and shortens a file name; never Swift's
/// `Hasher`, which changes from run to run.
package enum StableHash {
    /// FNV-1a 64 of `text`'s UTF-8 bytes.
    package static func of(_ text: String) -> UInt64 {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in text.utf8 {
            hash ^= UInt64(byte)
            hash = hash &* 0x0000_0100_0000_01b3
        }
        return hash
    }

    /// `hash` as 16 hexadecimal digits.
    package static func hex(_ hash: UInt64) -> String {
        let digits = String(hash, radix: 16)
        return String(repeating: "0", count: 16 - digits.count) + digits
    }
}
