import Foundation

/// A position in one line of JSON, read straight from its bytes in place (no copy of a slice, and so
/// no count of references kept, for each of its fields): the steps the line readers that skip the
/// strict reader's tree of values share. Each step either reads what the JSON grammar allows there
/// and moves on, or leaves the position where it was and says it did not.
struct JSONByteCursor {
    /// The line's bytes.
    let bytes: UnsafeBufferPointer<UInt8>
    /// The position: the index of the next byte to read.
    var index = 0

    init(_ bytes: UnsafeBufferPointer<UInt8>) {
        self.bytes = bytes
    }

    /// Whether the whole line has been read.
    var isAtEnd: Bool { index == bytes.endIndex }

    /// Reads `byte`, when it comes next.
    mutating func take(_ byte: UInt8) -> Bool {
        guard index < bytes.endIndex, bytes[index] == byte else { return false }
        index += 1
        return true
    }

    /// Skips JSON's whitespace: spaces, tabs, line ends.
    mutating func skipSpaces() {
        while index < bytes.endIndex,
            bytes[index] == 0x20 || bytes[index] == 0x09 || bytes[index] == 0x0A || bytes[index] == 0x0D
        {
            index += 1
        }
    }

    /// Where the characters of a quoted string of printable ASCII other than `"` and `\\` lie: its
    /// bytes read eight at a time, each word told at once whether it holds the closing quote or a byte
    /// of another kind (a check per byte was a tenth of a replay). `nil`, the position unchanged, for
    /// anything else.
    mutating func plainBytes() -> Range<Int>? {
        Self.plainString(in: bytes, at: &index)
    }

    /// Where the characters of the quoted string of printable ASCII other than `"` and `\\` at `index`
    /// in `bytes` lie, `index` moved past it; `nil`, `index` unchanged, for anything else.
    @inline(__always)
    static func plainString(in bytes: UnsafeBufferPointer<UInt8>, at index: inout Int) -> Range<Int>? {
        guard index < bytes.endIndex, let base = bytes.baseAddress, base[index] == UInt8(ascii: "\"") else {
            return nil
        }
        let start = index + 1
        var position = start
        while position + 8 <= bytes.endIndex {
            let word = UnsafeRawPointer(base + position).loadUnaligned(as: UInt64.self)
            let stops = stops(in: word)
            if stops != 0 {
                // The lowest byte flagged is exact (flags above it may not be): the first stop.
                position += stops.trailingZeroBitCount / 8
                break
            }
            position += 8
        }
        while position < bytes.endIndex, isPlain(base[position]) { position += 1 }
        guard position < bytes.endIndex, base[position] == UInt8(ascii: "\"") else { return nil }
        index = position + 1
        return start..<position
    }

    /// Whether `byte` is printable ASCII other than `"` and `\\`.
    private static func isPlain(_ byte: UInt8) -> Bool {
        byte >= 0x20 && byte <= 0x7E && byte != UInt8(ascii: "\\") && byte != UInt8(ascii: "\"")
    }

    /// The high bit of each byte of `word` that is a quote or not printable ASCII other than `\\`
    /// (0x20 to 0x7E, 0x5C aside), and maybe of bytes above the lowest such byte: a byte below a bound
    /// makes the subtraction of the bound from each byte borrow from the bytes above it, never below.
    private static func stops(in word: UInt64) -> UInt64 {
        let (ones, highs): (UInt64, UInt64) = (0x0101_0101_0101_0101, 0x8080_8080_8080_8080)
        /// The high bit of the bytes of `value` below `bound` (at most 0x80) that have no high bit set.
        func below(_ bound: UInt64, _ value: UInt64) -> UInt64 { (value &- ones &* bound) & ~value & highs }
        return word & highs | below(0x20, word) | below(1, word ^ (ones &* 0x7F)) | below(1, word ^ (ones &* 0x5C))
            | below(1, word ^ (ones &* 0x22))
    }

    /// Reads `true` or `false`.
    mutating func literal() -> Bool? {
        if take(word: "true") { return true }
        if take(word: "false") { return false }
        return nil
    }

    /// Reads `word` (ASCII), when it comes next.
    mutating func take(word: StaticString) -> Bool {
        let count = word.utf8CodeUnitCount
        guard index + count <= bytes.endIndex, let base = bytes.baseAddress,
            memcmp(base + index, word.utf8Start, count) == 0
        else { return false }
        index += count
        return true
    }

    /// Whether `byte` is an ASCII digit.
    static func isDigit(_ byte: UInt8) -> Bool {
        byte &- UInt8(ascii: "0") < 10
    }

    /// Skips the digits that come next, and says how many there were.
    mutating func skipDigits() -> Int {
        let start = index
        while index < bytes.endIndex, Self.isDigit(bytes[index]) { index += 1 }
        return index - start
    }

    /// Reads a JSON number: `-`, then `0` or digits without a leading zero, then optionally a fraction
    /// and, when `exponent` allows it, an exponent; its range, or `nil` with the position unchanged.
    /// The number's value is not checked: one of hundreds of digits is read, as infinity.
    mutating func number(exponent: Bool) -> Range<Int>? {
        let start = index
        _ = take(UInt8(ascii: "-"))
        if take(UInt8(ascii: "0")) {
            // A leading zero stands alone.
        } else if skipDigits() == 0 {
            index = start
            return nil
        }
        if take(UInt8(ascii: ".")), skipDigits() == 0 {
            index = start
            return nil
        }
        if exponent, take(UInt8(ascii: "e")) || take(UInt8(ascii: "E")) {
            if !take(UInt8(ascii: "+")) { _ = take(UInt8(ascii: "-")) }
            guard skipDigits() > 0 else {
                index = start
                return nil
            }
        }
        return start..<index
    }
}
