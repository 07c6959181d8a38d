extension UnmetReason {
    /// Kinds of change, other than the clock moving on, that can make a reason stop applying.
    ///
    /// A reason names the kinds that may clear it (``UnmetReason/clearedBy``); until one of them happens
    /// it holds at least until its ``UnmetReason/clearsAt``. A reason that names every kind, the
    /// default, promises only what the clock alone does. A caller that replays a user's launches and
    /// events reads through ``ReviewDecision/conditionsHoldNoEarlierThan(despite:)`` which decisions it
    /// may skip.
    public struct Changes: OptionSet, Sendable, Hashable {
        /// The kinds as bits.
        public let rawValue: Int

        /// The kinds in `rawValue`'s bits.
        public init(rawValue: Int) {
            self.rawValue = rawValue
        }

        /// A launch or an event recorded.
        public static let events = Changes(rawValue: 1 << 0)
        /// A new version of the app.
        public static let version = Changes(rawValue: 1 << 1)
        /// The app's state: the user signs in or out, the app comes to the foreground or leaves it.
        public static let appState = Changes(rawValue: 1 << 2)
        /// The use case records a request, an answer or a review, or forgets everything (a reset);
        /// also anything else that changes the stored state.
        public static let requests = Changes(rawValue: 1 << 3)
        /// Every kind: the default, which promises only what the clock alone does.
        public static let all: Changes = [.events, .version, .appState, .requests]
    }
}
