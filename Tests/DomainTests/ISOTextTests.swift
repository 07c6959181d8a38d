import AskForReviewDomain
import Foundation
import Testing

@Suite("ISO-8601 text of dates")
struct ISOTextTests {
    @Test("Matches Foundation's ISO-8601 format to the second across four centuries and both eras")
    func matchesFoundation() {
        var generator = SystemRandomNumberGenerator()
        var dates = [
            Date(timeIntervalSince1970: 0), Date(timeIntervalSince1970: -1), Date(timeIntervalSince1970: 951_782_400),
            Date(timeIntervalSince1970: 4_107_542_399.999), Date(timeIntervalSince1970: -62_135_596_800),
        ]
        for _ in 0..<2_000 {
            dates.append(
                Date(timeIntervalSince1970: Double.random(in: -5_000_000_000...8_000_000_000, using: &generator)))
        }
        for date in dates {
            #expect(date.isoText == date.formatted(.iso8601), "\(date.timeIntervalSince1970)")
        }
    }

    @Test("Dates beyond year 9999 or not finite never crash")
    func extremes() {
        #expect(!Date(timeIntervalSinceReferenceDate: 1e300).isoText.isEmpty)
        #expect(Date(timeIntervalSinceReferenceDate: .infinity).isoText == "an invalid date")
    }
}
