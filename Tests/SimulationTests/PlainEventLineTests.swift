import AskForReviewDomain
import AskForReviewSimulation
import Foundation
import TestSupport
import Testing

@Suite("A log line read straight from its bytes reads as the strict reader reads it")
struct PlainEventLineTests {
    /// Pieces lines are made of: keys, values of every kind, spacing, and mistakes.
    static let keys = ["user", "time", "event", "version", "weight", "bad", "colour", "user", "User"]
    static let values = [
        #""a""#, #""user-1""#, #""""#, #""2026-03-01T10:00:00Z""#, #""2026-03-01T10:00:00.5+01:00""#,
        #""2026-02-30T10:00:00Z""#, #""launch""#, #""processCompleted""#, #""export""#, #""no spaces""#,
        #""1.2""#, #""caf\u00e9""#, #""tab\there""#, "\"é\"", #""a\"b""#, "1", "-0", "2.5", "-3.25", "1e3", "01",
        "1.", "1000001", "-1000000", "true", "false", "null", "[1]", "{}", "tru", String(repeating: "9", count: 30),
        "\"" + String(repeating: "x", count: 300) + "\"",
    ]
    static let spaces = ["", " ", "  ", "\t", " \r "]

    /// A random line: mostly the log's keys with values of the right kind, often not.
    static func line(using random: inout SeededGenerator) -> String {
        func pick<T>(_ options: [T]) -> T { options[Int.random(in: 0..<options.count, using: &random)] }
        var members: [String] = []
        let wellFormed = Bool.random(using: &random)
        let chosen =
            wellFormed
            ? ["user", "time", "event"] + ["version", "weight", "bad"].filter { _ in Bool.random(using: &random) }
            : (0..<Int.random(in: 0...5, using: &random)).map { _ in pick(keys) }
        for key in chosen {
            let value: String
            // A line of the right keys with now and then one value of any kind: near misses.
            let nearMiss = Int.random(in: 0..<6, using: &random) == 0
            switch (wellFormed && !nearMiss, key) {
            case (true, "user"): value = pick([#""a""#, #""user-1""#, #""caf\u00e9""#, "\"é\""])
            case (true, "time"): value = pick([#""2026-03-01T10:00:00Z""#, #""2026-03-01T10:00:00.5+01:00""#])
            case (true, "event"): value = pick([#""launch""#, #""processCompleted""#, #""export""#])
            case (true, "version"): value = pick([#""1.2""#, #""2.0""#])
            case (true, "weight"): value = pick(["1", "-0", "2.5", "-3.25", "1e3", "0.125"])
            case (true, "bad"): value = pick(["true", "false"])
            default: value = pick(values)
            }
            members.append(#""\#(key)""# + pick(spaces) + ":" + pick(spaces) + value)
        }
        let open = Int.random(in: 0..<20, using: &random) == 0 ? "[" : "{"
        return pick(spaces) + open + pick(spaces) + members.joined(separator: pick([",", " ,", ", "])) + pick(spaces)
            + "}"
            + pick(spaces)
    }

    @Test("On random lines, whatever the plain reading reads, the strict one reads the same")
    func sameAsStrict() {
        var random = SeededGenerator.recordingSeed(for: "plain event lines")
        var (plain, strictOnly) = (0, 0)
        let count = LongTests.count(quick: 8_000, long: 20_000)
        for _ in 0..<count {
            let text = Self.line(using: &random)
            let bytes = ArraySlice(Array(text.utf8))
            let strict = LoggedEventLine.strictEvent(in: bytes, number: 1)
            guard let read = PlainEventLine.event(in: bytes) else {
                if case .success = strict { strictOnly += 1 }
                continue
            }
            plain += 1
            #expect(strict == .success(read), "\(text)")
        }
        // Both kinds happen: lines the plain reading takes, and valid lines it leaves to the strict one.
        #expect(plain > count / 10 && strictOnly > count / 40, "plain \(plain), strict only \(strictOnly)")
    }

    @Test("A user id of any length is read plain only when its every byte is printable ASCII other than a backslash")
    func plainBytesAtEveryPosition() {
        var random = SeededGenerator.recordingSeed(for: "plain bytes")
        let printable = (UInt8(0x20)...0x7E).filter { $0 != UInt8(ascii: "\"") && $0 != UInt8(ascii: "\\") }
        let refused = Array(UInt8(0x00)...0x1F) + [0x5C, 0x7F] + Array(UInt8(0x80)...0xFF)
        for _ in 0..<5_000 {
            var id = (0..<Int.random(in: 1...40, using: &random)).map { _ in
                printable.randomElement(using: &random) ?? 0x41
            }
            let line = { (id: [UInt8]) in
                ArraySlice(
                    Array(#"{"user":""#.utf8) + id + Array(#"","time":"2026-03-01T10:00:00Z","event":"launch"}"#.utf8))
            }
            #expect(PlainEventLine.event(in: line(id))?.user == String(decoding: id, as: UTF8.self), "\(id)")
            // One byte that is not printable ASCII, or a backslash, anywhere in the id: left to the strict reader.
            let position = Int.random(in: 0..<id.count, using: &random)
            id[position] = refused.randomElement(using: &random) ?? 0
            #expect(PlainEventLine.event(in: line(id)) == nil, "\(id), byte \(id[position]) at \(position)")
        }
    }

    @Test("A time in the common form, valid or nearly, reads from its digits as ISO 8601 reads it")
    func commonFormTimes() {
        var random = SeededGenerator.recordingSeed(for: "common-form times")
        var (read, refused) = (0, 0)
        let count = LongTests.count(quick: 4_000, long: 10_000)
        for round in 0..<count {
            // Random fields around their bounds (month 0–13, day 0–32, hour 0–24, minute and second
            // 0–60), and random valid moments from 1970 to 2099, leap days among them.
            let text: String
            if round % 2 == 0 {
                let fields = [
                    Int.random(in: 1969...2100, using: &random), Int.random(in: 0...13, using: &random),
                    Int.random(in: 0...32, using: &random), Int.random(in: 0...24, using: &random),
                    Int.random(in: 0...60, using: &random), Int.random(in: 0...60, using: &random),
                ]
                func two(_ value: Int) -> String { value < 10 ? "0\(value)" : "\(value)" }
                text =
                    "\(fields[0])-\(two(fields[1]))-\(two(fields[2]))T\(two(fields[3])):\(two(fields[4])):\(two(fields[5]))Z"
            } else {
                text = ISOTimestamp.text(
                    Date(timeIntervalSince1970: Double.random(in: 0..<4_102_444_800, using: &random)))
            }
            let line = #"{"user": "u", "time": "\#(text)", "event": "launch"}"#
            let expected = ISOTimestamp.date(from: text).flatMap {
                (0..<4_102_444_800).contains($0.timeIntervalSince1970) ? $0 : nil
            }
            let time = PlainEventLine.event(in: ArraySlice(Array(line.utf8)))?.time
            #expect(time == expected, "\(text)")
            if time == nil { refused += 1 } else { read += 1 }
        }
        #expect(read > count * 9 / 20 && refused > count / 20, "read \(read), refused \(refused)")
    }
}
