import AskForReviewData
import AskForReviewDomain
import AskForReviewPolicyFiles
import Foundation

/// One line of an event log read as strictly as a policy file: a JSON object with `user`, `time` and
/// `event`, and optionally `version`, `weight` and `bad`; nothing else.
package enum LoggedEventLine {
    /// The longest user id and version read, in characters.
    static let maximumUserLength = 256
    static let maximumVersionLength = 64
    /// The weights read: a bound far beyond any score, so a typo is caught.
    static let weights: ClosedRange<Double> = -1_000_000...1_000_000
    /// The times an event may have: from 1970-01-01T00:00:00Z to the end of 2099. A time before, such
    /// as the year 1 a zero time of some languages prints, is a fault of the export, and a log
    /// spanning millennia would make every figure by day that long.
    static let times = Date(timeIntervalSince1970: 0)...Date(timeIntervalSince1970: 4_102_444_799)
    /// ``times`` in words.
    static let timesAllowed = "a time from 1970-01-01T00:00:00Z to 2099-12-31T23:59:59Z"

    /// The event `line` holds, or its problems, each worded "line N: …": read straight from its bytes
    /// when it is in the common form (``PlainEventLine``), else by the strict reader.
    static func event(in line: ArraySlice<UInt8>, number: Int) -> Result<LoggedEvent, EventLogError> {
        var texts = LineTextCache()
        return event(in: line, number: number, texts: &texts)
    }

    /// The event `line` holds, or its problems, as ``event(in:number:)`` reads it, the texts of lines
    /// in the common form made through `texts`.
    static func event(
        in line: ArraySlice<UInt8>, number: Int, texts: inout LineTextCache
    ) -> Result<LoggedEvent, EventLogError> {
        if let event = PlainEventLine.event(in: line, texts: &texts) { return .success(event) }
        return strictEvent(in: line, number: number)
    }

    /// The event `line` holds, or its problems, as the strict reader of policy files reads it.
    package static func strictEvent(in line: ArraySlice<UInt8>, number: Int) -> Result<LoggedEvent, EventLogError> {
        if line.allSatisfy({ $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\t") }) {
            return .failure(problem(number, "an empty line; each line holds one event"))
        }
        do throws(PolicyFileError) {
            return .success(try PolicyFile.read(Data(line)) { fields in Self.event(from: &fields) })
        } catch {
            return .failure(
                EventLogError(problems: error.problems.map { "line \(number): \(lineProblem($0))" }, unlisted: 0))
        }
    }

    /// `problem` as a line's: one with the whole text, which a policy file words as the file's, is
    /// worded as the line's, and text that is not JSON is given the line's own bound, not a file's.
    private static func lineProblem(_ problem: PolicyFileProblem) -> String {
        guard problem.path.isEmpty else { return problem.description }
        // The line is the reader's whole input, so its "line 1" is this line.
        let found = problem.found.replacingOccurrences(of: " at line 1, column ", with: " at column ")
        // Text that is not one JSON object is allowed a file's size; a line is allowed its own.
        let allowed = problem.allowed.replacingOccurrences(
            of: "of at most 1 MiB", with: "of at most \(EventLogLines.maximumLineBytes) bytes")
        return "found \(found); allowed: \(allowed)"
    }

    /// A problem of line `number`.
    static func problem(_ number: Int, _ text: String) -> EventLogError {
        EventLogError(problems: ["line \(number): \(text)"], unlisted: 0)
    }

    private static func event(from fields: inout PolicyFileFields) -> LoggedEvent? {
        let user = fields.string("user", required: true, maximumLength: maximumUserLength)
        let time = fields.string("time", required: true, maximumLength: 64).flatMap { text -> Date? in
            guard let date = ISOTimestamp.date(from: text) else {
                fields.report.add(
                    fields.path(of: "time"), found: "\"\(text)\"",
                    allowed: "an ISO 8601 time such as 2026-03-01T10:00:00Z")
                return nil
            }
            guard times.contains(date) else {
                fields.report.add(fields.path(of: "time"), found: "\"\(text)\"", allowed: timesAllowed)
                return nil
            }
            return date
        }
        let name = fields.string("event", required: true, maximumLength: EventName.maximumLength).flatMap { text in
            do throws(AskForReviewError) {
                return try EventName(text)
            } catch {
                let reason = if case .invalidEventName(_, let reason) = error { reason } else { "\(error)" }
                fields.report.add(fields.path(of: "event"), found: "\"\(text)\"", allowed: reason)
                return nil
            }
        }
        let version = fields.string("version", required: false, maximumLength: maximumVersionLength)
        let weight = fields.number("weight", required: false, in: weights)
        let bad = fields.bool("bad", required: false)
        let asks = fields.bool("ask", required: false)
        if asks == true, let name, !LoggedEvent.Kind(name).isAppEvent {
            fields.report.add(
                fields.path(of: "ask"), found: "true on \(name == LoggedEvent.launch ? "a launch" : "an install")",
                allowed: "true on an event after which the app asked; a launch or an install is never asked at")
            return nil
        }
        guard let user, let time, let name else { return nil }
        return LoggedEvent(
            user: user, time: time, name: name, version: version, weight: weight ?? 1, isBadExperience: bad ?? false,
            asks: asks ?? false)
    }
}
