/// Which occurrences a count condition counts: of an event (``MinimumEventCount``) or of sessions
/// (``MinimumSessions``).
public enum CountSpan: Sendable, Equatable {
    /// Every occurrence.
    case allTime
    /// The occurrences since the user was last asked. A user never asked meets the condition
    /// whatever the count: a rule about asking again never holds back the first ask (as
    /// ``MinimumTimeElapsed/sinceLastRequest(seconds:)`` does).
    case sinceLastRequest
    /// The occurrences while the app was at its current version: an update starts again from zero.
    case currentVersion

    /// The words a reason adds after the count: "", " since the last request", " in this version".
    var scope: String {
        switch self {
        case .allTime: ""
        case .sinceLastRequest: " since the last request"
        case .currentVersion: " in this version"
        }
    }
}
