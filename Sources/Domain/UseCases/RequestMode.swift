/// Whether the use case records what happens or only shows the flow.
public enum RequestMode: Sendable, Equatable {
    /// Decides by the policy and records events, asks and requests.
    case live
    /// For development: shows the request (or the pre-prompt) whenever it is asked for and records
    /// nothing, so a developer sees the flow without spending the mirror of the system's limit.
    /// Decisions still say what the policy would decide.
    case preview
}
