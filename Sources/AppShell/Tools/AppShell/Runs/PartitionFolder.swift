import AskForReviewPolicyFiles
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

    /// Whether `log` is a folder holding a partition's parts (or its description): files named as
    /// ``LogPartition/fileName(part:of:)`` names them.
    static func holdsParts(_ log: EventLogInput) -> Bool {
        var isFolder: ObjCBool = false
        guard log.path != "-", FileManager.default.fileExists(atPath: log.path, isDirectory: &isFolder),
            isFolder.boolValue
        else { return false }
        let described = FileManager.default.fileExists(
            atPath: URL(fileURLWithPath: log.path).appendingPathComponent(descriptionName).path)
        return described
            || (log.files.count > 0
                && log.files.allSatisfy { $0.name.text.hasPrefix("part-") && $0.name.text.hasSuffix(".jsonl") }
                && log.files.first?.name.text.contains("-of-") == true)
    }

    /// What `replay partition` wrote of each part: its file's name, lines, size in bytes and digest
    /// (``ByteDigest``), so that a part exchanged, taken from another partition, cut or edited is
    /// refused when a shard reads it.
    struct Part: Equatable {
        let file: String
        let lines: Int
        let bytes: Int
        let digest: String
    }

    /// Each part, in order (empty for a description of an earlier version, which said none).
    private(set) var files: [Part] = []

    /// The description of the folder at `path`, `nil` when it has none.
    /// - Throws: a usage error (65) when it has one that is not JSON, has a key twice, lacks a field,
    ///   or says no part: it names the folder and what to do.
    static func read(at path: String) throws(UsageError) -> PartitionFolder? {
        let url = URL(fileURLWithPath: path).appendingPathComponent(descriptionName)
        guard FileManager.default.fileExists(atPath: url.path) else { return nil }
        func refused(_ problem: String) -> UsageError {
            UsageError(
                "--events: the \(descriptionName) of \(TerminalText.quoted(path)) \(problem); it is what 'replay "
                    + "partition' writes: write the parts again", code: .dataError)
        }
        guard let data = try? Data(contentsOf: url) else { throw refused("cannot be read") }
        // Read strictly first, as a policy file is: no key twice, no other key, nothing after the object.
        do throws(PolicyFileError) {
            try PolicyFile.read(data) { fields in
                for key in ["parts", "reading", "events", "input", "files"] {
                    _ = fields.value(key, required: true, allowed: "what 'replay partition' writes")
                }
                return ()
            }
        } catch {
            throw refused("is not what 'replay partition' writes (\(error.problems.first?.description ?? "\(error)"))")
        }
        guard let object = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
            let parts = OutcomeJSON.count("parts", in: object),
            let reading = object["reading"] as? String, let events = object["events"] as? String,
            let written = object["files"] as? [[String: Any]], written.count == parts
        else { throw refused("lacks a field (parts, reading, events, files: one for each part)") }
        let input = InputIdentity(json: object["input"])
        guard input != nil || object["input"] is NSNull else { throw refused("has an input it cannot read") }
        var folder = PartitionFolder(parts: parts, reading: reading, events: events, input: input)
        for (index, part) in written.enumerated() {
            guard let file = part["file"] as? String, file == LogPartition.fileName(part: index, of: parts),
                let lines = OutcomeJSON.count("lines", in: part), let bytes = OutcomeJSON.count("bytes", in: part),
                let digest = part["digest"] as? String
            else { throw refused("says part \(index + 1) otherwise than it writes it") }
            folder.files.append(Part(file: file, lines: lines, bytes: bytes, digest: digest))
        }
        return folder
    }

    /// This description with each part as `files` wrote it, holding `lines` lines.
    func with(parts lines: [Int], written files: PartFiles) -> PartitionFolder {
        var described = self
        described.files = lines.indices.map { index in
            Part(
                file: LogPartition.fileName(part: index, of: parts), lines: lines[index], bytes: files.sizes[index],
                digest: files.digests[index].text)
        }
        return described
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
        try check(file, name: name, in: quoted)
        return EventLogInput(path: log.path, files: [file])
    }

    /// Checks that `file`, the part `name` of the folder `quoted`, holds what 'replay partition' wrote:
    /// its size and digest.
    /// - Throws: a usage error (65) naming the part and what differs.
    private func check(_ file: LogPath, name: String, in quoted: String) throws(UsageError) {
        guard let written = files.first(where: { $0.file == name }) else { return }
        var digest = ByteDigest()
        var size = 0
        if let handle = file.openForReading() {
            defer { try? handle.close() }
            while let chunk = try? handle.read(upToCount: 1 << 20), !chunk.isEmpty {
                digest.add(chunk)
                size += chunk.count
            }
        }
        guard size != written.bytes || digest.text != written.digest else { return }
        let what =
            size != written.bytes
            ? "holds \(size) bytes where 'replay partition' wrote \(written.bytes)"
            : "holds other bytes than 'replay partition' wrote (its digest is \(digest.text), not \(written.digest))"
        throw UsageError(
            "--events: \(quoted)'s \(TerminalText.quoted(name)) \(what): a part exchanged with another, taken from "
                + "another partition, cut or edited; divide the log again with 'replay partition'", code: .dataError)
    }

    /// The description as written in the folder.
    var data: Data {
        let written = files.map { part in
            JSONValue.object([
                "file": .string(part.file), "lines": .int(part.lines), "bytes": .int(part.bytes),
                "digest": .string(part.digest),
            ])
        }
        let object: [String: JSONValue] = [
            "parts": .int(parts), "reading": .string(reading), "events": .string(events), "input": input?.json ?? .null,
            "files": .array(written),
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
