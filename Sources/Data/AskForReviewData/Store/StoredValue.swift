public import Foundation

/// One value as a ``Storeable`` keeps it: a small closed set of types every store can represent
/// exactly, so no store can be handed a type it would crash on.
///
/// In JSON each value is an object with one key naming its type, e.g. `{"int": 4}`; a date is
/// `{"date": seconds}` counted from 2001-01-01T00:00:00Z, the `Date` reference, which keeps every bit.
public enum StoredValue: Sendable, Equatable, Codable {
    /// A Boolean.
    case bool(Bool)
    /// An integer.
    case int(Int)
    /// A string.
    case string(String)
    /// A date, with its full precision.
    case date(Date)
    /// A list of dates, with their full precision.
    case dates([Date])
    /// A finite floating-point number.
    case double(Double)
    /// A list of finite floating-point numbers.
    case doubles([Double])

    private enum Tag: String, CodingKey, CaseIterable {
        case bool, int, string, date, dates, double, doubles
    }

    /// Decodes the one-key form; anything else throws `DecodingError`.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: Tag.self)
        guard container.allKeys.count == 1, let tag = container.allKeys.first else {
            throw DecodingError.dataCorrupted(
                DecodingError.Context(codingPath: decoder.codingPath, debugDescription: "expected one type key")
            )
        }
        switch tag {
        case .bool: self = .bool(try container.decode(Bool.self, forKey: tag))
        case .int: self = .int(try container.decode(Int.self, forKey: tag))
        case .string: self = .string(try container.decode(String.self, forKey: tag))
        case .date: self = .date(Date(timeIntervalSinceReferenceDate: try container.decode(Double.self, forKey: tag)))
        case .dates:
            let seconds = try container.decode([Double].self, forKey: tag)
            self = .dates(seconds.map(Date.init(timeIntervalSinceReferenceDate:)))
        case .double: self = .double(try container.decode(Double.self, forKey: tag))
        case .doubles: self = .doubles(try container.decode([Double].self, forKey: tag))
        }
    }

    /// Encodes the one-key form.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: Tag.self)
        switch self {
        case .bool(let value): try container.encode(value, forKey: .bool)
        case .int(let value): try container.encode(value, forKey: .int)
        case .string(let value): try container.encode(value, forKey: .string)
        case .date(let value): try container.encode(value.timeIntervalSinceReferenceDate, forKey: .date)
        case .dates(let values): try container.encode(values.map(\.timeIntervalSinceReferenceDate), forKey: .dates)
        case .double(let value): try container.encode(value, forKey: .double)
        case .doubles(let values): try container.encode(values, forKey: .doubles)
        }
    }
}
