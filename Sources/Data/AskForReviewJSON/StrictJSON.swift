/// A JSON value as the package's files hold it (policies, experiments, populations): objects keep
/// their members in the order written (so a key given twice can be named, and the output is in a
/// stable order), and numbers keep their literal.
///
/// Read a file of your own as strictly as a policy file with `PolicyFile.read(_:_:)` and
/// `PolicyFileFields` (in `AskForReviewPolicyFiles`); write one with ``text`` or ``line``.
public indirect enum StrictJSON: Sendable {
    /// An object: its members in the order written.
    case object([Member])
    /// A list.
    case array([StrictJSON])
    /// A string.
    case string(String)
    /// A number: its text as written and its value (always finite).
    case number(literal: String, value: Double)
    /// `true` or `false`.
    case bool(Bool)
    /// `null`.
    case null

    /// One member of an object.
    public struct Member: Sendable {
        /// The member's key.
        public let key: String
        /// The member's value.
        public let value: StrictJSON

        /// The member `key`: `value`.
        public init(_ key: String, _ value: StrictJSON) {
            self.key = key
            self.value = value
        }
    }

    /// A number from `value`, written as Swift writes it (an integer without a fraction).
    public static func number(_ value: Double) -> StrictJSON {
        let literal = value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : "\(value)"
        return .number(literal: literal, value: value)
    }

    /// An integer.
    public static func integer(_ value: Int) -> StrictJSON {
        .number(literal: String(value), value: Double(value))
    }

    /// What a problem says was found here: the value for a short one, else its kind.
    public var found: String {
        switch self {
        case .object: "an object"
        case .array: "a list"
        case .string(let text): text.count <= 40 ? "\"\(text)\"" : "a string of \(text.count) characters"
        case .number(let literal, _): literal.count <= 24 ? literal : "a number"
        case .bool(let value): String(value)
        case .null: "null"
        }
    }
}
