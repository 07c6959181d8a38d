import CZlib

/// The data of gzip members (RFC 1952) one after another, as a gzip file or stream holds them,
/// decompressed a piece at a time by the system's zlib: each member's header, data, CRC-32 and
/// length checked by it. What follows a member is another member, or nothing.
struct GzipData {
    /// The zlib stream, the compressed chunk it reads from, and where that chunk starts in the data.
    private let zlib = ZlibStream()
    private var input: [UInt8]
    private var inputStart: UInt64 = 0
    /// How much of `input` zlib has taken.
    private var taken = 0
    /// Gives the next chunk of compressed data, or `nil` at its end.
    private let nextChunk: () throws -> [UInt8]?
    private var ended = false
    /// Whether a member is being read (its start seen, its end not yet).
    private var inMember = false
    /// The room a piece is decompressed into.
    private var output = [UInt8](repeating: 0, count: pieceBytes)

    /// How many bytes each piece has, at most.
    private static let pieceBytes = 1 << 20

    /// The members whose bytes arrive as `first`, then as the chunks `next` gives until it gives `nil`.
    init(first: [UInt8], next: @escaping () throws -> [UInt8]?) {
        input = first
        nextChunk = next
    }

    /// Whether `bytes` start as a gzip member does.
    static func starts(_ bytes: some Collection<UInt8>) -> Bool {
        bytes.starts(with: [0x1F, 0x8B])
    }

    /// The byte of the data zlib reads next.
    private var offset: UInt64 { inputStart + UInt64(taken) }

    /// Reads the next chunk into `input`, when the data has one.
    /// - Returns: whether it did.
    private mutating func fill() throws -> Bool {
        guard !ended else { return false }
        guard let chunk = try nextChunk() else {
            ended = true
            return false
        }
        inputStart += UInt64(input.count)
        input = chunk
        taken = 0
        return true
    }

    /// The next piece of the decompressed data, or `nil` after the last member.
    /// - Throws: a ``GzipProblem`` naming the compressed byte where the data is wrong or ends early.
    mutating func next() throws -> [UInt8]? {
        guard zlib.isReady else { throw GzipProblem(offset: offset, reason: "zlib could not start") }
        while true {
            if !inMember {
                // What follows a member is another, or nothing.
                while taken == input.count { guard try fill() else { return nil } }
                var start = Array(input[taken...].prefix(2))
                while start.count < 2, try fill() { start += input.prefix(2 - start.count) }
                guard Self.starts(start) else {
                    throw GzipProblem(offset: offset, reason: "bytes after the gzip data that start no gzip member")
                }
                zlib.reset()
                inMember = true
            }
            let (produced, status) = try inflatePiece()
            if status == Z_STREAM_END { inMember = false }
            if produced > 0 { return Array(output[..<produced]) }
        }
    }

    /// Inflates into ``output`` until it is full or the member ends, reading chunks as zlib needs them.
    /// - Returns: how many bytes it produced, and zlib's last status.
    private mutating func inflatePiece() throws -> (Int, Int32) {
        let stream = zlib.stream
        var produced = 0
        while produced < Self.pieceBytes {
            if taken == input.count, !(try fill()) {
                throw GzipProblem(offset: offset, reason: "the data ends before its gzip member does")
            }
            let (status, nowTaken, nowProduced) = Self.inflate(
                stream, from: &input, at: taken, into: &output, at: produced)
            (taken, produced) = (nowTaken, nowProduced)
            switch status {
            case Z_STREAM_END: return (produced, status)
            case Z_OK, Z_BUF_ERROR: continue
            default:
                throw GzipProblem(offset: offset, reason: zlib.message(or: "zlib's error \(status)"))
            }
        }
        return (produced, Z_OK)
    }

    /// One call of zlib's `inflate` on `stream`, from byte `taken` of `input` into `output` from byte
    /// `produced`.
    /// - Returns: zlib's status, and how far the input was taken and the output filled.
    private static func inflate(
        _ stream: UnsafeMutablePointer<z_stream>, from input: inout [UInt8], at taken: Int, into output: inout [UInt8],
        at produced: Int
    ) -> (Int32, Int, Int) {
        input.withUnsafeMutableBufferPointer { input in
            output.withUnsafeMutableBufferPointer { output in
                stream.pointee.next_in = input.baseAddress.map { $0 + taken }
                stream.pointee.avail_in = UInt32(input.count - taken)
                stream.pointee.next_out = output.baseAddress.map { $0 + produced }
                stream.pointee.avail_out = UInt32(output.count - produced)
                let status = CZlib.inflate(stream, Z_NO_FLUSH)
                return (
                    status, input.count - Int(stream.pointee.avail_in), output.count - Int(stream.pointee.avail_out)
                )
            }
        }
    }
}
