import AskForReviewDomain
import Foundation
import TestSupport
import Testing

/// Timestamps are read by arithmetic; Foundation's Gregorian calendar in UTC is the reference for
/// every date one accepts.
@Suite("Reading a timestamp")
struct ISOTimestampReadingTests {
    /// The moment Foundation's Gregorian calendar in UTC gives for the fields, then the fraction and
    /// the offset applied: how `--now` was read before.
    func reference(_ fields: [Int], fraction: Double, offset: Int) throws -> Date {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = try #require(TimeZone(identifier: "UTC"))
        let components = DateComponents(
            year: fields[0], month: fields[1], day: fields[2], hour: fields[3], minute: fields[4], second: fields[5])
        return try #require(calendar.date(from: components)).addingTimeInterval(fraction - Double(offset))
    }

    func text(_ fields: [Int], fraction: String, offset: Int) -> String {
        let date = String(
            format: "%04d-%02d-%02dT%02d:%02d:%02d", fields[0], fields[1], fields[2], fields[3], fields[4], fields[5])
        let zone =
            offset == 0
            ? "Z" : String(format: "%@%02d:%02d", offset < 0 ? "-" : "+", abs(offset) / 3_600, abs(offset) % 3_600 / 60)
        return date + fraction + zone
    }

    @Test("Random timestamps from year 1 to 9999, with fractions and offsets, read as the calendar reads them")
    func randomTimestamps() throws {
        var generator = SeededGenerator.recordingSeed(for: "random timestamps")
        for _ in 0..<3_000 {
            let year = Int.random(in: 1...9_999, using: &generator)
            let month = Int.random(in: 1...12, using: &generator)
            let fields = [
                year, month, Int.random(in: 1...28, using: &generator), Int.random(in: 0...23, using: &generator),
                Int.random(in: 0...59, using: &generator), Int.random(in: 0...59, using: &generator),
            ]
            let offset =
                Int.random(in: -23...23, using: &generator) * 3_600
                + ([0, 30, 45].randomElement(using: &generator) ?? 0) * 60
            let digits = Int.random(in: 0...999, using: &generator)
            let fraction = Bool.random(using: &generator) ? String(format: ".%03d", digits) : ""
            let value = fraction.isEmpty ? 0 : Double(digits) / 1_000
            let read = try #require(ISOTimestamp.date(from: text(fields, fraction: fraction, offset: offset)))
            #expect(read == (try reference(fields, fraction: value, offset: offset)), "\(fields) \(offset)")
        }
    }

    @Test("Every day around the calendar's switch in 1582, the ends of months and of the years 1 and 9999")
    func edges() throws {
        var days: [[Int]] = (1...31).map { [1_582, 10, $0, 12, 0, 0] } + (1...28).map { [1_582, 2, $0, 0, 0, 0] }
        days += [
            [1, 1, 1, 0, 0, 0], [9_999, 12, 31, 23, 59, 59], [2_000, 2, 29, 0, 0, 0], [2_024, 12, 31, 23, 59, 59],
        ]
        days += [[1_600, 2, 29, 0, 0, 0], [1_970, 1, 1, 0, 0, 0], [2_001, 1, 1, 0, 0, 0], [1_583, 1, 1, 0, 0, 0]]
        for fields in days {
            let read = try #require(ISOTimestamp.date(from: text(fields, fraction: "", offset: 0)), "\(fields)")
            #expect(read == (try reference(fields, fraction: 0, offset: 0)), "\(fields)")
        }
        for impossible in [
            "1900-02-29T00:00:00Z", "2026-04-31T00:00:00Z", "2026-01-01T24:00:00Z", "0000-13-01T00:00:00Z",
        ] {
            #expect(ISOTimestamp.date(from: impossible) == nil, "\(impossible)")
        }
    }
}
