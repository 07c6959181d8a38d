import AskForReviewDomain
import AskForReviewPolicyFiles
import AskForReviewSimulation
import Foundation

/// A policy's outcome read back from the `--json` a population run or a replay printed: the counts
/// a merge of shards adds.
enum OutcomeJSON {
    /// The largest result file a merge reads: what the strict reader of policy files reads (1 MiB; a
    /// result of ten policies over ten years of days is a few hundred KiB).
    static let maximumFileBytes = PolicyFile.maximumSize
    /// The largest count a result may hold: a merge's command line names fewer than 10,000 files (its
    /// commands take at most 10,000 arguments), so their counts add up to at most 2⁵³ − 1, the largest
    /// whole number every JSON reader holds exactly, and never overflow.
    static let maximumCount = 9_007_199_254_740_991 / 10_000

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
        guard data.count <= maximumFileBytes else {
            throw UsageError(
                "\(merge): \(quoted) is over \(maximumFileBytes >> 20) MiB, larger than any result '\(output)' "
                    + "writes", code: .dataError)
        }
        // Read as strictly as a policy file first: JSON as RFC 8259 says, no key twice, no other key at
        // the top than the two a result has.
        do throws(PolicyFileError) {
            _ = try PolicyFile.read(data) { fields in
                _ = fields.string("command", required: true, choices: [command])
                return fields.value(section, required: true, allowed: "the result of '\(output)'")
            }
        } catch {
            let first = error.problems.first.map { "\($0.path): found \($0.found); allowed: \($0.allowed)" } ?? ""
            throw UsageError(
                "\(merge): \(quoted) is not the output of '\(output)' (\(TerminalText.safe(first, limit: 200)))",
                code: .dataError)
        }
        guard let object = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
            object["command"] as? String == command, let found = object[section] as? [String: Any]
        else {
            throw UsageError("\(merge): \(quoted) is not the output of '\(output)'", code: .dataError)
        }
        guard found[ResultChecksum.key] is String else {
            throw UsageError(
                "\(merge): \(quoted) has no checksum of its figures: it was written by an earlier version; run it "
                    + "again", code: .dataError)
        }
        guard ResultChecksum.holds(found) else {
            throw UsageError(
                "\(merge): \(quoted) holds figures other than those '\(output)' wrote (their checksum differs): it "
                    + "was edited; run it again", code: .dataError)
        }
        return found
    }

    /// The whole number from 0 to ``maximumCount`` under `key` in `object`, or `nil` (for anything
    /// else: a fraction, a negative number, `true`, a string).
    static func count(_ key: String, in object: [String: Any]) -> Int? {
        count(object[key])
    }

    /// `value` as a count from 0 to ``maximumCount``, written as a whole number, or `nil`.
    static func count(_ value: Any?) -> Int? {
        // `true`, or a number written with a fraction or an exponent (`1.0`), is no count.
        guard case .int(let whole)? = value.flatMap(JSONValue.init(parsed:)), (0...maximumCount).contains(whole)
        else { return nil }
        return whole
    }

    /// The JSON `true` or `false` under `key` in `object`, or `nil` for anything else (a number too).
    static func flag(_ key: String, in object: [String: Any]) -> Bool? {
        guard case .bool(let value)? = object[key].flatMap(JSONValue.init(parsed:)) else { return nil }
        return value
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
            let entries = (json["firstAskDays"] as? [String: Any])?["histogram"] as? [Any]
        else { return nil }
        let histogram = entries.compactMap(count)
        guard histogram.count == entries.count else { return nil }
        var outcome = PolicyOutcome(policy: name, days: days)
        (outcome.users, outcome.userDays, outcome.everAsked, outcome.askedThreeTimes) =
            (users, userDays, everAsked, threeTimes)
        (outcome.systemRequests, outcome.swallowedWithoutMirror, outcome.prePrompts) = (requests, swallowed, prePrompts)
        for answer in PrePromptAnswer.allCases {
            guard let answered = answers[answer.rawValue] else { return nil }
            outcome.answers[answer] = answered
        }
        outcome.firstAskDays = histogram
        return outcome
    }

    /// What in `outcome`'s figures does not add up (users asked more than users, a histogram of first
    /// asks that does not count the users asked, answers that do not count the pre-prompts), or `nil`.
    static func inconsistency(of outcome: PolicyOutcome) -> String? {
        let answered = outcome.answers.values.reduce(0, +)
        let firstAsks = outcome.firstAskDays.reduce(0, +)
        return if outcome.everAsked > outcome.users {
            "\(outcome.everAsked) users asked of \(outcome.users)"
        } else if outcome.askedThreeTimes > outcome.everAsked {
            "\(outcome.askedThreeTimes) users asked three times of \(outcome.everAsked) asked"
        } else if firstAsks != outcome.everAsked {
            "the days to a first ask count \(firstAsks) users, not the \(outcome.everAsked) asked"
        } else if answered != outcome.prePrompts {
            "the answers count \(answered) pre-prompts, not \(outcome.prePrompts)"
        } else {
            nil
        }
    }
}
