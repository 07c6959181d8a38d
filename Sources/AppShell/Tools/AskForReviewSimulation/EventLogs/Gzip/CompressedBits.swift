/// The bits of compressed data as they arrive in chunks, least significant first, as DEFLATE packs
/// them (RFC 1951, 3.1.1), with the number of the byte they are read at, for a problem to name it.
struct CompressedBits {
    /// The chunk being read, and where in it.
    private var chunk: [UInt8] = []
    private var index = 0
    /// The bytes of the chunks read before this one.
    private var before: UInt64 = 0
    /// Bits taken from the chunks and not used yet, the next in the lowest bit.
    private var buffer: UInt64 = 0
    private(set) var count = 0
    /// Gives the next chunk, or `nil` at the end of the data.
    private let next: () throws -> [UInt8]?
    /// Whether the data ended.
    private var ended = false

    /// The bits of the chunks `next` gives, starting with `first`.
    init(first: [UInt8] = [], next: @escaping () throws -> [UInt8]?) {
        chunk = first
        self.next = next
    }

    /// The number, from 0, of the byte the next unused bit is in.
    var byteOffset: UInt64 { before + UInt64(index) - UInt64(count / 8) }

    /// Whether no byte is left: every bit used and the data ended.
    mutating func atEnd() throws -> Bool {
        try fill()
        return count == 0
    }

    /// Takes bits into the buffer until it holds 57 or more, or the data ends.
    mutating func fill() throws {
        while count <= 56 {
            if index == chunk.count {
                guard !ended, let more = try next() else {
                    ended = true
                    return
                }
                before += UInt64(chunk.count)
                chunk = more
                index = 0
                continue
            }
            buffer |= UInt64(chunk[index]) << UInt64(count)
            index += 1
            count += 8
        }
    }

    /// The next `bits` bits (at most 32), not used yet, zero past the end.
    mutating func peek(_ bits: Int) throws -> UInt32 {
        if count < bits { try fill() }
        return UInt32(truncatingIfNeeded: buffer & ((1 << UInt64(bits)) - 1))
    }

    /// Uses `bits` bits.
    /// - Throws: a ``GzipProblem`` when fewer are left: the data is cut short.
    mutating func use(_ bits: Int) throws(GzipProblem) {
        guard bits <= count else { throw GzipProblem(offset: byteOffset, reason: "the data ends early") }
        buffer >>= UInt64(bits)
        count -= bits
    }

    /// The next `bits` bits (at most 32), used.
    mutating func take(_ bits: Int) throws -> UInt32 {
        let value = try peek(bits)
        try use(bits)
        return value
    }

    /// Drops the bits left of the byte being read: the next bit is a byte's first.
    mutating func alignToByte() {
        let extra = count % 8
        buffer >>= UInt64(extra)
        count -= extra
    }

    /// The next `length` whole bytes (the bits aligned to a byte), used.
    mutating func bytes(_ length: Int) throws -> [UInt8] {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(length)
        for _ in 0..<length { bytes.append(UInt8(try take(8))) }
        return bytes
    }
}

/// Why compressed data could not be read: what is wrong, and the byte it was found at.
struct GzipProblem: Error, Equatable {
    /// The byte, from 0, of the compressed data.
    let offset: UInt64
    let reason: String
}
