import Foundation

/// A log's lines, in any order, written into temporary files by a hash of their user, each line as
/// a record: its bytes with its number, its user's hash and the time it was logged at. Every line of
/// a user goes to the same part, so each part, sorted apart in memory, holds its users' whole
/// histories (``SortedPart``).
///
/// A log of files is read on threads, each reading its range of the bytes into files of its own:
/// a part is then the records every thread wrote for it, their lines numbered within each range
/// until the ranges' lines are counted.
struct UserPartitions: Sendable {
    /// What each reading thread wrote: its files, one a part.
    private let written: [Written]

    /// What one reading thread wrote: its files, the bytes each holds, and the number in the log of
    /// the line before its range's first.
    struct Written: Sendable {
        let files: TemporaryFiles
        let sizes: [Int]
        let linesBefore: Int
    }

    /// How many parts there are.
    let count: Int
    /// Whether each record holds its line's event, read and checked (``GatheredEvent``), rather than
    /// the line: the package's own lines, for a reader of events.
    let holdsEvents: Bool

    /// The bytes of a record before its line's: its line's length, number, user's hash and time.
    static let headerBytes = 28

    /// How large a part grows, at most, in bytes of the log, for a log whose size is known: a part
    /// is read into memory whole to be sorted.
    static let partBytes: UInt64 = 16 << 20

    /// The log `chunks` reads (a log of files divided among `threads`, each reading its range of
    /// the bytes), its lines in `format`, written into `count` parts (a multiple of every split by
    /// users they serve: the part of a user is their hash modulo `count`) in `folder`, only the lines
    /// of the users of shard `keeping` when it is given (those whose hash leaves its index when
    /// divided by its count); `progress` is told how far the reading has gone, all threads together.
    /// With `asEvents`, a part of the package's own lines holds their events, read once, rather than
    /// the lines (a partition's parts, written out as lines, hold the lines).
    /// - Throws: an ``EventLogError`` listing every problem of the log's lines, each with its line in
    ///   the log; a ``TemporaryFilesError``; or the error reading threw.
    init(
        reading chunks: FileChunks, threads: Int = 1, format: ExportFormat?, count: Int,
        keeping shard: (index: UInt64, count: UInt64)? = nil, asEvents: Bool, in folder: URL,
        progress: (LogProgress) -> Void
    ) throws {
        let holdsEvents = asEvents && format == nil
        let ranged: [RangeWritten]
        if let split = try chunks.parts(count: threads, format: format), split.ranges.count > 1 {
            ranged = try Self.write(
                split.ranges, of: split.files, format: format, count: count, keeping: shard, asEvents: holdsEvents,
                in: folder, progress: progress)
        } else {
            ranged = [
                try Self.write(
                    chunks, format: format, count: count, keeping: shard, asEvents: holdsEvents, in: folder,
                    progress: progress)
            ]
        }
        if ranged.count > 1, ranged.contains(where: { !$0.problems.isEmpty }) {
            // Read again in order, for every problem to be told with its line in the log.
            self = try UserPartitions(
                reading: chunks, format: format, count: count, keeping: shard, asEvents: asEvents, in: folder,
                progress: { _ in })
            return
        }
        if let first = ranged.first, !first.problems.isEmpty {
            throw EventLogError(problems: first.problems, unlisted: first.unlisted)
        }
        self.count = count
        self.holdsEvents = holdsEvents
        // Each range's lines were numbered from 1: numbered now as the log's.
        var linesBefore = 0
        written = ranged.map { range in
            defer { linesBefore += range.lines }
            return Written(files: range.files, sizes: range.sizes, linesBefore: linesBefore)
        }
    }

    /// Part `index`, read back and sorted: its users' lines together, each user's in time order.
    func sorted(_ index: Int) throws -> SortedPart {
        SortedPart(
            records: try written.map { (try $0.files.read(index, count: $0.sizes[index]), $0.linesBefore) },
            holdsEvents: holdsEvents)
    }

    /// How many parts a log of `size` bytes (or of an unknown size, `nil`) is written in, a multiple
    /// of `multiple`: parts of ``partBytes`` at most, two at least for each of `threads`.
    static func count(forBytes size: UInt64?, threads: Int, multiple: Int = 1) -> Int {
        let wanted = size.map { Int(min($0 / partBytes + 1, 2_048)) } ?? 256
        let count = max(wanted, 2 * threads, multiple)
        return (count + multiple - 1) / multiple * multiple
    }

    /// The lines of `ranges` of `files` written into `count` files of their own each, every range on
    /// a thread of its own, the first on this one.
    private static func write(
        _ ranges: [Range<UInt64>], of files: LogFiles, format: ExportFormat?, count: Int,
        keeping shard: (index: UInt64, count: UInt64)?, asEvents: Bool, in folder: URL,
        progress: (LogProgress) -> Void
    ) throws -> [RangeWritten] {
        let shared = RangesRead(count: ranges.count)
        @Sendable func read(_ index: Int, progress: (LogProgress) -> Void) {
            shared.finish(
                index,
                with: Result {
                    try Self.write(
                        FileChunks(files: files, bytes: ranges[index]), format: format, count: count, keeping: shard,
                        asEvents: asEvents, in: folder, progress: { progress(shared.note($0, by: index)) })
                })
        }
        let group = DispatchGroup()
        for index in ranges.indices.dropFirst() {
            DispatchQueue.global().async(group: group) { read(index, progress: { _ in }) }
        }
        read(0, progress: progress)
        group.wait()
        return try shared.results()
    }

    /// What one thread read of its range and wrote, and the problems of its lines (numbered from the
    /// range's first).
    struct RangeWritten: Sendable {
        let files: TemporaryFiles
        let sizes: [Int]
        let lines: Int
        let problems: [String]
        let unlisted: Int
    }

    /// The lines `chunks` reads, written into `count` files of their own (see
    /// ``init(reading:threads:format:count:keeping:asEvents:in:progress:)``), each line's event
    /// rather than the line when `asEvents`.
    private static func write(
        _ chunks: FileChunks, format: ExportFormat?, count: Int, keeping shard: (index: UInt64, count: UInt64)?,
        asEvents: Bool, in folder: URL, progress: (LogProgress) -> Void
    ) throws -> RangeWritten {
        var writer = PartWriter(
            files: try TemporaryFiles(count: count, in: folder), format: format, shard: shard, asEvents: asEvents)
        var lines = EventLogLines()
        var chunks = chunks
        let stream = chunks.isStream
        var read = 0
        // The lines' reader takes a closure that throws nothing (one that may throw cost the sorted
        // replay's reading a copy of the replay a line): a write's failure is kept, then thrown.
        var failure: (any Error)?
        func add(_ number: Int, _ line: EventLogLines.Line) {
            guard failure == nil else { return }
            do { try writer.add(line, number: number) } catch { failure = error }
        }
        while let chunk = try chunks.next() {
            if read == 0, stream { try EventLogReader.refuseCompressed(chunk) }
            lines.read(chunk, add)
            if let failure { throw failure }
            read += chunk.count
            progress(LogProgress(bytes: read, lines: lines.lineNumber - 1, users: 0))
        }
        lines.finish(add)
        if let failure { throw failure }
        if stream, read == 0 { throw EventLogError(problems: ["the log is empty"], unlisted: 0) }
        try writer.flush()
        return RangeWritten(
            files: writer.files, sizes: writer.sizes, lines: lines.lineNumber - 1, problems: writer.problems,
            unlisted: writer.unlisted)
    }
}

extension UserPartitions {
    /// How many bytes a part gathers before they are written.
    private static let bufferBytes = 16 << 10

    /// Writes each line into its user's part, a buffer at a time, and notes the lines' problems.
    private struct PartWriter {
        let files: TemporaryFiles
        var buffers: [[UInt8]]
        var sizes: [Int]
        var keys: LogLineKey
        let shard: (index: UInt64, count: UInt64)?
        /// Whether a line's event is written rather than the line; its event names checked through
        /// `texts`.
        let asEvents: Bool
        var texts = LineTextCache()
        /// Where a record is made before it is appended to its part's buffer.
        var record: [UInt8] = []
        var problems: [String] = []
        var unlisted = 0

        init(files: TemporaryFiles, format: ExportFormat?, shard: (index: UInt64, count: UInt64)?, asEvents: Bool) {
            self.files = files
            self.shard = shard
            self.asEvents = asEvents
            buffers = Array(repeating: [], count: files.descriptors.count)
            sizes = Array(repeating: 0, count: files.descriptors.count)
            keys = LogLineKey(format: format)
        }

        /// Adds line `number`, `line`, to its user's part, or notes its problems.
        mutating func add(_ line: EventLogLines.Line, number: Int) throws {
            guard case .text(let bytes) = line else {
                note(LoggedEventLine.problem(number, "longer than \(EventLogLines.maximumLineBytes) bytes"))
                return
            }
            if asEvents { return try addEvent(of: bytes, number: number) }
            switch keys.key(of: bytes, number: number) {
            case .failure(let error): note(error)
            case .success(let key):
                try write(bytes, number: number, hash: UserHistories.hash(key.user), time: key.time)
            }
        }

        /// Adds the event of line `number`, `line`, to its user's part, or notes its problems: read
        /// straight from its bytes when it is in the common form (no text made of them), else by the
        /// strict reader, as a reading of a sorted log reads it.
        private mutating func addEvent(of line: ArraySlice<UInt8>, number: Int) throws {
            guard let fields = PlainEventLine.fields(in: line, texts: &texts) else {
                switch LoggedEventLine.strictEvent(in: line, number: number) {
                case .failure(let error): note(error)
                case .success(let event):
                    try write(
                        GatheredEvent.record(of: event)[...], number: number, hash: UserHistories.hash(event.user),
                        time: event.time.timeIntervalSinceReferenceDate)
                }
                return
            }
            try line.withUnsafeBufferPointer { bytes in
                try write(
                    size: GatheredEvent.size(of: fields), number: number,
                    hash: UserHistories.hash(utf8: UnsafeBufferPointer(rebasing: bytes[fields.user])),
                    time: fields.time.timeIntervalSinceReferenceDate
                ) { GatheredEvent.write(fields, in: bytes, into: $0) }
            }
        }

        /// Writes `bytes`, line `number`'s record, to the part of the user whose hash is `hash` (see
        /// ``write(size:number:hash:time:_:)``).
        private mutating func write(_ bytes: ArraySlice<UInt8>, number: Int, hash: UInt64, time: Double) throws {
            try bytes.withUnsafeBytes { line in
                try write(size: line.count, number: number, hash: hash, time: time) { $0.copyMemory(from: line) }
            }
        }

        /// Writes line `number`'s record of `size` bytes, which `body` writes, to the part of the user
        /// whose hash is `hash`, when no problem has been found and the user is of the shard kept.
        private mutating func write(
            size: Int, number: Int, hash: UInt64, time: Double, _ body: (UnsafeMutableRawBufferPointer) -> Void
        ) throws {
            // Once a problem is found, nothing more is written: the log is refused whole.
            guard problems.isEmpty else { return }
            if let shard, hash % shard.count != shard.index { return }
            let part = Int(hash % UInt64(buffers.count))
            appendRecord(size: size, number: number, hash: hash, time: time, to: part, body)
            if buffers[part].count >= UserPartitions.bufferBytes { try flush(part) }
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

        /// Appends a record to the buffer of part `part`: the length of its line's bytes, `size`, the
        /// line's number, its user's hash and its time, then the line's bytes, which `body` writes. The
        /// record is made in ``record``, then copied whole (appending its fields one by one, or room
        /// to write them in, cost a tenth of the reading).
        private mutating func appendRecord(
            size: Int, number: Int, hash: UInt64, time: Double, to part: Int,
            _ body: (UnsafeMutableRawBufferPointer) -> Void
        ) {
            let total = UserPartitions.headerBytes + size
            if record.count < total { record = [UInt8](repeating: 0, count: max(total, 4_096)) }
            record.withUnsafeMutableBytes { record in
                record.storeBytes(of: UInt32(size).littleEndian, toByteOffset: 0, as: UInt32.self)
                record.storeBytes(of: Int64(number).littleEndian, toByteOffset: 4, as: Int64.self)
                record.storeBytes(of: hash.littleEndian, toByteOffset: 12, as: UInt64.self)
                record.storeBytes(of: time.bitPattern.littleEndian, toByteOffset: 20, as: UInt64.self)
                body(UnsafeMutableRawBufferPointer(rebasing: record[UserPartitions.headerBytes..<total]))
            }
            record.withUnsafeBufferPointer {
                buffers[part].append(contentsOf: UnsafeBufferPointer(rebasing: $0[..<total]))
            }
        }
    }
}

/// The ranges of a log the threads writing its parts read: how far each has read and, once done,
/// what each wrote. Shared between threads, so every access holds its lock.
private final class RangesRead: @unchecked Sendable {
    private let lock = NSLock()
    private var read: [LogProgress]
    private var finished: [Result<UserPartitions.RangeWritten, any Error>?]

    init(count: Int) {
        read = Array(repeating: LogProgress(), count: count)
        finished = Array(repeating: nil, count: count)
    }

    /// Notes that range `index` has read `progress`.
    /// - Returns: how far all ranges have read.
    func note(_ progress: LogProgress, by index: Int) -> LogProgress {
        lock.withLock {
            read[index] = progress
            return read.reduce(into: LogProgress()) {
                $0.bytes += $1.bytes
                $0.lines += $1.lines
            }
        }
    }

    /// Range `index` is done, with what it wrote.
    func finish(_ index: Int, with result: Result<UserPartitions.RangeWritten, any Error>) {
        lock.withLock { finished[index] = result }
    }

    /// What every range wrote, in order.
    /// - Throws: the error of the first range that failed.
    func results() throws -> [UserPartitions.RangeWritten] {
        try lock.withLock { try finished.map { try ($0 ?? .failure(CancellationError())).get() } }
    }
}
