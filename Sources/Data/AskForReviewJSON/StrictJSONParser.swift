package import Foundation

/// The package's one JSON scanner: reads a policy, population or store file into a ``StrictJSON``,
/// strictly: RFC 8259 syntax (no trailing comma, no comment, no leading zero), UTF-8, no key twice in
/// one object, numbers a `Double` holds, at most ``maximumBytes`` bytes and ``maximumDepth`` levels
/// of nesting. The first problem stops the reading, with its line and column (the byte offset too
/// for bytes that are not UTF-8); a key given twice is valid JSON and is named as a duplicate key.
package struct StrictJSONParser {
    /// The largest file read: 1 MiB.
    package static let maximumBytes = 1 << 20
    /// The deepest nesting of objects and lists read.
    package static let maximumDepth = 32

    /// Why the bytes are not a JSON value this parser accepts, in words.
    package struct Failure: Error, Sendable {
        package let reason: String
    }

    private let bytes: [UInt8]
    private var index = 0

    private init(_ bytes: [UInt8]) {
        self.bytes = bytes
    }

    /// The one JSON value `data` holds.
    package static func parse(_ data: Data) throws(Failure) -> StrictJSON {
        guard data.count <= maximumBytes else {
            throw Failure(reason: "the file has \(data.count) bytes, more than the \(maximumBytes) allowed")
        }
        var parser = StrictJSONParser(Array(data))
        if let offset = Self.firstInvalidUTF8(in: parser.bytes) {
            parser.index = offset
            let what =
                offset < parser.bytes.count
                ? "the byte 0x" + String(parser.bytes[offset], radix: 16, uppercase: true) : "the end of the file"
            throw parser.failure("\(what) at offset \(offset) is not UTF-8 text", kind: "not UTF-8")
        }
        parser.skipWhitespace()
        let value = try parser.value(depth: 1)
        parser.skipWhitespace()
        guard parser.index == parser.bytes.count else { throw parser.failure("expected the end of the file") }
        return value
    }

    private mutating func value(depth: Int) throws(Failure) -> StrictJSON {
        guard let byte = peek() else { throw failure("expected a value") }
        switch byte {
        case UInt8(ascii: "{"), UInt8(ascii: "["):
            guard depth <= Self.maximumDepth else {
                throw failure("nested deeper than \(Self.maximumDepth) levels")
            }
            return byte == UInt8(ascii: "{") ? try object(depth: depth) : try array(depth: depth)
        case UInt8(ascii: "\""): return .string(try string())
        case UInt8(ascii: "t"): return try literal("true", .bool(true))
        case UInt8(ascii: "f"): return try literal("false", .bool(false))
        case UInt8(ascii: "n"): return try literal("null", .null)
        default: return try number()
        }
    }

    private mutating func object(depth: Int) throws(Failure) -> StrictJSON {
        index += 1
        var members: [StrictJSON.Member] = []
        // The keys of a large object, to find one given twice; a small one is searched as it is.
        var keys: Set<String> = []
        let largeObject = 16
        skipWhitespace()
        if peek() == UInt8(ascii: "}") {
            index += 1
            return .object(members)
        }
        while true {
            skipWhitespace()
            guard peek() == UInt8(ascii: "\"") else { throw failure("expected a key in quotes") }
            let keyStart = index
            let key = try string()
            if members.count == largeObject { keys = Set(members.map(\.key)) }
            let seen = members.count < largeObject ? members.contains { $0.key == key } : !keys.insert(key).inserted
            guard !seen else {
                index = keyStart
                throw failure("the key \"\(key)\" appears twice in one object", kind: "a duplicate key")
            }
            skipWhitespace()
            try expect(":")
            skipWhitespace()
            members.append(StrictJSON.Member(key, try value(depth: depth + 1)))
            skipWhitespace()
            if peek() == UInt8(ascii: ",") {
                index += 1
                continue
            }
            try expect("}")
            return .object(members)
        }
    }

    private mutating func array(depth: Int) throws(Failure) -> StrictJSON {
        index += 1
        var elements: [StrictJSON] = []
        skipWhitespace()
        if peek() == UInt8(ascii: "]") {
            index += 1
            return .array(elements)
        }
        while true {
            skipWhitespace()
            elements.append(try value(depth: depth + 1))
            skipWhitespace()
            if peek() == UInt8(ascii: ",") {
                index += 1
                continue
            }
            try expect("]")
            return .array(elements)
        }
    }

    /// The string that starts at the current quote. The bytes are UTF-8 already checked, so a string
    /// without escapes is decoded in one step; one with escapes is gathered as UTF-8 first.
    private mutating func string() throws(Failure) -> String {
        index += 1
        let start = index
        var decoded: [UInt8]?
        var run = index
        while true {
            guard let byte = peek() else { throw failure("a string is not closed") }
            if byte == UInt8(ascii: "\"") {
                defer { index += 1 }
                guard var decoded else { return String(decoding: bytes[start..<index], as: UTF8.self) }
                decoded.append(contentsOf: bytes[run..<index])
                return String(decoding: decoded, as: UTF8.self)
            }
            guard byte >= 0x20 else { throw failure("a control character inside a string") }
            guard byte == UInt8(ascii: "\\") else {
                index += 1
                continue
            }
            if decoded == nil { decoded = [] }
            decoded?.append(contentsOf: bytes[run..<index])
            index += 1
            decoded?.append(contentsOf: String(try escaped()).utf8)
            run = index
        }
    }

    private mutating func escaped() throws(Failure) -> Unicode.Scalar {
        guard let byte = peek() else { throw failure("a string is not closed") }
        index += 1
        switch byte {
        case UInt8(ascii: "\""): return "\""
        case UInt8(ascii: "\\"): return "\\"
        case UInt8(ascii: "/"): return "/"
        case UInt8(ascii: "b"): return "\u{8}"
        case UInt8(ascii: "f"): return "\u{C}"
        case UInt8(ascii: "n"): return "\n"
        case UInt8(ascii: "r"): return "\r"
        case UInt8(ascii: "t"): return "\t"
        case UInt8(ascii: "u"): return try unicodeEscape()
        default:
            index -= 1
            throw failure("an unknown escape in a string")
        }
    }

    private mutating func unicodeEscape() throws(Failure) -> Unicode.Scalar {
        let high = try hexQuad()
        if (0xD800...0xDBFF).contains(high) {
            guard peek() == UInt8(ascii: "\\"), index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "u") else {
                throw failure("a lone surrogate in a \\u escape")
            }
            index += 2
            let low = try hexQuad()
            guard (0xDC00...0xDFFF).contains(low),
                let scalar = Unicode.Scalar(0x10000 + ((high - 0xD800) << 10) + (low - 0xDC00))
            else { throw failure("a lone surrogate in a \\u escape") }
            return scalar
        }
        guard let scalar = Unicode.Scalar(high) else { throw failure("a lone surrogate in a \\u escape") }
        return scalar
    }

    private mutating func hexQuad() throws(Failure) -> UInt32 {
        var value: UInt32 = 0
        for offset in 0..<4 {
            guard index + offset < bytes.count, let digit = Self.hexValue(bytes[index + offset]) else {
                throw failure("a \\u escape needs four hexadecimal digits")
            }
            value = value << 4 | digit
        }
        index += 4
        return value
    }

    /// The value of one hexadecimal digit (no sign, no space), or `nil`.
    private static func hexValue(_ byte: UInt8) -> UInt32? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): UInt32(byte - UInt8(ascii: "0"))
        case UInt8(ascii: "a")...UInt8(ascii: "f"): UInt32(byte - UInt8(ascii: "a") + 10)
        case UInt8(ascii: "A")...UInt8(ascii: "F"): UInt32(byte - UInt8(ascii: "A") + 10)
        default: nil
        }
    }

    /// How many bytes a UTF-8 sequence with this leading byte has, and the range its second byte must
    /// fall in; `nil` for a byte no sequence starts with.
    private static func sequenceShape(leading lead: UInt8) -> (length: Int, low: UInt8, high: UInt8)? {
        switch lead {
        case 0x00...0x7F: (1, 0x80, 0xBF)
        case 0xC2...0xDF: (2, 0x80, 0xBF)
        case 0xE0: (3, 0xA0, 0xBF)
        case 0xED: (3, 0x80, 0x9F)
        case 0xE1...0xEF: (3, 0x80, 0xBF)
        case 0xF0: (4, 0x90, 0xBF)
        case 0xF4: (4, 0x80, 0x8F)
        case 0xF1...0xF3: (4, 0x80, 0xBF)
        default: nil
        }
    }

    /// The offset of the first byte that does not belong to well-formed UTF-8 (RFC 3629: no
    /// overlong form, no surrogate, nothing past U+10FFFF), or `nil` when all of it is.
    private static func firstInvalidUTF8(in bytes: [UInt8]) -> Int? {
        var index = 0
        while index < bytes.count {
            // ASCII, most of every file, is one byte that stands alone.
            if bytes[index] < 0x80 {
                index += 1
                continue
            }
            guard let (length, low, high) = sequenceShape(leading: bytes[index]) else { return index }
            for offset in 1..<length {
                guard index + offset < bytes.count else { return index + offset }
                let byte = bytes[index + offset]
                // Only the first continuation byte has the narrower range.
                let range = offset == 1 ? low...high : 0x80...0xBF
                guard range.contains(byte) else { return index + offset }
            }
            index += length
        }
        return nil
    }

    private mutating func number() throws(Failure) -> StrictJSON {
        let start = index
        if peek() == UInt8(ascii: "-") { index += 1 }
        guard let first = peek(), isDigit(first) else { throw failure("expected a value") }
        index += 1
        if first != UInt8(ascii: "0") { skipDigits() }
        if peek() == UInt8(ascii: ".") {
            index += 1
            guard let digit = peek(), isDigit(digit) else { throw failure("expected a digit after the point") }
            skipDigits()
        }
        if peek() == UInt8(ascii: "e") || peek() == UInt8(ascii: "E") {
            index += 1
            if peek() == UInt8(ascii: "+") || peek() == UInt8(ascii: "-") { index += 1 }
            guard let digit = peek(), isDigit(digit) else { throw failure("expected a digit in the exponent") }
            skipDigits()
        }
        let literal = String(decoding: bytes[start..<index], as: UTF8.self)
        guard let value = Double(literal), value.isFinite else {
            index = start
            throw failure("the number \(literal.prefix(24)) is out of range")
        }
        return .number(literal: literal, value: value)
    }

    private mutating func literal(_ word: String, _ value: StrictJSON) throws(Failure) -> StrictJSON {
        let utf8 = Array(word.utf8)
        guard index + utf8.count <= bytes.count, Array(bytes[index..<index + utf8.count]) == utf8 else {
            throw failure("expected a value")
        }
        index += utf8.count
        return value
    }

    private mutating func expect(_ character: Unicode.Scalar) throws(Failure) {
        guard peek() == UInt8(ascii: character) else { throw failure("expected \"\(character)\"") }
        index += 1
    }

    private func peek() -> UInt8? {
        index < bytes.count ? bytes[index] : nil
    }

    private func isDigit(_ byte: UInt8) -> Bool {
        (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
    }

    private mutating func skipDigits() {
        while let byte = peek(), isDigit(byte) { index += 1 }
    }

    private mutating func skipWhitespace() {
        while let byte = peek(), [0x20, 0x0A, 0x0D, 0x09].contains(byte) { index += 1 }
    }

    /// A failure at the current position, with its line and column (both from 1), of `kind` (what the
    /// bytes are, by default "not valid JSON").
    private func failure(_ reason: String, kind: String = "not valid JSON") -> Failure {
        let before = bytes[..<min(index, bytes.count)]
        let line = before.filter { $0 == 0x0A }.count + 1
        let lineStart = before.lastIndex(of: 0x0A).map { $0 + 1 } ?? 0
        let column = String(decoding: bytes[lineStart..<min(index, bytes.count)], as: UTF8.self).count + 1
        return Failure(reason: "\(kind) at line \(line), column \(column): \(reason)")
    }
}
