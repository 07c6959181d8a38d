import Foundation

/// The checksum a result's figures carry (`checksum`, beside them): FNV-1a 64 of their JSON as the
/// result writes it, without the checksum and without `events` (where the log was named from, which
/// the shards of one log may name differently). A merge reads the figures back, writes them again and
/// compares: a figure edited since (a count, a histogram, a percentile, a shard's number) is refused,
/// naming the file, rather than added.
enum ResultChecksum {
    /// The key the checksum is under.
    static let key = "checksum"

    /// The keys of a result's object the checksum leaves out.
    private static let left = [key, "events"]

    /// `section`, an object of a result, with its checksum added.
    static func sealed(_ section: [String: JSONValue]) -> JSONValue {
        var sealed = section
        sealed[key] = .string(of(.object(section.filter { !left.contains($0.key) })))
        return .object(sealed)
    }

    /// The checksum of `value`: FNV-1a 64 of its JSON on one line, 16 hexadecimal digits.
    private static func of(_ value: JSONValue) -> String {
        InputIdentity.hash(Array(value.line().utf8))
    }

    /// Whether `section`, an object read back from a result, holds the checksum of the rest of it.
    static func holds(_ section: [String: Any]) -> Bool {
        guard let checksum = section[key] as? String,
            let value = JSONValue(parsed: section.filter { !left.contains($0.key) })
        else { return false }
        return of(value) == checksum
    }
}
