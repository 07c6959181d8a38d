import AskForReviewDomain
import AskForReviewJSON
import Foundation

/// The one encoding of ``StoredValues`` shared by the file and `UserDefaults` stores:
/// `{"schemaVersion": 2, "values": {"event.processCompleted.count": {"int": 4}, ...}}`.
///
/// `schemaVersion` lets a later version migrate older content; content from a newer schema is refused
/// (treated as unreadable), never half-understood. Values a store does not know are kept, within
/// bounds: content past any of the bounds below is refused as damaged, so no file makes every read slow.
enum StoreFileCodec {
    /// The schema this version writes and the newest it reads. Schema 2 added the number types
    /// (`double`, `doubles`); the review state's keys moved to per-event facts at the same time (see
    /// ``StoreableReviewStoreService``, which reads schema-1 keys and rewrites them).
    static let schemaVersion = 2
    /// The most values one store holds (a review state uses about a dozen).
    static let maximumValues = 1_000
    /// The longest key, in UTF-8 bytes.
    static let maximumKeyBytes = 256
    /// The longest string value, in UTF-8 bytes.
    static let maximumStringBytes = 4_096
    /// The most dates (or numbers) in one list.
    static let maximumDates = 10_000

    private struct Header: Decodable {
        let schemaVersion: Int
    }

    private struct File: Codable {
        let schemaVersion: Int
        let values: [String: StoredValue]
    }

    /// The file's bytes for `entries`.
    /// - Throws: ``DamageReport`` for content past a bound, which a store would refuse to read back.
    static func encode(_ entries: [String: StoredValue]) throws -> Data {
        if let excess = boundExceeded(entries) { throw DamageReport(excess) }
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .prettyPrinted]
        return try encoder.encode(File(schemaVersion: schemaVersion, values: entries))
    }

    /// The entries in `data`, or a reason a person can read why they cannot be used.
    static func decode(_ data: Data) -> Result<[String: StoredValue], DamageReport> {
        guard !data.isEmpty else { return .failure(DamageReport("the content is empty")) }
        // The package's one JSON scanner first: syntax as RFC 8259 has it (a decoder lets a trailing
        // comma through), a key given twice, numbers no `Double` holds.
        let json: StrictJSON
        do throws(StrictJSONParser.Failure) {
            json = try StrictJSONParser.parse(data)
        } catch {
            return .failure(DamageReport("its values are damaged (\(error.reason))"))
        }
        let decoder = JSONDecoder()
        let header: Header
        do {
            header = try decoder.decode(Header.self, from: data)
        } catch {
            return .failure(DamageReport("the content is not a store of this package (\(describe(error)))"))
        }
        guard header.schemaVersion <= schemaVersion else {
            return .failure(
                DamageReport(
                    "it was written by a newer version (schema \(header.schemaVersion); this one reads up to \(schemaVersion))"
                )
            )
        }
        guard header.schemaVersion >= 1 else {
            return .failure(DamageReport("its schema version \(header.schemaVersion) is not valid"))
        }
        let values: [String: StoredValue]
        do {
            values = try decoder.decode(File.self, from: data).values
        } catch {
            let reason = wholeNumberPastInt(in: json).map { "the number \($0) is out of range" } ?? describe(error)
            return .failure(DamageReport("its values are damaged (\(reason))"))
        }
        if let excess = boundExceeded(values) { return .failure(DamageReport(excess)) }
        return .success(values)
    }

    /// The first number written without a fraction or exponent that no `Int` holds, or `nil`.
    private static func wholeNumberPastInt(in json: StrictJSON) -> String? {
        switch json {
        case .number(let literal, _):
            return !literal.contains(where: { ".eE".contains($0) }) && Int(literal) == nil ? literal : nil
        case .object(let members): return members.lazy.compactMap { wholeNumberPastInt(in: $0.value) }.first
        case .array(let elements): return elements.lazy.compactMap { wholeNumberPastInt(in: $0) }.first
        case .string, .bool, .null: return nil
        }
    }

    /// Which bound `values` passes, in words, or `nil` when they keep every bound.
    private static func boundExceeded(_ values: [String: StoredValue]) -> String? {
        guard values.count <= maximumValues else {
            return "it holds \(values.count) values, more than the \(maximumValues) a store may hold"
        }
        for (key, value) in values {
            guard key.utf8.count <= maximumKeyBytes else {
                return "a key is \(key.utf8.count) bytes long, more than \(maximumKeyBytes)"
            }
            switch value {
            case .string(let text) where text.utf8.count > maximumStringBytes:
                return "the value of \(key) is \(text.utf8.count) bytes long, more than \(maximumStringBytes)"
            case .dates(let dates) where dates.count > maximumDates:
                return "\(key) lists \(dates.count) dates, more than \(maximumDates)"
            case .date(let date) where !ISOTimestamp.writable.contains(date.timeIntervalSinceReferenceDate):
                return "the date of \(key) (\(date.timeIntervalSinceReferenceDate) s) is outside the years 1 to 9999"
            case .dates(let dates)
            where !dates.allSatisfy({ ISOTimestamp.writable.contains($0.timeIntervalSinceReferenceDate) }):
                return "a date \(key) lists is outside the years 1 to 9999"
            case .doubles(let numbers) where numbers.count > maximumDates:
                return "\(key) lists \(numbers.count) numbers, more than \(maximumDates)"
            default:
                continue
            }
        }
        return nil
    }

    private static func describe(_ error: any Error) -> String {
        switch error {
        case DecodingError.dataCorrupted(let context), DecodingError.typeMismatch(_, let context),
            DecodingError.valueNotFound(_, let context), DecodingError.keyNotFound(_, let context):
            let path = context.codingPath.map(\.stringValue).joined(separator: ".")
            return path.isEmpty ? context.debugDescription : "\(path): \(context.debugDescription)"
        default:
            return String(describing: error)
        }
    }
}

/// Why stored content could not be used, in words a person can read.
struct DamageReport: Error, Equatable {
    let reason: String
    /// Whether the file a write was to replace is not the content it was built on: another writer
    /// replaced it meanwhile, which the write was not to overwrite (see ``ReplacedContent``).
    let isConflict: Bool

    init(_ reason: String, isConflict: Bool = false) {
        self.reason = reason
        self.isConflict = isConflict
    }
}
