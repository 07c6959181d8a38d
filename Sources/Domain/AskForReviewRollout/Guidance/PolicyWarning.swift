/// Where a valid policy goes against the App Store's guidance or the established libraries'
/// defaults: a warning, never an error, with a code a team can allow.
public struct PolicyWarning: Sendable, Equatable, CustomStringConvertible {
    /// What a warning is about; a team's checks allow warnings by code.
    public struct Code: RawRepresentable, Hashable, Sendable, CustomStringConvertible {
        /// The code as spelled, for example `reviewGating`.
        public let rawValue: String

        /// A code spelled `rawValue`.
        public init(rawValue: String) {
            self.rawValue = rawValue
        }

        /// No minimum time between two requests: with only the system's limit, three requests can
        /// come on three days in a row.
        public static let noMinimumInterval = Code(rawValue: "noMinimumInterval")
        /// The policy can ask in the user's first session, after one occurrence of each event it
        /// counts.
        public static let asksInFirstSession = Code(rawValue: "asksInFirstSession")
        /// The pre-prompt is shown again after "Later" with nothing to stop it ever.
        public static let prePromptReappearsForever = Code(rawValue: "prePromptReappearsForever")
        /// With a system request on "Rate", only users who answer the pre-prompt so reach the system's prompt ("review
        /// gating", which the App Store's guidelines discourage).
        public static let reviewGating = Code(rawValue: "reviewGating")

        /// The code as spelled.
        public var description: String { rawValue }
    }

    /// What the warning is about.
    public let code: Code
    /// What was found and why it matters, in words.
    public let message: String

    /// A warning with `code` and `message`.
    public init(code: Code, message: String) {
        self.code = code
        self.message = message
    }

    /// "`code`: `message`".
    public var description: String { "\(code): \(message)" }
}
