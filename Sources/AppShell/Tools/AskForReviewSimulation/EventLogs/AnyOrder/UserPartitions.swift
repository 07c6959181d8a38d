import Foundation

/// A log's lines, in any order, written into temporary files by a hash of their user, each line as
/// a record: its bytes with its number in the log, its user's hash and the time it was logged at.
/// Every line of a user goes to the same part, so each part, sorted apart in memory, holds its
/// users' whole histories (``SortedPart``).
struct UserPartitions: Sendable {
    /// The parts' files, and how many bytes each holds.
    private let files: TemporaryFiles
    private let sizes: [Int]

    /// How many parts there are.
    var count: Int { sizes.count }

    /// The bytes of a record before its line's: its line's length, number, user's hash and time.
    static let headerBytes = 28

    /// How large a part grows, at most, in bytes, for a log whose size is known: a part is read
    /// into memory whole to be sorted.
    static let partBytes: UInt64 = 32 << 20

    /// How many bytes a part gathers before they are written.
    private static let bufferBytes = 32 << 10

    /// The log `chunks` reads, its lines in `format`, written into `count` parts (each a multiple of
    /// every split by users it serves: the parts of a user's hash modulo `count`) in `folder`, only
    /// the lines of the users of shard `keeping` when it is given (those whose hash leaves its index
    /// when divided by its count); `progress` is told how far the reading has gone.
    /// - Throws: an ``EventLogError`` listing every problem of the log's lines, each with its line;
    ///   a ``TemporaryFilesError``; or the error reading threw.
    init(
        reading chunks: FileChunks, format: ExportFormat?, count: Int,
        keeping shard: (index: UInt64, count: UInt64)? = nil, in folder: URL, progress: (LogProgress) -> Void
    ) throws {
        let files = try TemporaryFiles(count: count, in: folder)
        var writer = Writer(files: files, count: count, format: format, shard: shard)
        var lines = EventLogLines()
        var chunks = chunks
        let stream = chunks.isStream
        var read = 0
        while let chunk = try chunks.next() {
            if read == 0, stream { try EventLogReader.refuseCompressed(chunk) }
            try lines.read(chunk) { try writer.add($1, number: $0) }
            read += chunk.count
            progress(LogProgress(bytes: read, lines: lines.lineNumber - 1, users: 0))
        }
        try lines.finish { try writer.add($1, number: $0) }
        if stream, read == 0 { throw EventLogError(problems: ["the log is empty"], unlisted: 0) }
        guard writer.problems.isEmpty else {
            throw EventLogError(problems: writer.problems, unlisted: writer.unlisted)
        }
        try writer.flush()
        self.files = files
        sizes = writer.sizes
    }

    /// Part `index`, read back and sorted: its users' lines together, each user's in time order.
    func sorted(_ index: Int) throws -> SortedPart {
        SortedPart(records: try files.read(index, count: sizes[index]))
    }

    /// How many parts a log of `size` bytes (or of an unknown size, `nil`) is written in, a multiple
    /// of `multiple`: parts of ``partBytes`` at most, two at least for each of `threads`.
    static func count(forBytes size: UInt64?, threads: Int, multiple: Int = 1) -> Int {
        let wanted = size.map { Int(min($0 / partBytes + 1, 4_096)) } ?? 256
        let count = max(wanted, 2 * threads, multiple)
        return (count + multiple - 1) / multiple * multiple
    }
}

extension UserPartitions {
    /// Writes each line into its user's part, a buffer at a time, and notes the lines' problems.
    private struct Writer {
        let files: TemporaryFiles
        var buffers: [[UInt8]]
        var sizes: [Int]
        var keys: LogLineKey
        let shard: (index: UInt64, count: UInt64)?
        var problems: [String] = []
        var unlisted = 0

        init(files: TemporaryFiles, count: Int, format: ExportFormat?, shard: (index: UInt64, count: UInt64)?) {
            self.files = files
            self.shard = shard
            buffers = Array(repeating: [], count: count)
            sizes = Array(repeating: 0, count: count)
            keys = LogLineKey(format: format)
        }

        /// Adds line `number`, `line`, to its user's part, or notes its problems.
        mutating func add(_ line: EventLogLines.Line, number: Int) throws {
            guard case .text(let bytes) = line else {
                note(LoggedEventLine.problem(number, "longer than \(EventLogLines.maximumLineBytes) bytes"))
                return
            }
            switch keys.key(of: bytes, number: number) {
            case .failure(let error): note(error)
            case .success(let key):
                // Once a problem is found, nothing more is written: the log is refused whole.
                guard problems.isEmpty else { return }
                let hash = UserHistories.hash(key.user)
                if let shard, hash % shard.count != shard.index { return }
                let part = Int(hash % UInt64(buffers.count))
                Self.appendRecord(bytes, number: number, hash: hash, time: key.time, to: &buffers[part])
                if buffers[part].count >= UserPartitions.bufferBytes { try flush(part) }
            }
        }

        /// Writes what part `part` has gathered.
        mutating func flush(_ part: Int) throws {
            try files.append(buffers[part], to: part)
            sizes[part] += buffers[part].count
            buffers[part].removeAll(keepingCapacity: true)
        }

        /// Writes what every part has gathered.
        mutating func flush() throws {
            for part in buffers.indices where !buffers[part].isEmpty { try flush(part) }
        }

        private mutating func note(_ error: EventLogError) {
            for problem in error.problems {
                if problems.count < EventLogError.listedProblems { problems.append(problem) } else { unlisted += 1 }
            }
        }

        /// Appends the record of `line` to `buffer`: its length, number, hash and time, then its bytes.
        private static func appendRecord(
            _ line: ArraySlice<UInt8>, number: Int, hash: UInt64, time: Double, to buffer: inout [UInt8]
        ) {
            withUnsafeBytes(of: UInt32(line.count).littleEndian) { buffer.append(contentsOf: $0) }
            withUnsafeBytes(of: Int64(number).littleEndian) { buffer.append(contentsOf: $0) }
            withUnsafeBytes(of: hash.littleEndian) { buffer.append(contentsOf: $0) }
            withUnsafeBytes(of: time.bitPattern.littleEndian) { buffer.append(contentsOf: $0) }
            buffer.append(contentsOf: line)
        }
    }
}
