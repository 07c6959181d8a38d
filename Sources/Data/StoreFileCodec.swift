import Foundation

/// The one encoding of ``StoredValues`` shared by the file and `UserDefaults` stores:
/// `{"schemaVersion": 1, "values": {"completedCount": {"int": 4}, ...}}`.
///
/// `schemaVersion` lets a later version migrate older content; content from a newer schema is refused
/// (treated as unreadable), never half-understood.
enum StoreFileCodec {
    /// The schema this version writes and the newest it reads.
    static let schemaVersion = 1

    private struct Header: Decodable {
        let schemaVersion: Int
    }

    private struct File: Codable {
        let schemaVersion: Int
        let values: [String: StoredValue]
    }

    static func encode(_ entries: [String: StoredValue]) throws -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .prettyPrinted]
        return try encoder.encode(File(schemaVersion: schemaVersion, values: entries))
    }

    /// The entries in `data`, or a reason a person can read why they cannot be used.
    static func decode(_ data: Data) -> Result<[String: StoredValue], DamageReport> {
        guard !data.isEmpty else { return .failure(DamageReport("the content is empty")) }
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
        do {
            return .success(try decoder.decode(File.self, from: data).values)
        } catch {
            return .failure(DamageReport("its values are damaged (\(describe(error)))"))
        }
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

    init(_ reason: String) {
        self.reason = reason
    }
}
