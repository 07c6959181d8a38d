import AskForReviewDomain
import Foundation

/// The common form of an event log's line read straight from its bytes: one flat JSON object of the
/// log's keys, each at most once, with strings of printable ASCII without escapes, a plain decimal
/// `weight` and a literal `bad`. Anything else — an escape, another character, an exponent, a value
/// out of its bounds, a missing or unknown key — is left to the strict reader, which reads it or
/// words every problem; what this reads, the strict reader reads the same (a test compares the two
/// on lines of every kind). It spares each line the strict reader's tree of values, a fifth of what
/// a replay costs.
package struct PlainEventLine {
    private let bytes: ArraySlice<UInt8>
    private var index: Int

    private init(_ bytes: ArraySlice<UInt8>) {
        self.bytes = bytes
        index = bytes.startIndex
    }

    /// The event `line` holds in the common form, or `nil` when it is not in that form or not valid.
    package static func event(in line: ArraySlice<UInt8>) -> LoggedEvent? {
        var names = EventNameCache()
        return event(in: line, names: &names)
    }

    /// The event `line` holds in the common form, its name checked through `names`, or `nil` when it is
    /// not in that form or not valid.
    static func event(in line: ArraySlice<UInt8>, names: inout EventNameCache) -> LoggedEvent? {
        var reader = PlainEventLine(line)
        return reader.event(names: &names)
    }

    /// The keys of a line, as their bytes spell them.
    private enum Key {
        case user, time, event, version, weight, bad, ask

        /// Each key and its spelling.
        private static let spellings: [(Key, StaticString)] = [
            (.user, "user"), (.time, "time"), (.event, "event"), (.version, "version"), (.weight, "weight"),
            (.bad, "bad"), (.ask, "ask"),
        ]

        init?(_ bytes: ArraySlice<UInt8>) {
            guard
                let key = Self.spellings.first(where: { key in
                    key.1.utf8CodeUnitCount == bytes.count
                        && key.1.withUTF8Buffer { $0.elementsEqual(bytes) }
                })
            else { return nil }
            self = key.0
        }
    }

    private mutating func event(names: inout EventNameCache) -> LoggedEvent? {
        var user: String?
        var time: Date?
        var name: EventName?
        var version: String?
        var weight: Double?
        var bad: Bool?
        var asks: Bool?
        skipSpaces()
        guard take(UInt8(ascii: "{")) else { return nil }
        repeat {
            skipSpaces()
            guard let keyBytes = plainBytes(), let key = Key(bytes[keyBytes]) else { return nil }
            skipSpaces()
            guard take(UInt8(ascii: ":")) else { return nil }
            skipSpaces()
            switch key {
            case .user where user == nil:
                guard let text = plainString(), (1...LoggedEventLine.maximumUserLength).contains(text.utf8.count)
                else { return nil }
                user = text
            case .time where time == nil:
                guard let text = plainString(), let date = ISOTimestamp.date(from: text),
                    LoggedEventLine.times.contains(date)
                else { return nil }
                time = date
            case .event where name == nil:
                guard let text = plainBytes(), let valid = names.name(bytes[text]) else { return nil }
                name = valid
            case .version where version == nil:
                guard let text = plainString(), (1...LoggedEventLine.maximumVersionLength).contains(text.utf8.count)
                else { return nil }
                version = text
            case .weight where weight == nil:
                guard let number = plainNumber(), LoggedEventLine.weights.contains(number) else { return nil }
                weight = number
            case .bad where bad == nil:
                guard let flag = literal() else { return nil }
                bad = flag
            case .ask where asks == nil:
                guard let flag = literal() else { return nil }
                asks = flag
            default: return nil
            }
            skipSpaces()
        } while take(UInt8(ascii: ","))
        guard take(UInt8(ascii: "}")) else { return nil }
        skipSpaces()
        guard index == bytes.endIndex, let user, let time, let name,
            asks != true || (name != LoggedEvent.launch && name != LoggedEvent.install)
        else { return nil }
        return LoggedEvent(
            user: user, time: time, name: name, version: version, weight: weight ?? 1, isBadExperience: bad ?? false,
            asks: asks ?? false)
    }

    private mutating func take(_ byte: UInt8) -> Bool {
        guard index < bytes.endIndex, bytes[index] == byte else { return false }
        index += 1
        return true
    }

    /// Skips JSON's whitespace: spaces, tabs, line ends.
    private mutating func skipSpaces() {
        while index < bytes.endIndex,
            bytes[index] == 0x20 || bytes[index] == 0x09 || bytes[index] == 0x0A || bytes[index] == 0x0D
        {
            index += 1
        }
    }

    /// A quoted string of printable ASCII other than `"` and `\`, possibly empty.
    private mutating func plainString() -> String? {
        plainBytes().map { String(decoding: bytes[$0], as: UTF8.self) }
    }

    /// Where the characters of a quoted string of printable ASCII other than `"` and `\` lie.
    private mutating func plainBytes() -> Range<Int>? {
        guard take(UInt8(ascii: "\"")) else { return nil }
        let start = index
        while index < bytes.endIndex, bytes[index] != UInt8(ascii: "\"") {
            guard (0x20...0x7E).contains(bytes[index]), bytes[index] != UInt8(ascii: "\\") else { return nil }
            index += 1
        }
        guard index < bytes.endIndex else { return nil }
        defer { index += 1 }
        return start..<index
    }

    /// A JSON number without an exponent: `-`, then `0` or digits without a leading zero, then
    /// optionally a fraction.
    private mutating func plainNumber() -> Double? {
        let start = index
        _ = take(UInt8(ascii: "-"))
        guard index < bytes.endIndex, isDigit(bytes[index]) else { return nil }
        if bytes[index] == UInt8(ascii: "0") {
            index += 1
        } else {
            while index < bytes.endIndex, isDigit(bytes[index]) { index += 1 }
        }
        if take(UInt8(ascii: ".")) {
            guard index < bytes.endIndex, isDigit(bytes[index]) else { return nil }
            while index < bytes.endIndex, isDigit(bytes[index]) { index += 1 }
        }
        guard index == bytes.endIndex || !isDigit(bytes[index]) else { return nil }
        return Double(String(decoding: bytes[start..<index], as: UTF8.self))
    }

    /// `true` or `false`.
    private mutating func literal() -> Bool? {
        for (word, value) in [("true", true), ("false", false)] {
            let end = index + word.utf8.count
            if end <= bytes.endIndex, bytes[index..<end].elementsEqual(word.utf8) {
                index = end
                return value
            }
        }
        return nil
    }

    private func isDigit(_ byte: UInt8) -> Bool {
        (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
    }
}
