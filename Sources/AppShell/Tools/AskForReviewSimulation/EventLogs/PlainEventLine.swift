import AskForReviewDomain
import Foundation

/// The common form of an event log's line read straight from its bytes: one flat JSON object of the
/// log's keys, each at most once, with strings of printable ASCII without escapes, a plain decimal
/// `weight` and a literal `bad`. Anything else — an escape, another character, an exponent, a value
/// out of its bounds, a missing or unknown key — is left to the strict reader, which reads it or
/// words every problem; what this reads, the strict reader reads the same (a test compares the two
/// on lines of every kind). It spares each line the strict reader's tree of values, a fifth of what
/// a replay costs.
///
/// It reads the line's bytes in place (no copy of a slice, and so no count of references kept, for
/// each of its fields) and a time in its common form, `2026-03-01T10:00:00Z`, by arithmetic on them.
package struct PlainEventLine {
    private var cursor: JSONByteCursor

    private init(_ bytes: UnsafeBufferPointer<UInt8>) {
        cursor = JSONByteCursor(bytes)
    }

    /// The event `line` holds in the common form, or `nil` when it is not in that form or not valid.
    package static func event(in line: ArraySlice<UInt8>) -> LoggedEvent? {
        var texts = LineTextCache()
        return event(in: line, texts: &texts)
    }

    /// The event `line` holds in the common form, its texts made through `texts`, or `nil` when it is
    /// not in that form or not valid.
    static func event(in line: ArraySlice<UInt8>, texts: inout LineTextCache) -> LoggedEvent? {
        line.withUnsafeBufferPointer { buffer in
            var reader = PlainEventLine(buffer)
            return reader.event(texts: &texts)
        }
    }

    /// The keys of a line, as their bytes spell them.
    private enum Key {
        case user, time, event, version, weight, bad, ask

        /// The key's spelling.
        private var spelling: StaticString {
            switch self {
            case .user: "user"
            case .time: "time"
            case .event: "event"
            case .version: "version"
            case .weight: "weight"
            case .bad: "bad"
            case .ask: "ask"
            }
        }

        /// The key `bytes` spell: told apart by their length and first letter, then compared whole.
        init?(_ bytes: Slice<UnsafeBufferPointer<UInt8>>) {
            guard let first = bytes.first else { return nil }
            let key: Key
            switch (bytes.count, first) {
            case (4, UInt8(ascii: "u")): key = .user
            case (4, UInt8(ascii: "t")): key = .time
            case (5, UInt8(ascii: "e")): key = .event
            case (7, UInt8(ascii: "v")): key = .version
            case (6, UInt8(ascii: "w")): key = .weight
            case (3, UInt8(ascii: "b")): key = .bad
            case (3, UInt8(ascii: "a")): key = .ask
            default: return nil
            }
            guard let base = bytes.base.baseAddress,
                memcmp(key.spelling.utf8Start, base + bytes.startIndex, bytes.count) == 0
            else { return nil }
            self = key
        }
    }

    /// What a line in the common form holds, its texts as where their bytes lie in the line: what a
    /// reader that makes no text of them (a log read in any order, before it is sorted) needs.
    struct Fields {
        var user: Range<Int>
        var time: Date
        var nameBytes: Range<Int>
        var name: EventName
        var kind: LoggedEvent.Kind
        var version: Range<Int>?
        var weight: Double
        var isBadExperience: Bool
        var asks: Bool
    }

    /// The fields of `line` in the common form (its event names checked through `texts`), their
    /// texts' ranges counted from the line's first byte; `nil` when the line is not in that form or
    /// not valid.
    static func fields(in line: ArraySlice<UInt8>, texts: inout LineTextCache) -> Fields? {
        line.withUnsafeBufferPointer { buffer in
            var reader = PlainEventLine(buffer)
            return reader.fields(texts: &texts)
        }
    }

    private mutating func event(texts: inout LineTextCache) -> LoggedEvent? {
        guard let fields = fields(texts: &texts) else { return nil }
        return LoggedEvent(
            user: texts.user(cursor.bytes[fields.user]), time: fields.time, name: fields.name, kind: fields.kind,
            version: fields.version.map { texts.version(cursor.bytes[$0]) }, weight: fields.weight,
            isBadExperience: fields.isBadExperience, asks: fields.asks)
    }

    @inline(__always)
    private mutating func fields(texts: inout LineTextCache) -> Fields? {
        var user: Range<Int>?
        var time: Date?
        var name: (bytes: Range<Int>, name: EventName, kind: LoggedEvent.Kind)?
        var version: Range<Int>?
        var weight: Double?
        var bad: Bool?
        var asks: Bool?
        cursor.skipSpaces()
        guard cursor.take(UInt8(ascii: "{")) else { return nil }
        repeat {
            cursor.skipSpaces()
            guard let keyBytes = cursor.plainBytes(), let key = Key(cursor.bytes[keyBytes]) else { return nil }
            cursor.skipSpaces()
            guard cursor.take(UInt8(ascii: ":")) else { return nil }
            cursor.skipSpaces()
            switch key {
            case .user where user == nil:
                guard let text = cursor.plainBytes(), (1...LoggedEventLine.maximumUserLength).contains(text.count)
                else {
                    return nil
                }
                user = text
            case .time where time == nil:
                guard let text = cursor.plainBytes(), let date = Self.date(cursor.bytes[text]),
                    LoggedEventLine.times.contains(date)
                else { return nil }
                time = date
            case .event where name == nil:
                guard let text = cursor.plainBytes(), let named = texts.name(cursor.bytes[text]) else { return nil }
                name = (text, named.name, named.kind)
            case .version where version == nil:
                guard let text = cursor.plainBytes(), (1...LoggedEventLine.maximumVersionLength).contains(text.count)
                else {
                    return nil
                }
                version = text
            case .weight where weight == nil:
                guard let number = number(), LoggedEventLine.weights.contains(number) else { return nil }
                weight = number
            case .bad where bad == nil:
                guard let flag = cursor.literal() else { return nil }
                bad = flag
            case .ask where asks == nil:
                guard let flag = cursor.literal() else { return nil }
                asks = flag
            default: return nil
            }
            cursor.skipSpaces()
        } while cursor.take(UInt8(ascii: ","))
        guard cursor.take(UInt8(ascii: "}")) else { return nil }
        cursor.skipSpaces()
        guard cursor.isAtEnd, let user, let time, let name,
            asks != true || name.kind.isAppEvent
        else { return nil }
        return Fields(
            user: user, time: time, nameBytes: name.bytes, name: name.name, kind: name.kind, version: version,
            weight: weight ?? 1, isBadExperience: bad ?? false, asks: asks ?? false)
    }

    /// The time `text` spells: in its common form (`2026-03-01T10:00:00Z`, a valid date and time of
    /// day) worked out from its digits, as `ISOTimestamp` works it out; in any other form read by it.
    private static func date(_ text: Slice<UnsafeBufferPointer<UInt8>>) -> Date? {
        if text.count == 20, let date = commonFormDate(text) { return date }
        return ISOTimestamp.date(from: String(decoding: text, as: UTF8.self))
    }

    /// The time `YYYY-MM-DDThh:mm:ssZ` spells, or `nil` when `text` is not that form of a valid time.
    private static func commonFormDate(_ text: Slice<UnsafeBufferPointer<UInt8>>) -> Date? {
        guard let base = text.base.baseAddress.map({ $0 + text.startIndex }), base[4] == 0x2D, base[7] == 0x2D,
            base[10] == 0x54, base[13] == 0x3A, base[16] == 0x3A, base[19] == 0x5A
        else { return nil }
        let (century, yearOfCentury, month, day) = (pair(base, 0), pair(base, 2), pair(base, 5), pair(base, 8))
        let (hour, minute, second) = (pair(base, 11), pair(base, 14), pair(base, 17))
        guard century >= 0, yearOfCentury >= 0, (1...12).contains(month), day >= 1, (0..<24).contains(hour),
            (0..<60).contains(minute), (0..<60).contains(second)
        else { return nil }
        let year = century * 100 + yearOfCentury
        guard day <= ExportTime.daysIn(month: month, year: year) else { return nil }
        let days = ExportTime.daysSince1970(year: year, month: month, day: day) - ExportTime.daysFrom1970To2001
        return Date(timeIntervalSinceReferenceDate: Double(days * 86_400 + hour * 3_600 + minute * 60 + second))
    }

    /// The value of the two digits at `offset` from `base`, or −1 when either is not a digit.
    private static func pair(_ base: UnsafePointer<UInt8>, _ offset: Int) -> Int {
        let (high, low) = (Int(base[offset]) &- 48, Int(base[offset + 1]) &- 48)
        return UInt(bitPattern: high) < 10 && UInt(bitPattern: low) < 10 ? high * 10 + low : -1
    }

    /// The number at the position, without an exponent, or `nil`.
    private mutating func number() -> Double? {
        cursor.number(exponent: false).map { Double(String(decoding: cursor.bytes[$0], as: UTF8.self)) ?? .infinity }
    }
}
