/// Whether the use case records what happens, only shows the flow, or runs where the system never
/// shows the prompt.
public enum RequestMode: Sendable, Equatable {
    /// Decides by the policy and records events, asks and requests.
    case live
    /// For development: shows the request (or the pre-prompt) whenever it is asked for and records
    /// nothing in the app's store, so a developer sees the flow without spending the mirror of the
    /// system's limit. The use case is the live one, given the policy asking at every moment with
    /// no condition and no mirror of the limit, over a fresh state held in memory: every decision is
    /// eligible, and what the preview records lasts as long as the use case.
    case preview
    /// A TestFlight build, where the system never shows the review prompt: everything is recorded as
    /// live except the system request itself, which neither spends the mirror of the system's limit
    /// nor marks the version as asked.
    case testFlight
}
