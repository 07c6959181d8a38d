extension UnmetReason {
    /// Kinds of change, other than the clock moving on, that can make a reason stop applying.
    ///
    /// A reason names the kinds that may clear it (``UnmetReason/clearedBy``); until one of them happens
    /// it holds at least until its ``UnmetReason/clearsAt``. A reason that names every kind, the
    /// default, promises only what the clock alone does.
    ///
    /// Usable from inlinable code, so that a simulator in another module of the package tests and
    /// joins sets of kinds inline on every event it replays, as it did while the type was public.
    @usableFromInline
    package struct Changes: OptionSet, Sendable, Hashable {
        /// The kinds as bits.
        @usableFromInline
        package let rawValue: Int

        /// The kinds in `rawValue`'s bits.
        @usableFromInline
        package init(rawValue: Int) {
            self.rawValue = rawValue
        }

        /// A launch or an event recorded.
        package static let events = Changes(rawValue: 1 << 0)
        /// A new version of the app.
        package static let version = Changes(rawValue: 1 << 1)
        /// The app's state: the user signs in or out, the app comes to the foreground or leaves it.
        package static let appState = Changes(rawValue: 1 << 2)
        /// The use case records a request, an answer or a review, or forgets everything (a reset);
        /// also anything else that changes the stored state.
        package static let requests = Changes(rawValue: 1 << 3)
        /// Every kind: the default, which promises only what the clock alone does.
        package static let all: Changes = [.events, .version, .appState, .requests]
    }
}
