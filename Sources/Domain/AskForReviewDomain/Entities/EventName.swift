/// The name of an event an app records: a launch is a session, and everything else — a completed
/// process, an export, a purchase — is a named event whose facts the stored state keeps.
///
/// A name is 1 to ``maximumLength`` characters drawn from ASCII letters, digits, `.`, `_`, `-` and
/// `:`, so it is safe as part of a storage key. A literal is checked when it is recorded: a bad name is
/// a typed error and records nothing.
public struct EventName: Hashable, Sendable, CustomStringConvertible, ExpressibleByStringLiteral {
    /// The longest name, in characters.
    public static let maximumLength = 64

    /// A process (a multi-step flow, a workout) finished successfully.
    public static let processCompleted: EventName = "processCompleted"
    /// A process was abandoned or skipped.
    public static let processSkipped: EventName = "processSkipped"

    /// The name as given.
    public let rawValue: String
    /// The name's hash, worked out once when the name is made: a state looks a name up by comparing
    /// this number before the text, and a dictionary hashes this number, not the text.
    package let hashCode: Int

    /// The name `rawValue`, checked.
    /// - Throws: ``AskForReviewError/invalidEventName(_:reason:)`` when it is empty, too long or holds
    ///   a character outside the allowed set.
    public init(_ rawValue: String) throws(AskForReviewError) {
        if let problem = Self.problem(with: rawValue) { throw .invalidEventName(rawValue, reason: problem) }
        self.rawValue = rawValue
        hashCode = rawValue.hashValue
    }

    /// The name of the literal, checked when the event is recorded.
    public init(stringLiteral rawValue: String) {
        self.rawValue = rawValue
        hashCode = rawValue.hashValue
    }

    /// What is wrong with the name, or `nil` when it is valid.
    package var problem: String? { Self.problem(with: rawValue) }

    /// The name.
    public var description: String { rawValue }

    /// Feeds the name's hash, worked out when it was made, to `hasher`.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(hashCode)
    }

    private static func problem(with name: String) -> String? {
        guard !name.isEmpty else { return "an event name cannot be empty" }
        // Read as bytes: a name of allowed bytes is ASCII, so its bytes are its characters.
        let allowed = name.utf8.allSatisfy { byte in
            switch byte {
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
                UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "."), UInt8(ascii: "_"), UInt8(ascii: "-"),
                UInt8(ascii: ":"):
                true
            default: false
            }
        }
        let length = allowed ? name.utf8.count : name.count
        guard length <= maximumLength else {
            return "an event name has at most \(maximumLength) characters, this one \(length)"
        }
        return allowed ? nil : "an event name holds only ASCII letters, digits, '.', '_', '-' and ':'"
    }
}
