import AskForReviewData
package import Foundation

/// A duration as a policy file writes it: a number and a unit, with no space: `180s`, `30m`, `12h`,
/// `7d`, `2w` (seconds, minutes, hours, days of 86,400 s, weeks of 7 days); the number may have a
/// fraction (`1.5d`) but no sign or exponent.
package enum PolicyDuration {
    private static let units: [(suffix: Character, seconds: TimeInterval)] = [
        ("w", 604_800), ("d", 86_400), ("h", 3_600), ("m", 60), ("s", 1),
    ]
    /// The longest duration accepted: 100 years.
    package static let maximum: TimeInterval = 100 * 365 * 86_400

    /// The seconds `text` says, or `nil` when it is not a duration (or longer than ``maximum``).
    package static func seconds(in text: String) -> TimeInterval? {
        guard let last = text.last, let unit = units.first(where: { $0.suffix == last }) else { return nil }
        let number = text.dropLast()
        guard !number.isEmpty, number.allSatisfy({ $0.isASCII && ($0.isNumber || $0 == ".") }),
            number.filter({ $0 == "." }).count <= 1, number.first != ".", number.last != ".",
            let value = Double(number)
        else { return nil }
        let seconds = value * unit.seconds
        return seconds <= maximum ? seconds : nil
    }

    /// `seconds` in the largest unit that writes it exactly (weeks left out: `7d` reads better), or
    /// in seconds.
    package static func text(_ seconds: TimeInterval) -> String {
        for unit in units where unit.suffix != "w" && seconds >= unit.seconds {
            let count = seconds / unit.seconds
            if count == count.rounded() { return "\(Int(count))\(unit.suffix)" }
        }
        return seconds == seconds.rounded() ? "\(Int(seconds))s" : "\(seconds)s"
    }

    /// What a file may write where a duration of at least `minimum` seconds goes.
    static func allowed(minimum: TimeInterval) -> String {
        let floor = minimum > 0 ? "more than 0" : "0 or more"
        return "a duration, \(floor), as a number and a unit: \"180s\", \"30m\", \"12h\", \"7d\" or \"2w\""
    }
}
