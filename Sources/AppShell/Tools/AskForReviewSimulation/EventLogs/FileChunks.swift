import Foundation

/// A log's bytes a megabyte at a time: from a handle's position to its end (standard input, or any
/// input read in order; gzip data decompressed), or a range of a log's files read at their offsets,
/// so that threads read parts of one log at once without sharing a position, or a log's files one
/// after another when one holds gzip data (``FilesInOrder``).
struct FileChunks {
    /// What is read: a handle in order (and whether its first bytes were read), its gzip data, the
    /// bytes left of a range of files, or files in order.
    private enum Source {
        case stream(FileHandle, started: Bool)
        case gzipStream(GzipData)
        case files(LogFiles, Range<UInt64>)
        case inOrder(FilesInOrder)
    }

    private var source: Source

    /// How much is read at a time.
    static let chunkBytes = 1 << 20

    /// What `handle` reads from its position to its end.
    init(handle: FileHandle) {
        source = .stream(handle, started: false)
    }

    /// What the files of a log hold, read one after another (gzip data decompressed).
    init(inOrder files: LogFiles) {
        source = .inOrder(FilesInOrder(files))
    }

    /// `bytes` of the log `files`.
    init(files: LogFiles, bytes: Range<UInt64>) {
        source = .files(files, bytes)
    }

    /// The whole log `handles` read, each to its end, one after another: one that cannot be read at
    /// any position (standard input) in order, files at their offsets.
    /// - Throws: an ``EventLogError`` when a log of several handles has one that is not a file, or its
    ///   files are empty or one of them is compressed.
    static func wholeLog(_ handles: [FileHandle]) throws -> FileChunks {
        guard let files = try LogFiles.checked(handles, requiringFiles: false) else {
            return FileChunks(handle: handles[0])
        }
        return files.isCompressed ? FileChunks(inOrder: files) : FileChunks(files: files, bytes: 0..<files.size)
    }

    /// How many bytes the chunks hold in all, or `nil` for a handle read in order.
    var size: UInt64? {
        if case .files(_, let range) = source { range.upperBound - range.lowerBound } else { nil }
    }

    /// The range of files the chunks read divided at lines into at most `count` parts of about
    /// equal bytes, each from one user's first line to another's (lines in `format`), or `nil` when
    /// they are read in order.
    func parts(count: Int, format: ExportFormat?) throws -> (files: LogFiles, ranges: [Range<UInt64>])? {
        guard case .files(let files, let range) = source else { return nil }
        var ranges = LogByteRanges(files: files, format: format)
        return (files, try ranges.parts(of: range, count: max(1, count)))
    }

    /// Whether the chunks are read in order from a handle, or decompressed, rather than a range of
    /// files read at their offsets.
    var isStream: Bool {
        if case .files = source { false } else { true }
    }

    /// Whether the same chunks can be read again from their start (files, not a handle read in order).
    var readsAgain: Bool {
        switch source {
        case .files, .inOrder: true
        case .stream, .gzipStream: false
        }
    }

    /// The next chunk, or `nil` at the end.
    mutating func next() throws -> [UInt8]? {
        switch source {
        case .stream(let handle, let started):
            guard let data = try handle.read(upToCount: Self.chunkBytes), !data.isEmpty else { return nil }
            // A stream of gzip data is read as what it holds.
            guard !started, GzipData.starts(data) else {
                source = .stream(handle, started: true)
                return [UInt8](data)
            }
            source = .gzipStream(
                GzipData(first: [UInt8](data)) { try handle.read(upToCount: Self.chunkBytes).map { [UInt8]($0) } })
            return try next()
        case .gzipStream(var gzip):
            do {
                let piece = try gzip.next()
                source = .gzipStream(gzip)
                return piece
            } catch let problem as GzipProblem {
                throw FilesInOrder.problem(problem, in: "the log (standard input)")
            }
        case .inOrder(var files):
            let chunk = try files.next()
            source = .inOrder(files)
            return chunk
        case .files(let files, let range):
            // At the end, the files are checked again: one that changed meanwhile ends the reading.
            guard !range.isEmpty else {
                try files.checkUnchanged()
                return nil
            }
            let count = Int(min(UInt64(Self.chunkBytes), range.upperBound - range.lowerBound))
            let chunk = try files.read(at: range.lowerBound, count: count)
            source = .files(files, range.lowerBound + UInt64(chunk.count)..<range.upperBound)
            return chunk.isEmpty ? nil : chunk
        }
    }
}
