import AskForReviewData
import AskForReviewDomain
import AskForReviewJSON
import Foundation

/// The built-in conditions as a policy file names, reads and writes them. Counts are integers from 0
/// to `BuiltInConditions.maximumCount`; scores and totals numbers within
/// ±`BuiltInConditions.maximumScore`; durations carry their unit (see ``PolicyDuration``).
enum BuiltInConditionCodings {
    /// Every built-in condition's coding, in the order of `BuiltInConditions` (a file's problems list
    /// their names so): the groups, then those that describe themselves, each from its description.
    static let all: [PolicyConditionCoding] =
        BuiltInConditions.groups.map { group($0) } + BuiltInConditions.described.map { described($0) }

    private static func described<Condition: BuiltInCondition>(_ type: Condition.Type) -> PolicyConditionCoding {
        DescribedConditionCoding.coding(type)
    }

    /// A group (`allOf`, `anyOf`): a list of one or more conditions.
    private static func group<Group: BuiltInGroup>(_ type: Group.Type) -> PolicyConditionCoding {
        PolicyConditionCoding(
            name: Group.policyName,
            decode: { value, path, reader in reader.conditions(value, at: path, nonEmpty: true).map(Group.init) },
            encode: { condition, vocabulary throws(PolicyFileError) in
                guard let group = condition as? Group else { return nil }
                return try vocabulary.encode(group.conditions, at: Group.policyName)
            })
    }

    static func eventName(_ fields: inout PolicyFileFields, _ key: String, required: Bool = true) -> EventName? {
        guard let text = fields.string(key, required: required, maximumLength: EventName.maximumLength + 1) else {
            return nil
        }
        do {
            return try EventName(text)
        } catch {
            let reason = if case .invalidEventName(_, let reason) = error { reason } else { "\(error)" }
            fields.report.add(
                fields.path(of: key), found: StrictJSON.string(text).found, allowed: "an event name (\(reason))")
            return nil
        }
    }

    /// Optional bounds `{"lower": …, "upper": …}`: `.some(nil)` when absent, `nil` (a problem noted)
    /// when present and wrong.
    static func scoreBounds(_ fields: inout PolicyFileFields, _ key: String) -> ClosedRange<Double>?? {
        guard let value = fields.value(key, required: false, allowed: "") else { return .some(nil) }
        guard var bounds = PolicyFileFields(value, at: fields.path(of: key), report: fields.report) else { return nil }
        let limit = BuiltInConditions.maximumScore
        let lower = bounds.number("lower", required: true, in: -limit...limit)
        let upper = bounds.number("upper", required: true, in: -limit...limit)
        bounds.finish()
        guard let lower, let upper else { return nil }
        guard lower <= upper else {
            fields.report.add(
                fields.path(of: key),
                found: "lower \(StrictJSON.number(lower).found) above upper \(StrictJSON.number(upper).found)",
                allowed: "lower at most upper")
            return nil
        }
        return .some(lower...upper)
    }

    static func boundsJSON(_ range: ClosedRange<Double>) -> StrictJSON {
        .object([
            StrictJSON.Member("lower", .number(range.lowerBound)),
            StrictJSON.Member("upper", .number(range.upperBound)),
        ])
    }
}
