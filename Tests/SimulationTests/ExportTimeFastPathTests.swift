import AskForReviewSimulation
import Foundation
import TestSupport
import Testing

/// The time of an export read straight from its bytes is the time its text reads, or none: checked on
/// random times of every vendor's forms, valid and not.
@Suite("An export's time read from its bytes, as its text reads it")
struct ExportTimeFastPathTests {
    /// A random time as a vendor or a warehouse writes it, or a damaged one, and whether it is in a
    /// common form (see ``ExportTime/date(bytes:form:)``) for `form`.
    static func text(
        using random: inout SeededGenerator, form: ExportFormat.TimeForm
    ) -> (text: String, common: Bool) {
        func two(_ value: Int) -> String { value < 10 ? "0\(value)" : "\(value)" }
        let year = [1969, 1970, 2000, 2024, 2026, 2099, 2100].randomElement(using: &random) ?? 2026
        let month = Int.random(in: 0...13, using: &random)
        let day = Int.random(in: 0...32, using: &random)
        let hour = Int.random(in: 0...24, using: &random)
        let minute = Int.random(in: 0...60, using: &random)
        let second = Int.random(in: 0...60, using: &random)
        let separator = ["T", " ", "t", "_"].randomElement(using: &random) ?? "T"
        let digits = Int.random(in: 0...18, using: &random)
        let fraction =
            digits == 0
            ? (Bool.random(using: &random) ? "" : ".")
            : "." + String((0..<digits).map { _ in "0123456789".randomElement(using: &random) ?? "0" })
        let zone =
            [
                "", "Z", "z", " UTC", "+00:00", "-05:00", "+05:30", "+02", "-11", "+0200", "+24:00", "+01:60",
                "Z UTC", "+02:00 UTC", " utc", "+1", "UTC",
            ].randomElement(using: &random) ?? ""
        var text = "\(year)-\(two(month))-\(two(day))\(separator)\(two(hour)):\(two(minute)):\(two(second))"
        text += fraction + zone
        let zones =
            form == .utcText
            ? ["", " UTC", "Z", "+00:00", "-05:00", "+05:30", "+02", "-11"]
            : ["Z", "+00:00", "-05:00", "+05:30", "+02", "-11"]
        var common =
            (1970...2099).contains(year) && (separator == "T" || separator == " ") && digits <= 15
            && fraction != "." && zones.contains(zone)
        // Now and then one character dropped or changed.
        if Int.random(in: 0...9, using: &random) == 0, !text.isEmpty {
            var characters = Array(text)
            let index = Int.random(in: 0..<characters.count, using: &random)
            if Bool.random(using: &random) {
                characters.remove(at: index)
            } else {
                characters[index] = ["9", "-", ":", " ", "x"].randomElement(using: &random) ?? "x"
            }
            text = String(characters)
            common = false
        }
        return (text, common)
    }

    @Test("On random times of every form, the bytes read a time only when the text reads the same one")
    func fastPathAgrees() {
        var random = SeededGenerator.recordingSeed(for: "export times read from their bytes")
        var read = 0
        var fast = 0
        for _ in 0..<LongTests.count(quick: 10_000, long: 40_000) {
            for form in [ExportFormat.TimeForm.iso8601, .utcText] {
                let (text, common) = Self.text(using: &random, form: form)
                let slow = ExportTime.date(text: text, form: form)
                let quick = Array(text.utf8).withUnsafeBufferPointer { ExportTime.date(bytes: $0, form: form) }
                if let quick {
                    fast += 1
                    #expect(
                        quick == slow,
                        "\(text) as \(form.rawValue): \(quick) from the bytes, \(String(describing: slow)) from the text"
                    )
                }
                // Every time of a common form the text reads, the bytes read.
                if common, slow != nil {
                    read += 1
                    #expect(quick != nil, "\(text) as \(form.rawValue): read from its text only")
                }
            }
        }
        #expect(read > 1_000 && fast >= read, "\(fast) read from their bytes, \(read) times of a common form")
    }

    @Test("Each vendor's own form is read from its bytes, to the microsecond")
    func vendorsForms() {
        let forms: [(String, ExportFormat.TimeForm, String)] = [
            ("2024-05-01 10:00:00.123456", .utcText, "amplitude"),
            ("2024-08-27 16:04:23.819 UTC", .utcText, "bigquery"),
            ("2024-05-01T10:00:00.000000+00:00", .utcText, "posthog"),
            ("2024-05-01 10:00:00", .utcText, "posthog batch"),
            ("2024-05-01T10:00:00.000Z", .iso8601, "segment"),
            ("2024-05-01T12:00:00+02:00", .iso8601, "segment, an offset"),
            ("2024-05-01 10:00:00.5+00", .iso8601, "a warehouse"),
        ]
        for (text, form, vendor) in forms {
            let quick = Array(text.utf8).withUnsafeBufferPointer { ExportTime.date(bytes: $0, form: form) }
            #expect(quick != nil && quick == ExportTime.date(text: text, form: form), "\(vendor): \(text)")
        }
    }
}
