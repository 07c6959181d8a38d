import AskForReviewData
public import AskForReviewJSON
package import Foundation

/// The members of one JSON object in a file read as strictly as a policy file, read by key: each
/// read checks the value's type and range and notes a problem at the member's path when it is wrong
/// or missing; ``finish()`` notes every key that was never read. Every problem of a file is reported
/// at once, and nothing of a file with a problem is used.
public struct PolicyFileFields {
    /// The object's path.
    package let path: String
    /// Where problems are noted: pass it to the fields of a nested object.
    public let report: PolicyFileReport
    private let members: [StrictJSON.Member]
    private var readKeys: [String] = []

    /// The fields of `value` at `path`, or `nil` (a problem noted) when it is not an object.
    public init?(_ value: StrictJSON, at path: String, report: PolicyFileReport) {
        guard case .object(let members) = value else {
            report.add(path, found: value.found, allowed: "an object")
            return nil
        }
        self.path = path
        self.report = report
        self.members = members
    }

    /// The path of `key` in this object.
    public func path(of key: String) -> String { PolicyFileReport.path(path, key) }

    /// The value of `key`, or `nil` when absent (a problem noted when `required`, saying `allowed`).
    /// (`allowed` is worded only when a problem is noted.)
    public mutating func value(_ key: String, required: Bool, allowed: @autoclosure () -> String) -> StrictJSON? {
        readKeys.append(key)
        guard let member = members.first(where: { $0.key == key }) else {
            if required { report.add(path(of: key), found: "nothing", allowed: allowed()) }
            return nil
        }
        return member.value
    }

    /// An integer within `range`.
    public mutating func integer(_ key: String, required: Bool, in range: ClosedRange<Int>) -> Int? {
        func allowed() -> String {
            range.count == 1 ? "\(range.lowerBound)" : "an integer from \(range.lowerBound) to \(range.upperBound)"
        }
        guard let value = value(key, required: required, allowed: allowed()) else { return nil }
        guard case .number(let literal, let number) = value, !literal.contains(where: { ".eE".contains($0) }),
            let integer = Int(exactly: number), range.contains(integer)
        else {
            report.add(path(of: key), found: value.found, allowed: allowed())
            return nil
        }
        return integer
    }

    /// A number within `range`.
    public mutating func number(_ key: String, required: Bool, in range: ClosedRange<Double>) -> Double? {
        func allowed() -> String {
            "a number from \(StrictJSON.number(range.lowerBound).found) to \(StrictJSON.number(range.upperBound).found)"
        }
        guard let value = value(key, required: required, allowed: allowed()) else { return nil }
        guard case .number(_, let number) = value, range.contains(number) else {
            report.add(path(of: key), found: value.found, allowed: allowed())
            return nil
        }
        return number
    }

    /// A string of 1 to `maximumLength` characters, one of `choices` when given.
    public mutating func string(_ key: String, required: Bool, choices: [String]? = nil, maximumLength: Int = 1_000)
        -> String?
    {
        func allowed() -> String {
            choices.map { $0.map { "\"\($0)\"" }.joined(separator: ", ") }
                ?? "a string of 1 to \(maximumLength) characters"
        }
        guard let value = value(key, required: required, allowed: allowed()) else { return nil }
        // A string of no more bytes than the limit has no more characters; only a longer one is counted.
        guard case .string(let text) = value, !text.isEmpty,
            text.utf8.count <= maximumLength || text.count <= maximumLength, choices?.contains(text) ?? true
        else {
            report.add(path(of: key), found: value.found, allowed: allowed())
            return nil
        }
        return text
    }

    /// `true` or `false`.
    public mutating func bool(_ key: String, required: Bool) -> Bool? {
        guard let value = value(key, required: required, allowed: "true or false") else { return nil }
        guard case .bool(let flag) = value else {
            report.add(path(of: key), found: value.found, allowed: "true or false")
            return nil
        }
        return flag
    }

    /// A duration written with its unit (see ``PolicyDuration``), in seconds, at least `minimum`.
    package mutating func duration(_ key: String, required: Bool, minimum: TimeInterval = 0) -> TimeInterval? {
        let allowed = PolicyDuration.allowed(minimum: minimum)
        guard let value = value(key, required: required, allowed: allowed) else { return nil }
        guard case .string(let text) = value, let seconds = PolicyDuration.seconds(in: text), seconds >= minimum else {
            report.add(path(of: key), found: value.found, allowed: allowed)
            return nil
        }
        return seconds
    }

    /// Notes every key of the object that no read asked for.
    public func finish() {
        for member in members where !readKeys.contains(member.key) {
            let allowed = readKeys.isEmpty ? "no keys" : "the keys " + readKeys.joined(separator: ", ")
            report.add(path(of: member.key), found: "an unknown key", allowed: allowed)
        }
    }
}
