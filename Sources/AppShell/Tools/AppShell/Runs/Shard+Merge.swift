import Foundation

extension Shard {
    /// The shard as a result prints it: `{"index": K, "count": N, "split": "users"|"bytes"}`, K from 1.
    var json: JSONValue {
        .object(["index": .int(index + 1), "count": .int(count), "split": .string(split.rawValue)])
    }

    /// The shard a result printed under `shard`, or `nil` when it is missing or not one.
    init?(json value: Any?) {
        guard let object = value as? [String: Any], let index = OutcomeJSON.count("index", in: object),
            let count = OutcomeJSON.count("count", in: object), (1...10_000).contains(count),
            (1...count).contains(index), let split = (object["split"] as? String).flatMap(Split.init(rawValue:))
        else { return nil }
        self.init(index: index - 1, count: count, split: split)
    }

    /// Checks that `parts` (each a result file and the shard it says it is) are every shard of one
    /// split, each once, for the command `merge` (named in the errors).
    /// - Throws: a ``UsageError`` (65) naming the files: shards of splits of different sizes or
    ///   kinds, a shard given twice, or the shards missing.
    static func checkComplete(_ parts: [(file: String, shard: Shard)], merge: String) throws(UsageError) {
        guard let first = parts.first else { return }
        func name(_ part: (file: String, shard: Shard)) -> String {
            "\(TerminalText.quoted(part.file)) (shard \(part.shard.index + 1) of \(part.shard.count))"
        }
        if let other = parts.first(where: { $0.shard.split != first.shard.split }) {
            throw UsageError(
                "\(merge): \(name(first)) splits its input by \(first.shard.split.rawValue) and \(name(other)) by "
                    + "\(other.shard.split.rawValue); a merge adds the shards of one split", code: .dataError)
        }
        if let other = parts.first(where: { $0.shard.count != first.shard.count }) {
            throw UsageError(
                "\(merge): \(name(first)) and \(name(other)) are shards of different splits", code: .dataError)
        }
        var seen: [Int: String] = [:]
        for part in parts {
            if let earlier = seen[part.shard.index] {
                throw UsageError(
                    "\(merge): \(TerminalText.quoted(earlier)) and \(name(part)) are the same shard; each shard is "
                        + "added once", code: .dataError)
            }
            seen[part.shard.index] = part.file
        }
        let missing = (0..<first.shard.count).filter { seen[$0] == nil }
        guard missing.isEmpty else {
            let listed = missing.prefix(10).map { String($0 + 1) }.joined(separator: ", ")
            throw UsageError(
                "\(merge): shard\(missing.count == 1 ? "" : "s") \(listed)\(missing.count > 10 ? ", …" : "") of "
                    + "\(first.shard.count) \(missing.count == 1 ? "is" : "are") missing; a merge adds every shard "
                    + "of one split", code: .dataError)
        }
    }
}
