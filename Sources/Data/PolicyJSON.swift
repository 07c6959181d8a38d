/// A JSON value as a policy file holds it: objects keep their members in the order written (so a key
/// given twice can be named, and the output is in a stable order), and numbers keep their literal.
package indirect enum PolicyJSON: Sendable {
    case object([Member])
    case array([PolicyJSON])
    case string(String)
    /// A number: its text as written and its value (always finite).
    case number(literal: String, value: Double)
    case bool(Bool)
    case null

    /// One member of an object.
    package struct Member: Sendable {
        package let key: String
        package let value: PolicyJSON

        package init(_ key: String, _ value: PolicyJSON) {
            self.key = key
            self.value = value
        }
    }

    /// A number from `value`, written as Swift writes it (an integer without a fraction).
    package static func number(_ value: Double) -> PolicyJSON {
        let literal = value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : "\(value)"
        return .number(literal: literal, value: value)
    }

    /// An integer.
    package static func integer(_ value: Int) -> PolicyJSON {
        .number(literal: String(value), value: Double(value))
    }

    /// What a problem says was found here: the value for a short one, else its kind.
    package var found: String {
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
