import AskForReviewDomain
import Foundation
import TestSupport
import Testing

@Suite("Timestamps a person reads")
struct ISOTimestampWritingTests {
    @Test("ISO 8601 in UTC to the second; fractions are dropped, never rounded up")
    func text() {
        #expect(ISOTimestamp.text(Date(timeIntervalSince1970: 0)) == "1970-01-01T00:00:00Z")
        #expect(ISOTimestamp.text(Date(timeIntervalSince1970: 1.999)) == "1970-01-01T00:00:01Z")
        #expect(ISOTimestamp.text(Date(timeIntervalSince1970: -0.5)) == "1969-12-31T23:59:59Z")
        #expect(ISOTimestamp.text(Date(timeIntervalSince1970: 951_782_400)) == "2000-02-29T00:00:00Z")
    }

    @Test("The years 1 to 9999 are written; dates beyond them or not finite read as invalid")
    func extremes() {
        #expect(ISOTimestamp.text(.distantPast) == "0001-01-01T00:00:00Z")
        #expect(ISOTimestamp.text(.distantFuture) == "4001-01-01T00:00:00Z")
        #expect(ISOTimestamp.text(Date(timeIntervalSinceReferenceDate: 252_423_993_599.5)) == "9999-12-31T23:59:59Z")
        #expect(ISOTimestamp.text(Date(timeIntervalSinceReferenceDate: 252_423_993_600)) == "an invalid date")
        #expect(ISOTimestamp.text(Date.distantPast.addingTimeInterval(-1)) == "an invalid date")
        #expect(ISOTimestamp.text(Date(timeIntervalSinceReferenceDate: 1e300)) == "an invalid date")
        #expect(ISOTimestamp.text(Date(timeIntervalSinceReferenceDate: .infinity)) == "an invalid date")
        #expect(ISOTimestamp.text(Date(timeIntervalSinceReferenceDate: .nan)) == "an invalid date")
    }
}

@Suite("Timestamps against Foundation's ISO 8601 format")
struct TimestampFormatTests {
    @Test("10,000 random moments from the year 1 to 9999 read as Foundation's ISO 8601 format writes them")
    func matchesFoundation() {
        var generator = SeededGenerator.recordingSeed(for: "timestamps")
        let style = Date.ISO8601FormatStyle()
        let range = Date.distantPast.timeIntervalSinceReferenceDate...252_423_993_599
        let calendarChange = -13_197_600_000.0  // 1582-10-15T00:00:00Z, where the Gregorian calendar starts
        let edges = [range.lowerBound, range.upperBound, 0, -1, calendarChange, calendarChange - 1, 951_782_400]
        let moments = edges + (0..<10_000).map { _ in Double.random(in: range, using: &generator).rounded(.down) }
        for seconds in moments {
            let date = Date(timeIntervalSinceReferenceDate: seconds)
            #expect(ISOTimestamp.text(date) == style.format(date), "\(seconds)")
        }
    }
}
