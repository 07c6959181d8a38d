import AskForReviewDomain
import AskForReviewSimulation
import Foundation

/// A policy's outcome read back from the `--json` a population run or a replay printed: the counts
/// a merge of shards adds.
enum OutcomeJSON {
    /// The largest result file a merge reads.
    static let maximumFileBytes = 64 << 20

    /// The object under `section` in the result `output` (a command line ending in `--json`, whose
    /// object says it is `command`'s) wrote to `path`, read for `merge` (named in errors).
    /// - Throws: a ``UsageError``, 66 when the file cannot be read, 65 when it is not such a result.
    static func section(
        _ section: String, of command: String, output: String, in path: String, merge: String
    ) throws(UsageError) -> [String: Any] {
        let quoted = TerminalText.quoted(path)
        var folder: ObjCBool = false
        if FileManager.default.fileExists(atPath: path, isDirectory: &folder), folder.boolValue {
            throw UsageError("\(merge): cannot read \(quoted): it is a folder, not a result file", code: .noInput)
        }
        guard let handle = FileHandle(forReadingAtPath: path) else {
            throw UsageError("\(merge): cannot read \(quoted)", code: .noInput)
        }
        defer { try? handle.close() }
        let data = (try? handle.read(upToCount: maximumFileBytes + 1)) ?? Data()
        guard data.count <= maximumFileBytes,
            let object = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
            object["command"] as? String == command, let found = object[section] as? [String: Any]
        else {
            throw UsageError("\(merge): \(quoted) is not the output of '\(output)'", code: .dataError)
        }
        return found
    }

    /// The whole number from 0 under `key` in `object`, or `nil`.
    static func count(_ key: String, in object: [String: Any]) -> Int? {
        (object[key] as? NSNumber).flatMap { Int(exactly: $0.doubleValue) }.flatMap { $0 >= 0 ? $0 : nil }
    }

    /// Counts by name, the object under `key` in `object`, or `nil` when one is not a count.
    static func counts(_ key: String, in object: [String: Any]) -> [String: Int]? {
        guard let counts = object[key] as? [String: Any] else { return nil }
        var read: [String: Int] = [:]
        for name in counts.keys {
            guard let value = count(name, in: counts) else { return nil }
            read[name] = value
        }
        return read
    }

    /// The outcome one policy's object holds, for a run of `days` days (0 for a replay), or `nil` when
    /// a count is missing or of another type.
    static func outcome(from json: [String: Any], days: Int) -> PolicyOutcome? {
        guard let name = json["policy"] as? String, let users = count("users", in: json),
            let userDays = count("userDays", in: json), let everAsked = count("everAsked", in: json),
            let threeTimes = count("askedThreeTimes", in: json), let requests = count("systemRequests", in: json),
            let swallowed = count("swallowedWithoutMirror", in: json), let prePrompts = count("prePrompts", in: json),
            let answers = counts("answers", in: json),
            let histogram = (json["firstAskDays"] as? [String: Any])?["histogram"] as? [NSNumber]
        else { return nil }
        var outcome = PolicyOutcome(policy: name, days: days)
        (outcome.users, outcome.userDays, outcome.everAsked, outcome.askedThreeTimes) =
            (users, userDays, everAsked, threeTimes)
        (outcome.systemRequests, outcome.swallowedWithoutMirror, outcome.prePrompts) = (requests, swallowed, prePrompts)
        for answer in PrePromptAnswer.allCases {
            guard let answered = answers[answer.rawValue] else { return nil }
            outcome.answers[answer] = answered
        }
        outcome.firstAskDays = histogram.map(\.intValue)
        return outcome
    }
}
