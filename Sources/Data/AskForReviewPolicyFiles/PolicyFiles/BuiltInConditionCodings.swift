import AskForReviewData
import AskForReviewDomain
import AskForReviewJSON
import Foundation

/// The built-in conditions as a policy file names, reads and writes them. Counts are integers from 0
/// to ``maximumCount``; scores and totals numbers within ±``maximumScore``; durations carry their
/// unit (see ``PolicyDuration``).
enum BuiltInConditionCodings {
    static let maximumCount = BuiltInConditions.maximumCount
    static let maximumScore = BuiltInConditions.maximumScore

    /// Every built-in condition's coding, in the order a file's problems list their names: those that
    /// describe themselves (`BuiltInConditions.described`) from their descriptions, placed where their
    /// names always stood; one described later is added at the end.
    static let all: [PolicyConditionCoding] = {
        let placed: [PolicyConditionCoding] =
            [
                group("allOf", AllOf.self, make: AllOf.init, children: { $0.conditions }),
                group("anyOf", AnyOf.self, make: AnyOf.init, children: { $0.conditions }),
                described(MinimumEventCount.self), described(MinimumSessions.self), described(MinimumSessionScore.self),
                described(MinimumAverageSessionScore.self), described(MinimumWeightedTotal.self),
                described(MinimumTimeElapsed.self),
                described(MinimumTimeSinceChoice.self), described(MinimumUsageFrequency.self),
                described(QuietAfterBadExperience.self), described(RateNotChosen.self), described(NotDeclined.self),
                described(VersionNotYetPrompted.self), described(SignedIn.self), described(InForeground.self),
                described(SystemPromptQuota.self),
            ] + recentEvents
        let names = Set(placed.map(\.name))
        return placed + BuiltInConditions.described.map { described($0) }.filter { !names.contains($0.name) }
    }()

    private static func described<Condition: BuiltInCondition>(_ type: Condition.Type) -> PolicyConditionCoding {
        DescribedConditionCoding.coding(type)
    }

    /// `AllOf` or `AnyOf`: a list of one or more conditions.
    private static func group<Group: EligibilityCondition>(
        _ name: String, _ type: Group.Type, make: @escaping @Sendable ([any EligibilityCondition]) -> Group,
        children: @escaping @Sendable (Group) -> [any EligibilityCondition]
    ) -> PolicyConditionCoding {
        PolicyConditionCoding(
            name: name,
            decode: { value, path, reader in reader.conditions(value, at: path, nonEmpty: true).map(make) },
            encode: { condition, vocabulary throws(PolicyFileError) in
                guard let group = condition as? Group else { return nil }
                return try vocabulary.encode(children(group), at: name)
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
        let lower = bounds.number("lower", required: true, in: -maximumScore...maximumScore)
        let upper = bounds.number("upper", required: true, in: -maximumScore...maximumScore)
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
