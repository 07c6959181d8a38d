import Foundation

/// The texts a field of a log's lines had recently, each kept with its bytes, so that a text the lines
/// repeat (a user's id on each of their lines, one of a few event names, a platform) is made once,
/// not on every line.
struct RecentTexts {
    private var entries: [(bytes: [UInt8], text: String)] = []
    /// The entry found last, tried first.
    private var last = 0
    /// The entry replaced next when all are taken.
    private var oldest = 0
    /// The most texts kept.
    private static let capacity = 8

    /// The text `bytes` spell (as UTF-8): a kept one when its bytes are the same, else a new one, kept.
    mutating func text(_ bytes: Slice<UnsafeBufferPointer<UInt8>>) -> String {
        if last < entries.count, Self.same(bytes, entries[last].bytes) { return entries[last].text }
        for index in entries.indices where Self.same(bytes, entries[index].bytes) {
            last = index
            return entries[index].text
        }
        let entry = (bytes: Array(bytes), text: String(decoding: bytes, as: UTF8.self))
        if entries.count < Self.capacity {
            entries.append(entry)
            last = entries.count - 1
        } else {
            entries[oldest] = entry
            last = oldest
            oldest = (oldest + 1) % Self.capacity
        }
        return entry.text
    }

    /// Whether `bytes` and `kept` are the same bytes.
    static func same(_ bytes: Slice<UnsafeBufferPointer<UInt8>>, _ kept: [UInt8]) -> Bool {
        guard bytes.count == kept.count else { return false }
        return kept.withUnsafeBufferPointer { keptBytes in
            guard let start = bytes.base.baseAddress, let other = keptBytes.baseAddress else { return bytes.isEmpty }
            return memcmp(start + bytes.startIndex, other, bytes.count) == 0
        }
    }
}
