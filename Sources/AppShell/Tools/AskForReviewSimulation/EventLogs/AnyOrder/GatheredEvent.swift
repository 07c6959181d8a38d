import AskForReviewDomain
import Foundation

/// An event of the package's own log as the parts of a log read in any order hold it
/// (``UserPartitions``): read and checked once, as its line is first read, then written compact, so
/// that a part is neither written with the line's JSON nor read as JSON again once sorted (each line
/// read twice made a log in any order three times as slow as a sorted one).
///
/// The bytes, all numbers little-endian: the time (seconds since 2001) and the weight, each the 8
/// bytes of a `Double`; a byte of flags (a bad experience, an ask, a version); then the user id, the
/// event's name and, when flagged, the version, each as a 2-byte length and its UTF-8 bytes.
enum GatheredEvent {
    private static let isBadExperience: UInt8 = 1
    private static let asks: UInt8 = 2
    private static let hasVersion: UInt8 = 4

    /// The bytes the event `fields` of a line in the common form hold take.
    static func size(of fields: PlainEventLine.Fields) -> Int {
        fixedBytes + fields.user.count + fields.nameBytes.count + (fields.version.map { 2 + $0.count } ?? 0)
    }

    /// Writes the event `fields` of a line in the common form hold (its texts lying in `line`) into
    /// `record`, ``size(of:)`` bytes.
    static func write(
        _ fields: PlainEventLine.Fields, in line: UnsafeBufferPointer<UInt8>, into record: UnsafeMutableRawBufferPointer
    ) {
        var writer = Writer(record: record)
        writer.store(time: fields.time, weight: fields.weight)
        writer.store(flags(bad: fields.isBadExperience, asks: fields.asks, version: fields.version != nil))
        writer.store(text: UnsafeRawBufferPointer(rebasing: UnsafeRawBufferPointer(line)[fields.user]))
        writer.store(text: UnsafeRawBufferPointer(rebasing: UnsafeRawBufferPointer(line)[fields.nameBytes]))
        if let version = fields.version {
            writer.store(text: UnsafeRawBufferPointer(rebasing: UnsafeRawBufferPointer(line)[version]))
        }
    }

    /// The bytes of `event`.
    static func record(of event: LoggedEvent) -> [UInt8] {
        let (user, name, version) = (
            Array(event.user.utf8), Array(event.name.rawValue.utf8), event.version.map { Array($0.utf8) }
        )
        var record = [UInt8](
            repeating: 0, count: fixedBytes + user.count + name.count + (version.map { 2 + $0.count } ?? 0))
        record.withUnsafeMutableBytes { bytes in
            var writer = Writer(record: bytes)
            writer.store(time: event.time, weight: event.weight)
            writer.store(flags(bad: event.isBadExperience, asks: event.asks, version: version != nil))
            user.withUnsafeBytes { writer.store(text: $0) }
            name.withUnsafeBytes { writer.store(text: $0) }
            version?.withUnsafeBytes { writer.store(text: $0) }
        }
        return record
    }

    /// The bytes of an event besides its texts': its time, weight and flags, and the lengths of its
    /// user id and name.
    private static let fixedBytes = 8 + 8 + 1 + 2 + 2

    /// Writes an event's bytes in order.
    private struct Writer {
        let record: UnsafeMutableRawBufferPointer
        var position = 0

        mutating func store(time: Date, weight: Double) {
            record.storeBytes(
                of: time.timeIntervalSinceReferenceDate.bitPattern.littleEndian, toByteOffset: position, as: UInt64.self
            )
            record.storeBytes(of: weight.bitPattern.littleEndian, toByteOffset: position + 8, as: UInt64.self)
            position += 16
        }

        mutating func store(_ flags: UInt8) {
            record[position] = flags
            position += 1
        }

        /// Stores the length of `text` (at most 65,535 bytes: a line's texts are far shorter) and its
        /// bytes.
        mutating func store(text: UnsafeRawBufferPointer) {
            record.storeBytes(
                of: UInt16(truncatingIfNeeded: text.count).littleEndian, toByteOffset: position, as: UInt16.self)
            let start = position + 2
            UnsafeMutableRawBufferPointer(rebasing: record[start..<start + text.count]).copyMemory(from: text)
            position = start + text.count
        }
    }

    /// The event `bytes` hold, as ``write(_:in:into:)`` or ``record(of:)`` wrote it, its texts made through `texts`; `nil`
    /// when they do not hold one.
    static func event(in bytes: UnsafeBufferPointer<UInt8>, texts: inout LineTextCache) -> LoggedEvent? {
        var position = 0
        guard let time = number(in: bytes, at: &position), let weight = number(in: bytes, at: &position),
            position < bytes.count
        else { return nil }
        let flags = bytes[position]
        position += 1
        guard let user = text(in: bytes, at: &position), let nameBytes = text(in: bytes, at: &position),
            let name = texts.name(bytes[nameBytes])
        else { return nil }
        var version: String?
        if flags & hasVersion != 0 {
            guard let versionBytes = text(in: bytes, at: &position) else { return nil }
            version = texts.version(bytes[versionBytes])
        }
        guard position == bytes.count else { return nil }
        return LoggedEvent(
            user: texts.user(bytes[user]), time: Date(timeIntervalSinceReferenceDate: time), name: name.name,
            kind: name.kind, version: version, weight: weight, isBadExperience: flags & isBadExperience != 0,
            asks: flags & asks != 0)
    }

    private static func flags(bad: Bool, asks: Bool, version: Bool) -> UInt8 {
        (bad ? isBadExperience : 0) | (asks ? Self.asks : 0) | (version ? hasVersion : 0)
    }

    /// The `Double` whose 8 bytes are at `position`, `position` moved past them.
    private static func number(in bytes: UnsafeBufferPointer<UInt8>, at position: inout Int) -> Double? {
        guard position + 8 <= bytes.count else { return nil }
        defer { position += 8 }
        return Double(
            bitPattern: UInt64(
                littleEndian: UnsafeRawBufferPointer(bytes).loadUnaligned(fromByteOffset: position, as: UInt64.self)))
    }

    /// Where the text whose length is at `position` lies, `position` moved past it.
    private static func text(in bytes: UnsafeBufferPointer<UInt8>, at position: inout Int) -> Range<Int>? {
        guard position + 2 <= bytes.count else { return nil }
        let count = Int(
            UInt16(littleEndian: UnsafeRawBufferPointer(bytes).loadUnaligned(fromByteOffset: position, as: UInt16.self))
        )
        let start = position + 2
        guard start + count <= bytes.count else { return nil }
        position = start + count
        return start..<start + count
    }
}
