/// Which occurrences a count condition counts: of an event
/// (`ReviewConditions.minimumEventCount(_:_:in:noun:)`) or of sessions
/// (`ReviewConditions.minimumSessions(_:in:)`).
public enum CountSpan: Sendable, Equatable {
    /// Every occurrence.
    case allTime
    /// The occurrences since the user was last asked. A user never asked meets the condition
    /// whatever the count: a rule about asking again never holds back the first ask (as
    /// `ReviewConditions.minimumTimeElapsed(sinceLastRequest:)` does).
    case sinceLastRequest
    /// The occurrences while the app was at its current version: an update starts again from zero.
    case currentVersion
    /// The occurrences since a request was last made right after this event (every one, until one
    /// was): a request made after another event, or at a periodic check, leaves the count alone. A
    /// launch never makes a request, so for sessions this counts every launch.
    case sinceOwnRequest

    /// The count this span reads from the three a condition keeps, or `nil` when the condition is met
    /// whatever the count: since the last request, for a user never asked in `state`.
    func count(
        in state: ReviewState, allTime: Int, sinceLastRequest: Int, sinceOwnRequest: Int? = nil,
        currentVersion: @autoclosure () -> Int
    ) -> Int? {
        switch self {
        case .allTime: allTime
        case .sinceLastRequest: state.wasAskedBefore ? sinceLastRequest : nil
        case .currentVersion: currentVersion()
        case .sinceOwnRequest: sinceOwnRequest ?? allTime
        }
    }

    /// The words a reason adds after the count: "", " since the last request", " in this version".
    var scope: String {
        switch self {
        case .allTime: ""
        case .sinceLastRequest: " since the last request"
        case .currentVersion: " in this version"
        case .sinceOwnRequest: " since the last request they made"
        }
    }
}

extension CountSpan {
    /// Every span with its name in a policy file, `allTime` (the default) first.
    package static let policyNames: [(name: String, span: CountSpan)] = [
        ("allTime", .allTime), ("sinceLastRequest", .sinceLastRequest), ("currentVersion", .currentVersion),
        ("sinceOwnRequest", .sinceOwnRequest),
    ]

    /// The span's parameter of a count condition: `span`, one of ``policyNames``, `allTime` when absent.
    static func parameter<Condition>(_ span: @escaping @Sendable (Condition) -> CountSpan) -> ConditionParameter<
        Condition
    > {
        ConditionParameter("span", .choice(policyNames.map(\.name)), required: false) { condition in
            let value = span(condition)
            guard value != .allTime, let name = policyNames.first(where: { $0.span == value })?.name else { return nil }
            return .choice(name)
        }
    }

    /// The span `arguments` name under `span`: `allTime` when none.
    static func named(in arguments: ConditionArguments) -> CountSpan {
        let name = arguments.choice("span")
        return policyNames.first { $0.name == name }?.span ?? .allTime
    }
}
