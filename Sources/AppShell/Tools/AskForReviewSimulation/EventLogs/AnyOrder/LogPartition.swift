public import Foundation

/// Divides an event log, its lines in any order, into parts by user: part `k` of `n` holds every
/// line of the users whose id's stable hash leaves `k` when divided by `n` (the users shard `k` of
/// `n` of a ``LogReplay`` replays), each part sorted by user and then time, its lines' bytes as the
/// log gives them. The log is read once; each part is then replayed on its own, by as many processes
/// or machines, reading a sorted log of about 1/`n` of the lines, and the shards' outcomes add up
/// (``PolicyOutcome/add(_:)``) to exactly what one replay of the whole log gives.
public struct LogPartition: Sendable {
    /// How many parts the log is divided into.
    public let parts: Int
    /// The export's format the log's lines are in, or `nil` for the package's own event log lines:
    /// what tells each line's user and time.
    public let format: ExportFormat?

    /// A division into `parts` parts (1 to 10,000) of a log whose lines are in `format` (by default
    /// the package's own).
    public init(parts: Int, format: ExportFormat? = nil) {
        self.parts = min(max(parts, 1), 10_000)
        self.format = format
    }

    /// The name a part's file is given by convention, `part-00003-of-00016.jsonl` for part 2 (from
    /// 0) of 16.
    public static func fileName(part: Int, of parts: Int) -> String {
        func digits(_ number: Int) -> String {
            let text = String(number)
            return String(repeating: "0", count: max(0, 5 - text.count)) + text
        }
        return "part-\(digits(part + 1))-of-\(digits(parts)).jsonl"
    }

    /// Reads the log `handles` read, each to its end, one after another (files on `threads`, by
    /// default one a core; standard input in order), and tells `write` each part's bytes, parts in
    /// order from 0, each part's bytes in consecutive pieces (a part with no line told once, with no
    /// bytes): every line with its newline. The log's lines are first written by user into nameless
    /// temporary files in `temporaryFolder` (about the log's size; see ``LogOrder``); `progress` is
    /// told how far the reading has gone.
    /// - Returns: how many lines each part holds.
    /// - Throws: an ``EventLogError`` listing every problem of the log, each with its line (nothing
    ///   is told to `write` then); the error reading a handle, or making the temporary files, threw;
    ///   or what `write` threw.
    @discardableResult
    public func run(
        readingLogFiles handles: [FileHandle], threads: Int? = nil,
        temporaryFolder: URL = FileManager.default.temporaryDirectory, progress: (LogProgress) -> Void = { _ in },
        write: (_ part: Int, _ bytes: [UInt8]) throws -> Void
    ) throws -> [Int] {
        let chunks = try FileChunks.wholeLog(handles)
        let threads = max(1, threads ?? ProcessInfo.processInfo.activeProcessorCount)
        // As many parts for any number of threads: the same log gives the same bytes.
        let count = UserPartitions.count(forBytes: chunks.size, threads: 1, multiple: parts)
        let partitions = try UserPartitions(
            reading: chunks, threads: threads, format: format, count: count, asEvents: false, in: temporaryFolder,
            progress: progress)
        var lines = Array(repeating: 0, count: parts)
        var buffer: [UInt8] = []
        for part in 0..<parts {
            for index in stride(from: part, to: count, by: parts) {
                try partitions.sorted(index).forEachLine { _, line in
                    buffer.append(contentsOf: line)
                    buffer.append(UInt8(ascii: "\n"))
                    lines[part] += 1
                    if buffer.count >= FileChunks.chunkBytes {
                        try write(part, buffer)
                        buffer.removeAll(keepingCapacity: true)
                    }
                }
            }
            if !buffer.isEmpty || lines[part] == 0 { try write(part, buffer) }
            buffer.removeAll(keepingCapacity: true)
        }
        return lines
    }
}
