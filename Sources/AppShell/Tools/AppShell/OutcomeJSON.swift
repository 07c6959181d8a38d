import AskForReviewDomain
import AskForReviewSimulation
import Foundation

/// A policy's outcome read back from the `--json` a population run or a replay printed: the counts
/// a merge of shards adds.
enum OutcomeJSON {
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
