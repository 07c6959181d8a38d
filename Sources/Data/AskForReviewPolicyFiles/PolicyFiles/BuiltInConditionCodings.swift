import AskForReviewData
import AskForReviewDomain
import AskForReviewJSON
import Foundation

/// The built-in conditions as a policy file names, reads and writes them. Counts are integers from 0
/// to ``maximumCount``; scores and totals numbers within ±``maximumScore``; durations carry their
/// unit (see ``PolicyDuration``).
enum BuiltInConditionCodings {
    static let maximumCount = 1_000_000_000
    static let maximumScore = 1e12

    static let all: [PolicyConditionCoding] =
        [
            group("allOf", AllOf.self, make: AllOf.init, children: { $0.conditions }),
            group("anyOf", AnyOf.self, make: AnyOf.init, children: { $0.conditions }),
            minimumEventCount, minimumSessions, minimumSessionScore, minimumAverageSessionScore,
            minimumWeightedTotal, minimumTimeElapsed, minimumTimeSinceChoice, minimumUsageFrequency,
            quietAfterBadExperience,
            rateNotChosen, notDeclined,
            flag("versionNotYetPrompted", VersionNotYetPrompted.self, VersionNotYetPrompted()),
            flag("signedIn", SignedIn.self, SignedIn()),
            flag("inForeground", InForeground.self, InForeground()),
            systemPromptQuota,
        ] + recentEvents + BuiltInConditions.described.map { DescribedConditionCoding.coding($0) }

    private static let spans: [(name: String, span: CountSpan)] = [
        ("allTime", .allTime), ("sinceLastRequest", .sinceLastRequest), ("currentVersion", .currentVersion),
        ("sinceOwnRequest", .sinceOwnRequest),
    ]

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

    /// A condition without parameters: `{}`.
    private static func flag<Condition: EligibilityCondition>(
        _ name: String, _ type: Condition.Type, _ value: Condition
    )
        -> PolicyConditionCoding
    {
        .object(name, type, read: { _ in value }, write: { _ in [] })
    }

    private static let minimumEventCount = PolicyConditionCoding.object(
        "minimumEventCount", MinimumEventCount.self,
        read: { fields in
            let event = eventName(&fields, "event")
            let count = fields.integer("count", required: true, in: 0...maximumCount)
            let span = span(&fields)
            let noun = fields.string("noun", required: false, maximumLength: 200)
            guard let event, let count, let span else { return nil }
            return MinimumEventCount(event, count, in: span, noun: noun)
        },
        write: { condition in
            var members = [
                StrictJSON.Member("event", .string(condition.event.rawValue)),
                StrictJSON.Member("count", .integer(condition.minimum ?? 0)),
            ]
            members += spanMember(condition.span)
            if condition.noun != condition.event.rawValue {
                members.append(StrictJSON.Member("noun", .string(condition.noun)))
            }
            return members
        })

    private static let minimumSessions = PolicyConditionCoding.object(
        "minimumSessions", MinimumSessions.self,
        read: { fields in
            let count = fields.integer("count", required: true, in: 0...maximumCount)
            guard let count, let span = span(&fields) else { return nil }
            return MinimumSessions(count, in: span)
        },
        write: { [StrictJSON.Member("count", .integer($0.minimum ?? 0))] + spanMember($0.span) })

    private static let minimumSessionScore = PolicyConditionCoding.object(
        "minimumSessionScore", MinimumSessionScore.self,
        read: { fields in
            fields.number("atLeast", required: true, in: -maximumScore...maximumScore).map(MinimumSessionScore.init)
        },
        write: { [StrictJSON.Member("atLeast", .number($0.minimum ?? 0))] })

    private static let minimumAverageSessionScore = PolicyConditionCoding.object(
        "minimumAverageSessionScore", MinimumAverageSessionScore.self,
        read: { fields in
            let minimum = fields.number("atLeast", required: true, in: -maximumScore...maximumScore)
            let sessions = fields.integer("overEarlierSessions", required: true, in: 1...20)
            guard let minimum, let sessions else { return nil }
            return MinimumAverageSessionScore(atLeast: minimum, overEarlierSessions: sessions)
        },
        write: {
            [
                StrictJSON.Member("atLeast", .number($0.minimum ?? 0)),
                StrictJSON.Member("overEarlierSessions", .integer($0.sessions)),
            ]
        })

    private static let minimumWeightedTotal = PolicyConditionCoding.object(
        "minimumWeightedTotal", MinimumWeightedTotal.self,
        read: { fields in
            let event = eventName(&fields, "event")
            let minimum = fields.number("atLeast", required: true, in: -maximumScore...maximumScore)
            let bounds = scoreBounds(&fields, "clampedTo")
            guard let event, let minimum, let bounds else { return nil }
            return MinimumWeightedTotal(event, atLeast: minimum, clampedTo: bounds)
        },
        write: { condition in
            [
                StrictJSON.Member("event", .string(condition.event.rawValue)),
                StrictJSON.Member("atLeast", .number(condition.minimum ?? 0)),
            ] + (condition.bounds.map { [StrictJSON.Member("clampedTo", boundsJSON($0))] } ?? [])
        })

    private static let anchors: [(name: String, make: @Sendable (TimeInterval) -> MinimumTimeElapsed)] = [
        ("firstLaunch", MinimumTimeElapsed.sinceFirstLaunch), ("lastRequest", MinimumTimeElapsed.sinceLastRequest),
        ("firstLaunchInCurrentVersion", MinimumTimeElapsed.sinceFirstLaunchInCurrentVersion),
    ]

    private static let minimumTimeElapsed = PolicyConditionCoding.object(
        "minimumTimeElapsed", MinimumTimeElapsed.self,
        read: { fields in
            let since = fields.string("since", required: true, choices: anchors.map(\.name))
            let duration = fields.duration("duration", required: true)
            guard let since, let duration, let anchor = anchors.first(where: { $0.name == since }) else { return nil }
            return anchor.make(duration)
        },
        write: { condition in
            let name =
                switch condition.anchor {
                case .firstLaunch: "firstLaunch"
                case .lastRequest: "lastRequest"
                case .firstLaunchInVersion: "firstLaunchInCurrentVersion"
                }
            return [
                StrictJSON.Member("since", .string(name)),
                StrictJSON.Member("duration", .string(PolicyDuration.text(condition.seconds ?? 0))),
            ]
        })

    /// The choices a policy file names, as it names them.
    private static let choices: [(name: String, choice: UserChoice)] = [
        ("rate", .rate), ("optOut", .optOut), ("prePromptRate", .prePrompt(.rate)),
        ("prePromptLater", .prePrompt(.later)), ("prePromptDecline", .prePrompt(.decline)),
    ]

    private static let minimumTimeSinceChoice = PolicyConditionCoding.object(
        "minimumTimeSinceChoice", MinimumTimeSinceChoice.self,
        read: { fields in
            let choice = fields.string("choice", required: true, choices: choices.map(\.name))
            let duration = fields.duration("duration", required: true)
            let noun = fields.string("noun", required: false, maximumLength: 200)
            let inCurrentVersionOnly = fields.bool("inCurrentVersionOnly", required: false) ?? false
            guard let choice, let duration, let named = choices.first(where: { $0.name == choice }) else { return nil }
            return MinimumTimeSinceChoice(
                choice: named.choice, seconds: duration, noun: noun ?? MinimumTimeSinceChoice.defaultNoun,
                inCurrentVersionOnly: inCurrentVersionOnly)
        },
        write: { condition in
            let name = choices.first { $0.choice == condition.choice }?.name ?? "rate"
            var members = [
                StrictJSON.Member("choice", .string(name)),
                StrictJSON.Member("duration", .string(PolicyDuration.text(condition.seconds ?? 0))),
            ]
            if condition.noun != MinimumTimeSinceChoice.defaultNoun {
                members.append(StrictJSON.Member("noun", .string(condition.noun)))
            }
            if condition.inCurrentVersionOnly { members.append(StrictJSON.Member("inCurrentVersionOnly", .bool(true))) }
            return members
        })

    private static let minimumUsageFrequency = PolicyConditionCoding.object(
        "minimumUsageFrequency", MinimumUsageFrequency.self,
        read: { fields in
            let sessionsPerWeek = fields.number("sessionsPerWeek", required: true, in: 0...10_000)
            let sinceUpdate = fields.duration("sinceUpdateAtMost", required: false)
            return sessionsPerWeek.map { MinimumUsageFrequency(sessionsPerWeek: $0, sinceUpdateAtMost: sinceUpdate) }
        },
        write: { condition in
            [StrictJSON.Member("sessionsPerWeek", .number(condition.sessionsPerWeek ?? 0))]
                + (condition.sinceUpdateAtMost.map {
                    [StrictJSON.Member("sinceUpdateAtMost", .string(PolicyDuration.text($0)))]
                } ?? [])
        })

    private static let quietAfterBadExperience = PolicyConditionCoding.object(
        "quietAfterBadExperience", QuietAfterBadExperience.self,
        read: { fields in
            let duration = fields.duration("duration", required: false)
            let sessions = fields.integer("sessions", required: false, in: 1...maximumCount)
            guard duration != nil || sessions != nil else {
                fields.report.add(
                    fields.path, found: "neither a duration nor sessions", allowed: "\"duration\", \"sessions\" or both"
                )
                return nil
            }
            return QuietAfterBadExperience(seconds: duration, sessions: sessions)
        },
        write: { condition in
            (condition.seconds.map { [StrictJSON.Member("duration", .string(PolicyDuration.text($0)))] } ?? [])
                + (condition.sessions.map { [StrictJSON.Member("sessions", .integer($0))] } ?? [])
        })

    private static let rateNotChosen = PolicyConditionCoding.object(
        "rateNotChosen", RateNotChosen.self,
        read: { fields in
            RateNotChosen(inCurrentVersionOnly: fields.bool("inCurrentVersionOnly", required: false) ?? false)
        },
        write: { $0.inCurrentVersionOnly ? [StrictJSON.Member("inCurrentVersionOnly", .bool(true))] : [] })

    private static let notDeclined = PolicyConditionCoding.object(
        "notDeclined", NotDeclined.self,
        read: { fields in
            NotDeclined(inCurrentVersionOnly: fields.bool("inCurrentVersionOnly", required: false) ?? false)
        },
        write: { $0.inCurrentVersionOnly ? [StrictJSON.Member("inCurrentVersionOnly", .bool(true))] : [] })

    private static let systemPromptQuota = PolicyConditionCoding.object(
        "systemPromptQuota", SystemPromptQuota.self, read: { quota(&$0) }, write: quotaMembers)

    /// The members of a system limit: `limit` and `window`.
    static func quotaMembers(_ quota: SystemPromptQuota) -> [StrictJSON.Member] {
        [
            StrictJSON.Member("limit", .integer(quota.limit)),
            StrictJSON.Member("window", .string(PolicyDuration.text(quota.window))),
        ]
    }

    /// A system limit: `limit` requests (1 to 1,000) in a `window` longer than 0.
    static func quota(_ fields: inout PolicyFileFields) -> SystemPromptQuota? {
        let limit = fields.integer("limit", required: true, in: 1...1_000)
        let window = fields.duration("window", required: true, minimum: 1)
        guard let limit, let window else { return nil }
        return SystemPromptQuota(limit: limit, window: window)
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

    /// The span, `allTime` when absent; `nil` with a problem when it is not one.
    private static func span(_ fields: inout PolicyFileFields) -> CountSpan? {
        let absent = fields.value("span", required: false, allowed: "") == nil
        if absent { return .allTime }
        guard let name = fields.string("span", required: true, choices: spans.map(\.name)) else { return nil }
        return spans.first { $0.name == name }?.span
    }

    private static func spanMember(_ span: CountSpan) -> [StrictJSON.Member] {
        guard span != .allTime, let name = spans.first(where: { $0.span == span })?.name else { return [] }
        return [StrictJSON.Member("span", .string(name))]
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
