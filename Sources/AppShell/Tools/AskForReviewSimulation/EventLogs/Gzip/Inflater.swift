/// Decodes DEFLATE data (RFC 1951) a piece at a time: each call decodes until its output reaches a
/// size (or the data's last block ends), keeping the block it is in, so the output of any data,
/// however much it expands, is held a piece at a time.
struct Inflater {
    /// Where the decoding is: before a block's header, in a stored block (with its bytes left), in a
    /// block of Huffman codes (with its codes), or after the last block.
    private enum Place {
        case header
        case stored(Int)
        case coded(literals: HuffmanCode, distances: HuffmanCode)
        case done
    }

    private var place = Place.header
    private var lastBlock = false

    /// Whether the last block has ended.
    var isDone: Bool {
        if case .done = place { true } else { false }
    }

    /// Decodes from `bits` onto `output` (whose last 32 KiB, at least, are the bytes decoded before,
    /// which a block's distances reach back into) until it holds `until` bytes or more, or the last
    /// block ends.
    /// - Throws: a ``GzipProblem`` naming the byte of `bits` where the data is wrong or ends early.
    mutating func decode(_ bits: inout CompressedBits, onto output: inout [UInt8], until: Int) throws {
        while output.count < until {
            switch place {
            case .done: return
            case .header: try readHeader(&bits)
            case .stored(let left):
                let count = min(left, until - output.count)
                output.append(contentsOf: try bits.bytes(count))
                place = left == count ? endOfBlock : .stored(left - count)
            case .coded(let literals, let distances):
                if try decodeCoded(&bits, literals, distances, onto: &output, until: until) { place = endOfBlock }
            }
        }
    }

    /// Where the decoding goes after a block.
    private var endOfBlock: Place { lastBlock ? .done : .header }

    /// Reads a block's header: whether it is the last, its kind, and its codes or length.
    private mutating func readHeader(_ bits: inout CompressedBits) throws {
        lastBlock = try bits.take(1) == 1
        let offset = bits.byteOffset
        switch try bits.take(2) {
        case 0:
            bits.alignToByte()
            let length = Int(try bits.take(16))
            guard Int(try bits.take(16)) == length ^ 0xFFFF else {
                throw GzipProblem(offset: offset, reason: "a stored block's length and its complement differ")
            }
            place = length == 0 ? endOfBlock : .stored(length)
        case 1: place = .coded(literals: try Self.fixedLiterals, distances: try Self.fixedDistances)
        case 2:
            let (literals, distances) = try Self.dynamicCodes(&bits)
            place = .coded(literals: literals, distances: distances)
        default: throw GzipProblem(offset: offset, reason: "a block of a reserved kind (3)")
        }
    }

    /// Decodes a block's symbols onto `output` until it holds `until` bytes.
    /// - Returns: whether the block ended.
    private func decodeCoded(
        _ bits: inout CompressedBits, _ literals: HuffmanCode, _ distances: HuffmanCode, onto output: inout [UInt8],
        until: Int
    ) throws -> Bool {
        while output.count < until {
            let symbol = try literals.symbol(in: &bits)
            if symbol < 256 {
                output.append(UInt8(symbol))
                continue
            }
            if symbol == 256 { return true }
            let lengthIndex = symbol - 257
            guard lengthIndex < 29 else {
                throw GzipProblem(offset: bits.byteOffset, reason: "a length symbol out of range (\(symbol))")
            }
            let length = Self.lengthBases[lengthIndex] + Int(try bits.take(Self.lengthExtra[lengthIndex]))
            let distanceIndex = try distances.symbol(in: &bits)
            guard distanceIndex < 30 else {
                throw GzipProblem(offset: bits.byteOffset, reason: "a distance symbol out of range (\(distanceIndex))")
            }
            let distance =
                Self.distanceBases[distanceIndex] + Int(try bits.take(Self.distanceExtra[distanceIndex]))
            guard distance <= output.count else {
                throw GzipProblem(offset: bits.byteOffset, reason: "a distance reaching before the data's start")
            }
            // Byte by byte: a copy may overlap the bytes it makes (a distance shorter than its length).
            var from = output.count - distance
            for _ in 0..<length {
                output.append(output[from])
                from += 1
            }
        }
        return false
    }

    /// The codes of a block with codes of its own (RFC 1951, 3.2.7).
    private static func dynamicCodes(_ bits: inout CompressedBits) throws -> (HuffmanCode, HuffmanCode) {
        let offset = bits.byteOffset
        let literalCount = Int(try bits.take(5)) + 257
        let distanceCount = Int(try bits.take(5)) + 1
        let lengthCodes = Int(try bits.take(4)) + 4
        var lengthLengths = Array(repeating: 0, count: 19)
        for index in 0..<lengthCodes { lengthLengths[lengthOrder[index]] = Int(try bits.take(3)) }
        let lengthCode = try HuffmanCode(lengths: lengthLengths, offset: offset)
        var lengths: [Int] = []
        while lengths.count < literalCount + distanceCount {
            let symbol = try lengthCode.symbol(in: &bits)
            switch symbol {
            case 0..<16: lengths.append(symbol)
            case 16:
                guard let previous = lengths.last else {
                    throw GzipProblem(offset: bits.byteOffset, reason: "a length repeated before any length")
                }
                lengths += Array(repeating: previous, count: 3 + Int(try bits.take(2)))
            case 17: lengths += Array(repeating: 0, count: 3 + Int(try bits.take(3)))
            default: lengths += Array(repeating: 0, count: 11 + Int(try bits.take(7)))
            }
        }
        guard lengths.count == literalCount + distanceCount, lengths[256] > 0 else {
            throw GzipProblem(offset: bits.byteOffset, reason: "a block's code lengths do not add up")
        }
        return (
            try HuffmanCode(lengths: Array(lengths[..<literalCount]), offset: offset),
            try HuffmanCode(lengths: Array(lengths[literalCount...]), offset: offset)
        )
    }

    private static let lengthOrder = [16, 17, 18, 0, 8, 7, 9, 6, 10, 5, 11, 4, 12, 3, 13, 2, 14, 1, 15]
    private static let lengthBases = [
        3, 4, 5, 6, 7, 8, 9, 10, 11, 13, 15, 17, 19, 23, 27, 31, 35, 43, 51, 59, 67, 83, 99, 115, 131, 163, 195, 227,
        258,
    ]
    private static let lengthExtra = [
        0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 2, 2, 2, 2, 3, 3, 3, 3, 4, 4, 4, 4, 5, 5, 5, 5, 0,
    ]
    private static let distanceBases = [
        1, 2, 3, 4, 5, 7, 9, 13, 17, 25, 33, 49, 65, 97, 129, 193, 257, 385, 513, 769, 1025, 1537, 2049, 3073, 4097,
        6145, 8193, 12289, 16385, 24577,
    ]
    private static let distanceExtra = [
        0, 0, 0, 0, 1, 1, 2, 2, 3, 3, 4, 4, 5, 5, 6, 6, 7, 7, 8, 8, 9, 9, 10, 10, 11, 11, 12, 12, 13, 13,
    ]

    /// The fixed codes (RFC 1951, 3.2.6).
    private static var fixedLiterals: HuffmanCode {
        get throws {
            try HuffmanCode(
                lengths: Array(repeating: 8, count: 144) + Array(repeating: 9, count: 112)
                    + Array(repeating: 7, count: 24) + Array(repeating: 8, count: 8), offset: 0)
        }
    }
    private static var fixedDistances: HuffmanCode {
        get throws { try HuffmanCode(lengths: Array(repeating: 5, count: 32), offset: 0) }
    }
}
