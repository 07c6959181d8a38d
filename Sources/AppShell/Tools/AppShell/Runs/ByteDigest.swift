/// FNV-1a 64 of bytes added piece by piece: what tells a file's bytes, or a result's, from others
/// (a part of a partition exchanged, cut or edited; a result's figures edited).
struct ByteDigest {
    /// The digest of the bytes added so far.
    private(set) var value: UInt64 = 0xcbf2_9ce4_8422_2325

    /// Adds `bytes`.
    mutating func add(_ bytes: some Collection<UInt8>) {
        var hash = value
        let done: Bool? = bytes.withContiguousStorageIfAvailable { buffer in
            for byte in buffer {
                hash ^= UInt64(byte)
                hash = hash &* 0x0100_0000_01b3
            }
            return true
        }
        if done == nil {
            for byte in bytes {
                hash ^= UInt64(byte)
                hash = hash &* 0x0100_0000_01b3
            }
        }
        value = hash
    }

    /// The digest in 16 hexadecimal digits.
    var text: String {
        let digits = String(value, radix: 16)
        return String(repeating: "0", count: 16 - digits.count) + digits
    }
}
