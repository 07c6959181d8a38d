import AskForReviewSimulation
import Foundation

/// `replay partition --events LOG --parts N --out FOLDER`: a log, its lines in any order, divided by
/// user into N sorted parts, written once, which N processes or machines then replay as the shards
/// of one replay (`replay --events FOLDER --shard K/N`, each reading part K alone).
struct ReplayPartitionCommand: ShellCommand, Equatable {
    /// The log.
    let events: EventLogInput
    /// How many parts.
    let parts: Int
    /// The folder the parts go in.
    let out: String
    /// The analytics export the log is, or `nil` for the package's own event log, and how its lines
    /// are read, in words (``PartitionFolder/reading(_:)``).
    let format: ExportFormat?
    let reading: String
    /// How many threads read a file, or `nil` for one a core.
    let threads: Int?
    /// Where the temporary files that gather each user's lines go.
    let temporaryFolder: URL

    var changesStore: Bool { false }

    init(_ input: CommandInput) throws(UsageError) {
        events = try EventLogInput(input, needing: "replay partition")
        // A replay reads a folder of at most as many files: a part each.
        guard let parts = try input.count("--parts", range: 1...EventLogInput.maximumFiles) else {
            throw UsageError(
                "'replay partition' needs --parts N, from 1 to \(EventLogInput.maximumFiles) (a replay reads a "
                    + "folder of at most \(EventLogInput.maximumFiles) files)", command: "replay")
        }
        guard let out = input.string("--out") else {
            throw UsageError("'replay partition' needs --out FOLDER, a new or empty folder", command: "replay")
        }
        for option in ["--shard", "--compare", "--per-user", "--answers", "--any-order"]
        where input.string(option) != nil || input.has(option) {
            throw UsageError(
                "'replay partition' divides a log, and takes no \(option); give it to each part's replay",
                command: "replay")
        }
        self.parts = parts
        self.out = out
        format = try ExportFormatOption.read(from: input)
        reading = PartitionFolder.reading(input)
        threads = try input.count("--threads", range: 1...256)
        guard case .sortedOrGathered(let folder) = try LogOrderOption.read(from: input) else {
            throw UsageError("'replay partition' reads a log in any order", command: "replay")
        }
        temporaryFolder = folder
    }

    @MainActor func run(in context: ShellContext) async -> Int32 {
        let console = context.console
        let files: PartFiles
        do throws(PartFiles.Failure) {
            files = try PartFiles(folder: out, parts: parts)
        } catch {
            console.error("AppShell: --out: cannot write \(TerminalText.quoted(out)): \(error.reason)")
            return ExitCode.cannotCreate.rawValue
        }
        let interrupt = InterruptStop(
            removingOnInterrupt: (0..<parts).map { files.partialFile($0).path } + (files.madeFolder ? [out] : []))
        defer { interrupt.cancel() }
        let partition = LogPartition(parts: parts, format: format)
        // Taken before the log is read, as a replay of it takes it.
        let identity = events.path == "-" ? nil : InputIdentity(files: events.files)
        let description = PartitionFolder(parts: parts, reading: reading, events: events.path, input: identity)
        return events.read(console: console, quiet: context.options.json, nothing: "no part was written") {
            handles, progress -> Result<[Int], PartFiles.Failure> in
            do {
                return .success(
                    try partition.run(
                        readingLogFiles: handles, threads: threads, temporaryFolder: temporaryFolder,
                        progress: progress, write: files.append))
            } catch let failure as PartFiles.Failure {
                return .failure(failure)
            } catch {
                files.removePartials()
                throw error
            }
        } then: { result in
            interrupt.beginWriting()
            do throws(PartFiles.Failure) {
                let lines = try result.get()
                try files.finish(description: description.with(parts: lines, written: files).data)
                report(lines, console: console, json: context.options.json)
                return ExitCode.success.rawValue
            } catch {
                files.removePartials()
                console.error("AppShell: --out: cannot write \(TerminalText.quoted(out)): \(error.reason)")
                return ExitCode.cannotCreate.rawValue
            }
        }
    }

    /// Tells what was written: each part's file and lines.
    @MainActor private func report(_ lines: [Int], console: Console, json: Bool) {
        let names = lines.indices.map { LogPartition.fileName(part: $0, of: parts) }
        if json {
            let written = zip(names, lines).map { JSONValue.object(["file": .string($0), "lines": .int($1)]) }
            let partition: [String: JSONValue] = [
                "events": .string(events.path), "out": .string(out), "parts": .array(written),
            ]
            console.out(
                JSONValue.object(["command": .string("replay partition"), "partition": .object(partition)]).line())
            return
        }
        console.out(
            "Divided \(TerminalText.counted(lines.reduce(0, +), "line")) of \(TerminalText.quoted(events.path)) by user into \(parts) "
                + "sorted parts in \(TerminalText.quoted(out)) (\(lines.min() ?? 0) to \(lines.max() ?? 0) lines a part)."
        )
        console.out(
            "Replay part K (1 to \(parts)) with: AppShell replay --events \(out) --shard K/\(parts) --json "
                + "[your options], then add the results with: AppShell replay merge FILE...")
    }
}
