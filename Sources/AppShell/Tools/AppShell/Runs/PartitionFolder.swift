import AskForReviewSimulation
import Foundation

/// A folder `replay partition` wrote: its parts (``LogPartition/fileName(part:of:)``) and a hidden
/// description of how they were divided (how many parts, and how the lines were read: the format,
/// its user key, the platforms and apps kept), so that shard K of N of a replay of the folder reads
/// part K alone, and only when its lines are read as they were divided.
struct PartitionFolder: Equatable {
    /// The description's name in the folder: hidden, so that reading the folder reads the parts only.
    static let descriptionName = ".partition.json"

    /// How many parts the log was divided into.
    let parts: Int
    /// How the lines were read, as ``reading(_:)`` words it.
    let reading: String
    /// The log the parts were divided from, as `--events` named it, and its identity (`nil` for
    /// standard input): what a shard of the parts reports it replayed, so that their merge is what
    /// one replay of that log prints.
    let events: String
    let input: InputIdentity?

    /// The description of the folder at `path`, or `nil` when it has none (or one that cannot be read).
    init?(at path: String) {
        let url = URL(fileURLWithPath: path).appendingPathComponent(Self.descriptionName)
        guard let data = try? Data(contentsOf: url),
            let object = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
            let parts = OutcomeJSON.count("parts", in: object), let reading = object["reading"] as? String,
            let events = object["events"] as? String
        else { return nil }
        let input = InputIdentity(json: object["input"])
        guard input != nil || object["input"] is NSNull else { return nil }
        self.init(parts: parts, reading: reading, events: events, input: input)
    }

    init(parts: Int, reading: String, events: String, input: InputIdentity?) {
        self.parts = parts
        self.reading = reading
        self.events = events
        self.input = input
    }

    /// The part of `log` (this folder) shard `shard` reads, its lines read as `reading` words it.
    /// - Throws: a usage error when the shard is of another number of shards (64), the lines are
    ///   read otherwise than they were divided (64), or the part is missing (66).
    func part(_ shard: Shard, of log: EventLogInput, reading: String) throws(UsageError) -> EventLogInput {
        let quoted = TerminalText.quoted(log.path)
        guard shard.count == parts else {
            throw UsageError(
                "--shard: \(quoted) holds a log divided into \(parts) parts: replay part K of them with --shard K/\(parts)",
                command: "replay")
        }
        guard reading == self.reading else {
            throw UsageError(
                "--shard: \(quoted) was divided reading its lines as \(self.reading), and this replay reads them as "
                    + "\(reading); give the options 'replay partition' was given (--format, --user-key, "
                    + "--all-platforms, --app-id)", command: "replay")
        }
        let name = LogPartition.fileName(part: shard.index, of: parts)
        guard let file = log.files.first(where: { $0.name.text == name }) else {
            throw UsageError("--events: \(quoted) has no \(TerminalText.quoted(name))", code: .noInput)
        }
        return EventLogInput(path: log.path, files: [file])
    }

    /// The description as written in the folder.
    var data: Data {
        let object: [String: JSONValue] = [
            "parts": .int(parts), "reading": .string(reading), "events": .string(events), "input": input?.json ?? .null,
        ]
        return Data((JSONValue.object(object).line() + "\n").utf8)
    }

    /// How `input` reads a log's lines, in words that two command lines reading them alike share:
    /// the format (a mapping file by a hash of its bytes), the user key, the platforms and apps kept.
    static func reading(_ input: CommandInput) -> String {
        guard let format = input.string("--format") else { return "the package's own event log" }
        let named =
            ExportFormat.vendors.contains { $0.name == format }
            ? format : "mapping \(InputIdentity.hash((try? Data(contentsOf: URL(fileURLWithPath: format))) ?? Data()))"
        let apps = input.string("--app-id").map { $0.split(separator: ",").sorted().joined(separator: ",") }
        return "\(named), users by \(input.string("--user-key") ?? "install"), "
            + (input.has("--all-platforms") ? "every platform" : "Apple's platforms")
            + (apps.map { ", apps \($0)" } ?? "")
    }
}
