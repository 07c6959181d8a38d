import AskForReviewData
import AskForReviewDomain
import AskForReviewJSON
import Foundation

/// A JSON value, for the one object each `--json` command prints.
enum JSONValue: Equatable {
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

    /// The value `parsed` holds, as `JSONSerialization` reads it (a number written with a fraction or
    /// an exponent a double, a whole one an integer), or `nil` for anything JSON does not hold.
    init?(parsed: Any) {
        switch parsed {
        case is NSNull: self = .null
        case let number as NSNumber:
            switch String(cString: number.objCType) {
            case "c": self = .bool(number.boolValue)
            case "d", "f": self = .double(number.doubleValue)
            default: self = .int(number.intValue)
            }
        case let text as String: self = .string(text)
        case let values as [Any]:
            var read: [JSONValue] = []
            for value in values {
                guard let value = JSONValue(parsed: value) else { return nil }
                read.append(value)
            }
            self = .array(read)
        case let members as [String: Any]:
            var read: [String: JSONValue] = [:]
            for (key, value) in members {
                guard let value = JSONValue(parsed: value) else { return nil }
                read[key] = value
            }
            self = .object(read)
        default: return nil
        }
    }

    /// Strings as a JSON array.
    static func strings(_ values: [String]) -> JSONValue {
        .array(values.map(JSONValue.string))
    }

    /// The value as one line of JSON with sorted keys (RFC 8259), written by the writer of the
    /// package's files (`StrictJSON`), so what a command prints and what it writes as a file are
    /// escaped alike: every character a terminal would act on is a `\uXXXX` escape. A number that
    /// is not finite is null.
    func line() -> String {
        written.line
    }

    private var written: StrictJSON {
        switch self {
        case .null: .null
        case .bool(let value): .bool(value)
        case .int(let value): .integer(value)
        case .double(let value): value.isFinite ? .number(value) : .null
        case .string(let value): .string(value)
        case .array(let values): .array(values.map(\.written))
        case .object(let members):
            .object(members.keys.sorted().map { StrictJSON.Member($0, members[$0]?.written ?? .null) })
        }
    }
}
