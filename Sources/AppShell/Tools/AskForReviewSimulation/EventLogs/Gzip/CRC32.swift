/// The CRC-32 of ISO 3309 that gzip checks its data with (RFC 1952, 8), a table at a time.
struct CRC32 {
    /// The checksum of the bytes added so far.
    private(set) var value: UInt32 = 0

    private static let table: [UInt32] = (0..<256).map { byte in
        var crc = UInt32(byte)
        for _ in 0..<8 { crc = crc & 1 == 1 ? 0xEDB8_8320 ^ (crc >> 1) : crc >> 1 }
        return crc
    }

    /// Adds `bytes` to the checksum.
    mutating func add(_ bytes: ArraySlice<UInt8>) {
        var crc = ~value
        Self.table.withUnsafeBufferPointer { table in
            for byte in bytes { crc = table[Int((crc ^ UInt32(byte)) & 0xFF)] ^ (crc >> 8) }
        }
        value = ~crc
    }
}
