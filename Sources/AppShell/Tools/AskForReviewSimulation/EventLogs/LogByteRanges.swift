import Foundation

/// Splits a log's files into the byte ranges its shards read, as batch engines split text files: shard
/// `k` of `n` reads from the edge nearest `k/n` of the log's bytes to the edge nearest `(k+1)/n`, and
/// an edge moves forward from its byte to the first line of the next user (a user's lines may go on
/// in the next file). So each user's events are read by exactly one shard, and the shards, in order,
/// read the whole log once.
///
/// An edge is found by reading the lines around it, whatever the shard: every shard computes the same
/// edges of the same log. A line that cannot be read (too long, not an event) counts as a user of its
/// own, so an edge may fall before it; its problem is reported by the shard that reads it.
struct LogByteRanges {
    /// The log, and its size in bytes.
    private let files: LogFiles
    private var size: UInt64 { files.size }
    /// The export's format the lines are in, or `nil` for the package's own event log lines.
    private let format: ExportFormat?
    /// Bytes read around an edge, and the offset in the log of their first.
    private var window: [UInt8] = []
    private var windowStart: UInt64 = 0

    /// How much is read at a time around an edge: two chunks, more than the longest line.
    private static let windowBytes = 2 * FileChunks.chunkBytes
    /// The longest line read for its user, its newline and a carriage return before it included.
    private static let longestLine = UInt64(EventLogLines.maximumLineBytes + 2)

    init(files: LogFiles, format: ExportFormat? = nil) {
        self.files = files
        self.format = format
    }

    /// The bytes shard `shard` (from 0) of `shards` reads.
    mutating func range(ofShard shard: Int, of shards: Int) throws -> Range<UInt64> {
        let lower = try edge(near: Self.nominal(shard, of: shards, in: size))
        let upper = try edge(near: Self.nominal(shard + 1, of: shards, in: size))
        return lower..<max(lower, upper)
    }

    /// `range` of the log (from one user's first line to another's) divided the same way into at most
    /// `count` parts, the empty ones left out: what the threads of one replay read.
    mutating func parts(of range: Range<UInt64>, count: Int) throws -> [Range<UInt64>] {
        let length = range.upperBound - range.lowerBound
        var edges = [range.lowerBound]
        for part in 1..<max(1, count) {
            let edge = try edge(near: range.lowerBound + Self.nominal(part, of: count, in: length))
            edges.append(max(edges[edges.count - 1], min(range.upperBound, edge)))
        }
        edges.append(range.upperBound)
        return zip(edges, edges.dropFirst()).compactMap { $0 < $1 ? $0..<$1 : nil }
    }

    /// `part`/`parts` of `length` bytes, rounded down, without overflowing.
    private static func nominal(_ part: Int, of parts: Int, in length: UInt64) -> UInt64 {
        let (part, parts) = (UInt64(part), UInt64(parts))
        return length / parts * part + length % parts * part / parts
    }

    /// The first line at or after byte `offset` whose user is not that of the line before it; the
    /// log's start and end are edges.
    private mutating func edge(near offset: UInt64) throws -> UInt64 {
        guard offset > 0, offset < size else { return min(offset, size) }
        // The line holding the byte just before the edge: its start, unless it is too long to be read.
        var user: LineUser
        var next: UInt64
        if let start = try lineStart(holding: offset - 1) {
            (user, next) = try line(at: start)
        } else {
            (user, next) = (.unreadable, try lineEnd(from: offset - 1))
        }
        // A line an export's format drops says nothing of where a user's lines lie: the first event
        // from it on decides, and the dropped lines among a user's events stay with them.
        while case .dropped = user, next < size { (user, next) = try line(at: next) }
        while next < size {
            let (following, end) = try line(at: next)
            if case .dropped = following {
                next = end
                continue
            }
            guard case .user(let id) = user, case .user(let other) = following, other == id else { return next }
            next = end
        }
        return size
    }

    /// Where the line holding byte `offset` starts, or `nil` when it starts further back than the
    /// longest line read.
    private mutating func lineStart(holding offset: UInt64) throws -> UInt64? {
        let from = offset >= Self.longestLine ? offset - Self.longestLine : 0
        let bytes = try self.bytes(from: from, count: Int(offset - from))
        if let newline = bytes.lastIndex(of: UInt8(ascii: "\n")) {
            return from + UInt64(newline - bytes.startIndex) + 1
        }
        return from == 0 ? 0 : nil
    }

    /// The offset just after the newline at or after `offset`, or the log's end.
    private mutating func lineEnd(from offset: UInt64) throws -> UInt64 {
        var position = offset
        while position < size {
            let bytes = try self.bytes(from: position, count: Self.windowBytes)
            guard !bytes.isEmpty else { break }
            if let newline = bytes.firstIndex(of: UInt8(ascii: "\n")) {
                return position + UInt64(newline - bytes.startIndex) + 1
            }
            position += UInt64(bytes.count)
        }
        return size
    }

    /// Whose a line is, as far as the edges go.
    private enum LineUser {
        /// An event of the user whose id has these bytes.
        case user([UInt8])
        /// A line that is not an event (a problem its reader reports) or too long to be read.
        case unreadable
        /// A line of an export that its format drops.
        case dropped
    }

    /// The user of the line starting at `start`, and where the next line starts.
    private mutating func line(at start: UInt64) throws -> (user: LineUser, next: UInt64) {
        let bytes = try self.bytes(from: start, count: Int(Self.longestLine))
        guard let newline = bytes.firstIndex(of: UInt8(ascii: "\n")) else {
            let end = try lineEnd(from: start)
            guard end == size, end - start <= Self.longestLine else { return (.unreadable, end) }
            return (user(in: bytes), end)
        }
        var line = bytes[..<newline]
        if line.last == UInt8(ascii: "\r") { line = line.dropLast() }
        return (user(in: line), start + UInt64(newline - bytes.startIndex) + 1)
    }

    /// Whose `line` is.
    private func user(in line: ArraySlice<UInt8>) -> LineUser {
        if let format {
            var reader = ExportLineReader(format)
            guard let read = try? reader.read(line, number: 0) else { return .unreadable }
            return read.event == nil ? .dropped : .user(Array(read.user.utf8))
        }
        guard case .success(let event) = LoggedEventLine.event(in: line, number: 0) else { return .unreadable }
        return .user(Array(event.user.utf8))
    }

    /// Up to `count` bytes of the log from `offset` (fewer at its end), read a window at a time.
    private mutating func bytes(from offset: UInt64, count: Int) throws -> ArraySlice<UInt8> {
        let end = min(size, offset + UInt64(count))
        if offset < windowStart || end > windowStart + UInt64(window.count) {
            // Read at its offsets, as the parts are (the handles' positions stay where they were), from
            // as many files as it takes.
            var chunks = FileChunks(files: files, bytes: offset..<min(size, offset + UInt64(Self.windowBytes)))
            window = []
            while let chunk = try chunks.next() { window += chunk }
            windowStart = offset
        }
        let from = Int(offset - windowStart)
        return window[from..<min(window.count, from + Int(end - offset))]
    }
}
