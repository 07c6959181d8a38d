import Foundation

/// Finds the values of one line of an export at a format's key paths (``ExportKeyPaths``) straight in
/// its bytes, checking the whole line as the strict reader checks it: one JSON object, UTF-8, no key
/// twice in one object, numbers a `Double` holds, nested at most as deep. It reads the common form of
/// a line: keys of printable ASCII without escapes, and the values it keeps (strings and numbers at
/// the paths) so too; the other values are skipped, their escapes and UTF-8 checked. A line in any
/// other form, or not valid, is left to the strict reader, which reads it or words its problem: what
/// this reads, the strict reader reads the same (a test compares the two on lines of every kind).
///
/// It spares each line the strict reader's tree of values: nine tenths of what replaying an export
/// cost.
struct ExportLineScanner {
    /// The line's bytes.
    private let bytes: UnsafeBufferPointer<UInt8>
    /// The tree of the paths' keys (``ExportKeyPaths``), read in place.
    private let nodes: UnsafeBufferPointer<Range<Int>>
    private let treeKeys: UnsafeBufferPointer<ExportKeyPaths.Key>
    private let keyBytes: UnsafeBufferPointer<UInt8>
    /// The values found, by path number: the range of a string's characters or of a number's text.
    private let found: UnsafeMutableBufferPointer<Range<Int>?>
    /// The keys of the objects being read, outermost first, to find one given twice.
    private let keys: UnsafeMutableBufferPointer<Key>
    /// The line's scalar values, in order (the line's shape): the first `scalarCount` of them, when
    /// they fit.
    private let scalars: UnsafeMutableBufferPointer<ExportLineShape.Scalar>
    private var scalarCount = 0

    /// A key of the line: where its characters lie, and its first eight bytes as one word.
    struct Key {
        var bytes: Range<Int>
        var prefix: UInt64
    }

    /// The deepest a container may be nested, counted as the strict reader counts a line's: the line's
    /// object is at depth 2 (it is read as the member of an object).
    private static let maximumDepth = 32
    /// The most keys of one object read here; an object of more is left to the strict reader.
    private static let mostKeys = 64
    /// The room for the keys of the objects being read at once, and for a line's scalar values.
    static let keysRoom = 1_024
    static let scalarsRoom = 256
    /// The number of no node or no path.
    private static let none = -1

    /// Finds the values of the line `bytes` at the paths of `paths` into `found` (by path number: `nil`
    /// where the line holds no value, an empty range where it holds an empty string, `null`, `true` or
    /// `false`), and its scalar values into
    /// `scalars` (of ``scalarsRoom``), using `keys` (of ``keysRoom`` keys) as scratch space.
    /// - Returns: `nil` when the line was not read (`found` then says nothing and the strict reader is
    ///   to read the line); else the number of its scalar values, or `nil` for them when they are more
    ///   than ``scalarsRoom``.
    static func scan(
        _ bytes: UnsafeBufferPointer<UInt8>, paths: ExportKeyPaths, found: inout [Range<Int>?],
        keys: inout [Key], scalars: inout [ExportLineShape.Scalar]
    ) -> Int?? {
        paths.nodes.withUnsafeBufferPointer { nodes in
            paths.keys.withUnsafeBufferPointer { treeKeys in
                paths.keyBytes.withUnsafeBufferPointer { keyBytes in
                    found.withUnsafeMutableBufferPointer { found in
                        keys.withUnsafeMutableBufferPointer { keys in
                            scalars.withUnsafeMutableBufferPointer { scalars in
                                var scanner = ExportLineScanner(
                                    bytes: bytes, nodes: nodes, treeKeys: treeKeys, keyBytes: keyBytes, found: found,
                                    keys: keys, scalars: scalars)
                                guard scanner.line() else { return nil }
                                return scanner.scalarCount <= scalars.count ? scanner.scalarCount : .some(nil)
                            }
                        }
                    }
                }
            }
        }
    }

    /// Reads the line: one object, nothing after it but spaces.
    private mutating func line() -> Bool {
        for index in found.indices { found[index] = nil }
        var index = 0
        skipSpaces(&index)
        guard index < bytes.endIndex, bytes[index] == UInt8(ascii: "{"),
            object(&index, node: 0, depth: 2, keysFrom: 0)
        else { return false }
        skipSpaces(&index)
        return index == bytes.endIndex
    }

    /// Reads the value at `index`, keeping it as path `path`'s when it is a string or a number; `node`,
    /// when the paths go on under it, is the node its members are matched against; the keys of an
    /// object it is are kept from `first` on.
    private mutating func value(_ index: inout Int, node: Int, path: Int, depth: Int, keysFrom first: Int) -> Bool {
        guard index < bytes.endIndex else { return false }
        switch bytes[index] {
        case UInt8(ascii: "{"):
            return depth <= Self.maximumDepth && object(&index, node: node, depth: depth, keysFrom: first)
        case UInt8(ascii: "["):
            return depth <= Self.maximumDepth && array(&index, depth: depth, keysFrom: first)
        default: return scalar(&index, node: node, path: path)
        }
    }

    /// Reads the object at `index`, its keys kept from `first` on.
    private mutating func object(_ index: inout Int, node: Int, depth: Int, keysFrom first: Int) -> Bool {
        index += 1
        skipSpaces(&index)
        if index < bytes.endIndex, bytes[index] == UInt8(ascii: "}") {
            index += 1
            return true
        }
        var count = first
        while true {
            guard let (child, path) = member(&index, in: node, keysFrom: first, count: &count),
                value(&index, node: child, path: path, depth: depth + 1, keysFrom: count)
            else { return false }
            skipSpaces(&index)
            guard index < bytes.endIndex else { return false }
            let next = bytes[index]
            index += 1
            if next == UInt8(ascii: "}") { return true }
            guard next == UInt8(ascii: ",") else { return false }
        }
    }

    /// Reads the list at `index`, the keys of objects in it kept from `first` on.
    private mutating func array(_ index: inout Int, depth: Int, keysFrom first: Int) -> Bool {
        index += 1
        skipSpaces(&index)
        if index < bytes.endIndex, bytes[index] == UInt8(ascii: "]") {
            index += 1
            return true
        }
        while true {
            skipSpaces(&index)
            guard value(&index, node: Self.none, path: Self.none, depth: depth + 1, keysFrom: first) else {
                return false
            }
            skipSpaces(&index)
            guard index < bytes.endIndex else { return false }
            let next = bytes[index]
            index += 1
            if next == UInt8(ascii: "]") { return true }
            guard next == UInt8(ascii: ",") else { return false }
        }
    }

    /// Reads a member of an object matched against node `node` up to its value (its key, checked
    /// against the object's keys before it, from `first` to `count`, then kept; and the colon), and
    /// says the node and the path of its value.
    @inline(__always)
    private mutating func member(
        _ index: inout Int, in node: Int, keysFrom first: Int, count: inout Int
    ) -> (node: Int, path: Int)? {
        skipSpaces(&index)
        guard let range = JSONByteCursor.plainString(in: bytes, at: &index), count < keys.count,
            count - first < Self.mostKeys
        else { return nil }
        let key = Key(bytes: range, prefix: prefix(of: range))
        guard !isRepeated(key, among: first..<count) else { return nil }
        keys[count] = key
        count += 1
        skipSpaces(&index)
        guard index < bytes.endIndex, bytes[index] == UInt8(ascii: ":") else { return nil }
        index += 1
        skipSpaces(&index)
        let matched = node == Self.none ? nil : match(key, in: node)
        return (matched?.node ?? Self.none, matched?.path ?? Self.none)
    }

    /// Reads the string, number, `true`, `false` or `null` at `index`, keeping a string or a number as
    /// path `path`'s; `node` says whether an object was looked for there.
    @inline(__always)
    private mutating func scalar(_ index: inout Int, node: Int, path: Int) -> Bool {
        let start = index
        guard
            let kept = Self.scalar(in: bytes, at: &index, expectsObject: node != Self.none, kept: path != Self.none)
        else { return false }
        if path != Self.none { found[path] = kept }
        if scalarCount < scalars.count {
            scalars[scalarCount] = ExportLineShape.Scalar(
                bytes: start..<index, path: path, expectsObject: node != Self.none)
        }
        scalarCount += 1
        return true
    }

    /// Reads the string, number, `true`, `false` or `null` at `index` in `bytes`, and says where the
    /// characters of a string (when it has some) or the text of a number lie when it is `kept` (an
    /// empty range for anything else); `nil` when it is not valid, or to be read by the strict reader (a
    /// kept string with an escape or beyond ASCII, or an object written as a string where one was
    /// looked for).
    @inline(__always)
    static func scalar(
        in bytes: UnsafeBufferPointer<UInt8>, at index: inout Int, expectsObject: Bool, kept: Bool
    ) -> Range<Int>? {
        guard index < bytes.endIndex else { return nil }
        if bytes[index] == UInt8(ascii: "\"") {
            guard let range = JSONByteCursor.plainString(in: bytes, at: &index) else {
                guard !expectsObject, !kept, skipString(in: bytes, at: &index) else { return nil }
                return index..<index
            }
            // An object written as a string of JSON (PostHog's batch exports) is read by the strict reader.
            guard range.isEmpty || !expectsObject || bytes[range.lowerBound] != UInt8(ascii: "{") else { return nil }
            return range
        }
        var cursor = JSONByteCursor(bytes)
        cursor.index = index
        defer { index = cursor.index }
        if cursor.literal() != nil || cursor.take(word: "null") { return cursor.index..<cursor.index }
        guard let range = cursor.number(exponent: true), Self.isFinite(range, in: bytes) else { return nil }
        return range
    }

    /// Whether the number in `range` of `bytes` is finite as a `Double`: any without an exponent and of
    /// at most 300 digits is.
    private static func isFinite(_ range: Range<Int>, in bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        guard range.count > 300 || bytes[range].contains(where: { $0 | 0x20 == UInt8(ascii: "e") }) else {
            return true
        }
        return Double(String(decoding: bytes[range], as: UTF8.self))?.isFinite == true
    }

    /// Skips JSON's whitespace at `index`: spaces, tabs, line ends.
    @inline(__always)
    private func skipSpaces(_ index: inout Int) {
        while index < bytes.endIndex {
            let byte = bytes[index]
            guard byte <= 0x20, byte == 0x20 || byte == 0x0A || byte == 0x0D || byte == 0x09 else { return }
            index += 1
        }
    }

    /// The first eight bytes of `range` (fewer for a shorter one, the rest zero), as one word.
    @inline(__always)
    private func prefix(of range: Range<Int>) -> UInt64 {
        guard let base = bytes.baseAddress else { return 0 }
        let count = min(range.count, 8)
        if range.lowerBound + 8 <= bytes.endIndex {
            let word = UnsafeRawPointer(base + range.lowerBound).loadUnaligned(as: UInt64.self)
            return count == 8 ? word : word & (1 << UInt64(count * 8) - 1)
        }
        var word: UInt64 = 0
        for offset in (0..<count).reversed() { word = word << 8 | UInt64(base[range.lowerBound + offset]) }
        return word
    }

    /// Whether `key` is one of the keys `others` (positions in ``keys``).
    @inline(__always)
    private func isRepeated(_ key: Key, among others: Range<Int>) -> Bool {
        guard let base = bytes.baseAddress else { return false }
        for other in others where keys[other].prefix == key.prefix && keys[other].bytes.count == key.bytes.count {
            if key.bytes.count <= 8 { return true }
            if memcmp(base + keys[other].bytes.lowerBound + 8, base + key.bytes.lowerBound + 8, key.bytes.count - 8)
                == 0
            {
                return true
            }
        }
        return false
    }

    /// The key of node `node` that `key` spells, if any.
    @inline(__always)
    private func match(_ key: Key, in node: Int) -> ExportKeyPaths.Key? {
        guard let base = bytes.baseAddress else { return nil }
        for candidate in treeKeys[nodes[node]]
        where candidate.prefix == key.prefix && candidate.bytes.count == key.bytes.count {
            guard key.bytes.count > 8 else { return candidate }
            // A key of more than eight bytes has bytes past its prefix: the tree's spellings have some.
            guard let spellings = keyBytes.baseAddress else { return nil }
            if memcmp(spellings + candidate.bytes.lowerBound + 8, base + key.bytes.lowerBound + 8, key.bytes.count - 8)
                == 0
            {
                return candidate
            }
        }
        return nil
    }

    /// Skips a string with escapes or characters beyond ASCII, each checked: an escape JSON allows
    /// (a `\u` escape of a surrogate only as a pair), UTF-8 without an overlong form or a surrogate,
    /// no control character.
    private static func skipString(in bytes: UnsafeBufferPointer<UInt8>, at start: inout Int) -> Bool {
        var index = start + 1
        while index < bytes.endIndex {
            let byte = bytes[index]
            if byte == UInt8(ascii: "\"") {
                start = index + 1
                return true
            } else if byte == UInt8(ascii: "\\") {
                guard let length = escapeLength(in: bytes, at: index) else { return false }
                index += length
            } else if byte < 0x20 {
                return false
            } else if byte < 0x80 {
                index += 1
            } else {
                // A run of bytes beyond ASCII is whole characters, or not UTF-8.
                var end = index
                while end < bytes.endIndex, bytes[end] >= 0x80 { end += 1 }
                guard String(validating: bytes[index..<end], as: UTF8.self) != nil else { return false }
                index = end
            }
        }
        return false
    }

    /// The length of the valid escape at `index` (a backslash), or `nil`.
    private static func escapeLength(in bytes: UnsafeBufferPointer<UInt8>, at index: Int) -> Int? {
        guard index + 1 < bytes.endIndex else { return nil }
        switch bytes[index + 1] {
        case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"), UInt8(ascii: "b"), UInt8(ascii: "f"),
            UInt8(ascii: "n"), UInt8(ascii: "r"), UInt8(ascii: "t"):
            return 2
        case UInt8(ascii: "u"):
            guard let unit = hexQuad(in: bytes, at: index + 2) else { return nil }
            if (0xDC00...0xDFFF).contains(unit) { return nil }
            guard (0xD800...0xDBFF).contains(unit) else { return 6 }
            guard index + 7 < bytes.endIndex, bytes[index + 6] == UInt8(ascii: "\\"),
                bytes[index + 7] == UInt8(ascii: "u"), let low = hexQuad(in: bytes, at: index + 8),
                (0xDC00...0xDFFF).contains(low)
            else { return nil }
            return 12
        default: return nil
        }
    }

    /// The value of the four hexadecimal digits at `index`, or `nil`.
    private static func hexQuad(in bytes: UnsafeBufferPointer<UInt8>, at index: Int) -> UInt32? {
        guard index + 4 <= bytes.endIndex else { return nil }
        var value: UInt32 = 0
        for byte in bytes[index..<index + 4] {
            let digit: UInt8
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = byte - UInt8(ascii: "0")
            case UInt8(ascii: "A")...UInt8(ascii: "F"), UInt8(ascii: "a")...UInt8(ascii: "f"):
                digit = (byte | 0x20) - UInt8(ascii: "a") + 10
            default: return nil
            }
            value = value << 4 | UInt32(digit)
        }
        return value
    }
}
