import Foundation

/// A log's files read one after another, in order, each as what it holds: a file of gzip data
/// decompressed as it is read (a member after another), a plain file as it is; a newline after a
/// file but the last whose last line has none. What a log with a compressed file is read as, on
/// one thread: gzip data cannot be read from the middle.
struct FilesInOrder {
    private let files: LogFiles
    /// The file read now, and where in it (a plain file's bytes in the log, as ``LogFiles`` counts
    /// them).
    private var index = 0
    private var offset: UInt64 = 0
    /// The gzip data of the file read now, and the last byte it gave.
    private var gzip: GzipData?
    private var lastByte: UInt8?

    init(_ files: LogFiles) {
        self.files = files
    }

    /// The next chunk of the log, or `nil` at its end (once every file is checked unchanged).
    /// - Throws: an ``EventLogError`` naming the file and the byte where its gzip data is wrong or
    ///   ends early; a ``LogFileChanged``; or the error reading threw.
    mutating func next() throws -> [UInt8]? {
        while index < files.files.count {
            let file = files.files[index]
            if !file.isGzip {
                if offset < file.count {
                    let chunk = try files.read(at: file.start + offset, count: FileChunks.chunkBytes)
                    offset += UInt64(chunk.count)
                    if !chunk.isEmpty { return chunk }
                }
                (index, offset) = (index + 1, 0)
                continue
            }
            if let piece = try nextPiece(of: file) { return piece }
            (index, gzip) = (index + 1, nil)
            if let last = lastByte, last != UInt8(ascii: "\n"), index < files.files.count {
                lastByte = nil
                return [UInt8(ascii: "\n")]
            }
            lastByte = nil
        }
        try files.checkUnchanged()
        return nil
    }

    /// The next piece of the decompressed data of `file`, or `nil` at its end.
    private mutating func nextPiece(of file: LogFiles.File) throws -> [UInt8]? {
        if gzip == nil {
            let (files, read) = (self.files, ReadOffset())
            gzip = GzipData(first: []) {
                let chunk = try files.read(file, at: read.offset, count: FileChunks.chunkBytes)
                read.offset += UInt64(chunk.count)
                return chunk.isEmpty ? nil : chunk
            }
        }
        do {
            let piece = try gzip?.next()
            if let last = piece?.last { lastByte = last }
            return piece
        } catch let problem as GzipProblem {
            throw Self.problem(problem, in: files.which(file))
        }
    }

    /// `problem` of the gzip data `which` names, as a log's problem.
    static func problem(_ problem: GzipProblem, in which: String) -> EventLogError {
        EventLogError(
            problems: [
                "\(which) holds gzip data that cannot be read at its byte \(problem.offset): \(problem.reason)"
            ], unlisted: 0)
    }

    /// Where the reading of a file's gzip data is.
    private final class ReadOffset {
        var offset: UInt64 = 0
    }
}
