import AskForReviewData
import AskForReviewDomain
import AskForReviewJSON

extension BuiltInConditionCodings {
    /// `recentEventCount`: `event`, `count`, `lastDays` (1 to 31); and `recentWeightedTotal`:
    /// `event`, `atLeast`, `lastDays`. Both are `MinimumRecentEvents`, told apart by what the window
    /// must hold.
    static let recentEvents: [PolicyConditionCoding] = [
        coding("recentEventCount") { fields in
            fields.integer("count", required: true, in: 0...maximumCount).map { .count($0) }
        } write: { minimum in
            guard case .count(let count) = minimum else { return nil }
            return StrictJSON.Member("count", .integer(count))
        },
        coding("recentWeightedTotal") { fields in
            fields.number("atLeast", required: true, in: -maximumScore...maximumScore).map { .total($0) }
        } write: { minimum in
            guard case .total(let total) = minimum else { return nil }
            return StrictJSON.Member("atLeast", .number(total))
        },
    ]

    /// A coding of `MinimumRecentEvents` named `name`, whose minimum `readMinimum` reads and
    /// `writeMinimum` writes (`nil`: a minimum of the other kind, not this coding's).
    private static func coding(
        _ name: String, readMinimum: @escaping @Sendable (inout PolicyFileFields) -> MinimumRecentEvents.Minimum?,
        write writeMinimum: @escaping @Sendable (MinimumRecentEvents.Minimum) -> StrictJSON.Member?
    ) -> PolicyConditionCoding {
        PolicyConditionCoding(
            name: name,
            decode: { value, path, reader in
                guard var fields = PolicyFileFields(value, at: path, report: reader.report) else { return nil }
                defer { fields.finish() }
                let event = eventName(&fields, "event")
                let minimum = readMinimum(&fields)
                let days = fields.integer("lastDays", required: true, in: 1...RecentDays.maximumWindowDays)
                guard let event, let minimum, let days else { return nil }
                return MinimumRecentEvents(event, minimum, inLastDays: days)
            },
            encode: { condition, _ in
                guard let recent = condition as? MinimumRecentEvents, let member = writeMinimum(recent.minimum) else {
                    return nil
                }
                return .object([
                    StrictJSON.Member("event", .string(recent.event.rawValue)), member,
                    StrictJSON.Member("lastDays", .integer(recent.days)),
                ])
            })
    }
}
