import Foundation

/// A log's bytes a megabyte at a time: from a handle's position to its end (standard input, or any
/// input read in order), or a range of a log's files read at their offsets, so that threads read
/// parts of one log at once without sharing a position.
struct FileChunks {
    /// What is read: a handle in order, or the bytes left of a range of files.
    private enum Source {
        case stream(FileHandle)
        case files(LogFiles, Range<UInt64>)
    }

    private var source: Source

    /// How much is read at a time.
    static let chunkBytes = 1 << 20

    /// What `handle` reads from its position to its end.
    init(handle: FileHandle) {
        source = .stream(handle)
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
        return FileChunks(files: files, bytes: 0..<files.size)
    }

    /// How many bytes the chunks hold in all, or `nil` for a handle read in order.
    var size: UInt64? {
        if case .files(_, let range) = source { range.upperBound - range.lowerBound } else { nil }
    }

    /// The chunks divided at lines into at most `count` parts of about equal bytes, each from one
    /// user's first line to another's (lines in `format`); a handle read in order is one part.
    func parts(count: Int, format: ExportFormat?) throws -> [FileChunks] {
        guard case .files(let files, let range) = source, count > 1 else { return [self] }
        var ranges = LogByteRanges(files: files, format: format)
        return try ranges.parts(of: range, count: count).map { FileChunks(files: files, bytes: $0) }
    }

    /// Whether the chunks are what a handle reads in order rather than a range of files.
    var isStream: Bool {
        if case .stream = source { true } else { false }
    }

    /// The next chunk, or `nil` at the end.
    mutating func next() throws -> [UInt8]? {
        switch source {
        case .stream(let handle):
            guard let data = try handle.read(upToCount: Self.chunkBytes), !data.isEmpty else { return nil }
            return [UInt8](data)
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
