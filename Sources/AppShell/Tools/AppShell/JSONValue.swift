import AskForReviewDomain
import Foundation

/// A JSON value, for the one object each `--json` command prints.
enum JSONValue: Encodable, Equatable {
    case null
    case bool(Bool)
    case int(Int)
    case double(Double)
    case string(String)
    case array([JSONValue])
    case object([String: JSONValue])

    /// A date as an ISO-8601 UTC string, or null.
    static func date(_ date: Date?) -> JSONValue {
        date.map { .string(ISOTimestamp.text($0)) } ?? .null
    }

    /// Strings as a JSON array.
    static func strings(_ values: [String]) -> JSONValue {
        .array(values.map(JSONValue.string))
    }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        switch self {
        case .null: try container.encodeNil()
        case .bool(let value): try container.encode(value)
        case .int(let value): try container.encode(value)
        case .double(let value): try container.encode(value)
        case .string(let value): try container.encode(value)
        case .array(let values): try container.encode(values)
        case .object(let members): try container.encode(members)
        }
    }

    /// The value as one line of JSON with sorted keys (RFC 8259). Every character a terminal would act
    /// on (see ``TerminalText/isControl(_:)``) is written as a `\uXXXX` escape, so the line is valid
    /// JSON and safe on a terminal alike, and printing it changes nothing.
    func line() -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        guard let data = try? encoder.encode(self), let text = String(data: data, encoding: .utf8) else {
            return #"{"error":"could not encode the report"}"#
        }
        // Such characters stand only inside strings, where an escape means the same character.
        var line = ""
        for scalar in text.unicodeScalars {
            if TerminalText.isControl(scalar) {
                let hex = String(scalar.value, radix: 16)
                line += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            } else {
                line.unicodeScalars.append(scalar)
            }
        }
        return line
    }
}
