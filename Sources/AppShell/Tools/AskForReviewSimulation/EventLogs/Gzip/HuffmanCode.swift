/// A prefix code of DEFLATE (RFC 1951, 3.2.2) as a table read with the next bits: each entry, at
/// the index of a code's bits (least significant first) padded to the longest code with every
/// value, holds the code's symbol and length; 0 where no code is.
struct HuffmanCode {
    /// The entries: a symbol times 16 plus its code's length.
    private let table: [UInt32]
    /// The longest code's length, in bits.
    let longest: Int

    /// The code whose symbols, from 0, have the code lengths `lengths` (0: the symbol has none).
    /// - Throws: a ``GzipProblem`` at `offset` when the lengths are more than a code can have.
    init(lengths: [Int], offset: UInt64) throws(GzipProblem) {
        let longest = max(1, lengths.max() ?? 0)
        var counts = Array(repeating: 0, count: 16)
        for length in lengths where length > 0 { counts[length] += 1 }
        // The first code of each length, as RFC 1951 counts them; too many codes of a length is an error.
        var next = Array(repeating: 0, count: 16)
        var code = 0
        var left = 1
        for length in 1...15 {
            code = (code + counts[length - 1]) << 1
            next[length] = code
            left = left * 2 - counts[length]
            guard left >= 0 else { throw GzipProblem(offset: offset, reason: "a Huffman code is over-subscribed") }
        }
        var table = Array(repeating: UInt32(0), count: 1 << longest)
        for (symbol, length) in lengths.enumerated() where length > 0 {
            let code = next[length]
            next[length] += 1
            // The code's bits come first to last: its index is the code reversed.
            var reversed = 0
            for bit in 0..<length where code & (1 << bit) != 0 { reversed |= 1 << (length - 1 - bit) }
            let entry = UInt32(symbol << 4 | length)
            var index = reversed
            while index < table.count {
                table[index] = entry
                index += 1 << length
            }
        }
        self.table = table
        self.longest = longest
    }

    /// The next symbol `bits` hold, its bits used.
    /// - Throws: a ``GzipProblem`` when they hold no code, or end.
    func symbol(in bits: inout CompressedBits) throws -> Int {
        let entry = table[Int(try bits.peek(longest))]
        let length = Int(entry & 15)
        guard length > 0 else { throw GzipProblem(offset: bits.byteOffset, reason: "a code no symbol has") }
        try bits.use(length)
        return Int(entry >> 4)
    }
}
