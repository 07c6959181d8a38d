/// The data of gzip members (RFC 1952) one after another, as a gzip file or stream holds them,
/// decompressed a piece at a time: each member's header read, its DEFLATE data inflated, its length
/// and CRC-32 checked against its trailer.
struct GzipData {
    private var bits: CompressedBits
    private var inflater = Inflater()
    private var checksum = CRC32()
    private var memberLength: UInt32 = 0
    /// The bytes decoded but not given yet, after the last 32 KiB given (which distances reach).
    private var output: [UInt8] = []
    private var given = 0
    /// Whether a member is being read (its header read, its trailer not yet).
    private var inMember = false

    /// How many bytes each piece has, at least (but the last).
    private static let pieceBytes = 1 << 20
    private static let window = 32_768

    /// The members whose bytes arrive as `first`, then as the chunks `next` gives until it gives `nil`.
    init(first: [UInt8], next: @escaping () throws -> [UInt8]?) {
        bits = CompressedBits(first: first, next: next)
    }

    /// Whether `bytes` start as a gzip member does.
    static func starts(_ bytes: some Collection<UInt8>) -> Bool {
        bytes.starts(with: [0x1F, 0x8B])
    }

    /// The next piece of the decompressed data, or `nil` after the last member.
    /// - Throws: a ``GzipProblem`` naming the compressed byte where the data is wrong or ends early.
    mutating func next() throws -> [UInt8]? {
        while true {
            if !inMember {
                if try bits.atEnd() { return nil }
                try readHeader()
            }
            if !inflater.isDone { try inflater.decode(&bits, onto: &output, until: given + Self.pieceBytes) }
            guard inflater.isDone else { return takePiece() }
            // The member's last bytes are counted before its trailer is checked.
            let piece = takePiece()
            try readTrailer()
            if !piece.isEmpty { return piece }
        }
    }

    /// The bytes decoded since the last piece, counted into the member's checksum; the last 32 KiB
    /// kept for the distances to reach.
    private mutating func takePiece() -> [UInt8] {
        let piece = Array(output[given...])
        checksum.add(output[given...])
        memberLength &+= UInt32(truncatingIfNeeded: piece.count)
        let kept = min(output.count, Self.window)
        output.removeFirst(output.count - kept)
        given = output.count
        return piece
    }

    /// Reads a member's header (RFC 1952, 2.3.1).
    private mutating func readHeader() throws {
        let offset = bits.byteOffset
        // What follows a member is another, or nothing.
        guard try bits.peek(16) == 0x8B1F, bits.count >= 16 else {
            throw GzipProblem(offset: offset, reason: "bytes after the gzip data that start no gzip member")
        }
        let fixed = try bits.bytes(10)
        guard fixed[2] == 8 else {
            throw GzipProblem(offset: offset + 2, reason: "a compression method other than DEFLATE")
        }
        let flags = fixed[3]
        guard flags & 0xE0 == 0 else { throw GzipProblem(offset: offset + 3, reason: "reserved flags set") }
        if flags & 4 != 0 { _ = try bits.bytes(Int(try bits.take(16))) }
        for flag in [UInt8(8), 16] where flags & flag != 0 {
            while try bits.take(8) != 0 {}
        }
        if flags & 2 != 0 { _ = try bits.take(16) }
        inflater = Inflater()
        checksum = CRC32()
        memberLength = 0
        output.removeAll(keepingCapacity: true)
        given = 0
        inMember = true
    }

    /// Checks a member's trailer: the CRC-32 and length of its data.
    private mutating func readTrailer() throws {
        bits.alignToByte()
        let offset = bits.byteOffset
        let crc = try bits.take(32)
        let length = try bits.take(32)
        guard crc == checksum.value else {
            throw GzipProblem(offset: offset, reason: "the data's CRC-32 is not the one its member ends with")
        }
        guard length == memberLength else {
            throw GzipProblem(offset: offset + 4, reason: "the data's length is not the one its member ends with")
        }
        inMember = false
    }
}
