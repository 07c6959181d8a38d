import AskForReviewDomain
import AskForReviewSimulation
import Foundation
import TestSupport
import Testing

/// An export's times and fields read exactly: every form the vendor and its warehouse write is read,
/// a number is read as JSON writes one, a number in another unit than the format's is a problem
/// naming that unit, and a field written in another documented shape is read.
@Suite("An export's times and fields, read exactly")
struct ExportTimeTests {
    /// One user's launch and completion at 2026-03-01 10:00 UTC and 10:00:30, read in `format`.
    static let policy = ReviewPolicy(name: "every", conditions: [], moments: [.processCompleted], systemQuota: nil)

    /// The asks of replaying `lines` in `format`, or the log's problems.
    static func asks(_ lines: [String], _ format: ExportFormat) -> Result<[ReplayedAsk], EventLogError> {
        var asks: [ReplayedAsk] = []
        do {
            let file = try ByteRangeShardTests.LogFile(lines.map { $0 + "\n" }.joined())
            let handle = try FileHandle(forReadingFrom: URL(fileURLWithPath: file.path))
            defer { try? handle.close() }
            _ = try LogReplay(policies: [policy], format: format).run(readingLogFrom: handle) { asks.append($0) }
            return .success(asks)
        } catch let error as EventLogError {
            return .failure(error)
        } catch {
            Issue.record("not a log's problem: \(error)")
            return .success([])
        }
    }

    static let tenOClock = Date.iso("2026-03-01T10:00:00Z")

    @Test(
        "Amplitude's event_time as a warehouse writes it back (ISO 8601, Z or an offset) and PostHog's without a zone read as UTC",
        arguments: [
            ("amplitude", #"{"device_id":"d","event_type":"done","event_time":"2026-03-01T10:00:00.000+00:00"}"#),
            ("amplitude", #"{"device_id":"d","event_type":"done","event_time":"2026-03-01 11:00:00+01:00"}"#),
            ("amplitude", #"{"device_id":"d","event_type":"done","event_time":"2026-03-01T10:00:00Z"}"#),
            ("amplitude", #"{"device_id":"d","event_type":"done","event_time":"2026-03-01 10:00:00.000000"}"#),
            ("posthog", #"{"distinct_id":"d","event":"done","timestamp":"2026-03-01 10:00:00.000000"}"#),
            ("posthog", #"{"distinct_id":"d","event":"done","timestamp":"2026-03-01T10:00:00"}"#),
            ("posthog", #"{"distinct_id":"d","event":"done","timestamp":"2026-03-01T05:00:00-05:00"}"#),
            // BigQuery's TIMESTAMP as text, as an export query writes it.
            ("amplitude", #"{"device_id":"d","event_type":"done","event_time":"2026-03-01 10:00:00.000 UTC"}"#),
            ("posthog", #"{"distinct_id":"d","event":"done","timestamp":"2026-03-01 10:00:00 UTC"}"#),
        ])
    func utcForms(vendor: String, line: String) throws {
        let format = try ExportFormat(mapping: Data(#"{"format": "\#(vendor)", "completed": ["done"]}"#.utf8))
        let asks = try Self.asks([line], format).get()
        #expect(asks.map(\.time) == [Self.tenOClock], "\(vendor): \(line)")
    }

    @Test(
        "A Firebase export whose event_timestamp a query wrote as BigQuery's TIMESTAMP text reads with timeUnit utcText"
    )
    func bigQueryTimestampText() throws {
        let format = try ExportFormat(
            mapping: Data(#"{"format": "firebase", "timeUnit": "utcText", "completed": ["done"]}"#.utf8))
        let line = #"{"event_name":"done","user_pseudo_id":"d","event_timestamp":"2026-03-01 10:00:00.250 UTC"}"#
        #expect(try Self.asks([line], format).get().map(\.time) == [Self.tenOClock.addingTimeInterval(0.25)])
        // A zone of its own before " UTC" is not a time.
        let twoZones = #"{"event_name":"done","user_pseudo_id":"d","event_timestamp":"2026-03-01 10:00:00+01:00 UTC"}"#
        guard case .failure(let error) = Self.asks([twoZones], format) else {
            Issue.record("accepted: \(twoZones)")
            return
        }
        #expect(error.problems.count == 1 && error.problems.first?.hasPrefix("line 1:") == true, "\(error.problems)")
    }

    @Test(
        "A number in another unit than the format's is a problem of its line naming the unit it seems to be in",
        arguments: [
            (
                ExportFormat.mixpanel, #"{"event":"x","properties":{"distinct_id":"d","time":1772359200000}}"#,
                "milliseconds"
            ),
            (
                ExportFormat.firebase, #"{"event_name":"x","user_pseudo_id":"d","event_timestamp":"1772359200000"}"#,
                "milliseconds"
            ),
            (
                ExportFormat.firebase, #"{"event_name":"x","user_pseudo_id":"d","event_timestamp":1772359200}"#,
                "seconds"
            ),
        ])
    func unitsNamed(format: ExportFormat, line: String, unit: String) {
        guard case .failure(let error) = Self.asks([line], format) else {
            Issue.record("accepted: \(line)")
            return
        }
        #expect(error.problems.count == 1)
        let text = error.problems.first ?? ""
        #expect(text.hasPrefix("line 1:") && text.contains("seems to be in \(unit)"), "\(text)")
        #expect(text.contains(#""timeUnit": "\#(unit)""#), "the mapping that reads it: \(text)")
    }

    @Test(
        "A time is a number as JSON writes one: hexadecimal, a plus sign or a space is refused",
        arguments: ["0x1p50", "+1772359200000000", " 1772359200000000", "1772359200000000 ", "1e", "0x1F"])
    func jsonNumbersOnly(written: String) {
        let line = #"{"event_name":"x","user_pseudo_id":"d","event_timestamp":"\#(written)"}"#
        guard case .failure(let error) = Self.asks([line], .firebase) else {
            Issue.record("accepted: \(written)")
            return
        }
        #expect(error.problems.first?.contains("event_timestamp") == true, "\(error.problems)")
    }

    @Test("Numbers as JSON writes them still read: an integer, a string of one, an exponent")
    func jsonNumbersRead() throws {
        for written in [#""1772359200000000""#, "1772359200000000", "1.7723592e15", #""1772359200000000.0""#] {
            let line = #"{"event_name":"done","user_pseudo_id":"d","event_timestamp":\#(written)}"#
            let format = try ExportFormat(mapping: Data(#"{"format": "firebase", "completed": ["done"]}"#.utf8))
            #expect(try Self.asks([line], format).get().map(\.time) == [Self.tenOClock], "\(written)")
        }
    }

    @Test("PostHog's batch export writes properties as a string of JSON: the version in it is read")
    func propertiesAsAString() throws {
        let line =
            #"{"distinct_id":"d","event":"done","timestamp":"2026-03-01 10:00:00","properties":"{\"$app_version\":\"2.3\",\"$device_id\":\"dev\"}"}"#
        let format = try ExportFormat(mapping: Data(#"{"format": "posthog", "completed": ["done"]}"#.utf8))
        let asks = try Self.asks([line], format).get()
        #expect(asks.map(\.version) == ["2.3"] && asks.map(\.user) == ["dev"], "\(asks)")
    }
}
