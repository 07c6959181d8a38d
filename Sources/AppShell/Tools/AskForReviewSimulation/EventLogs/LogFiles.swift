import Foundation

/// The files of one log read as one: each file's bytes from its handle's position to its end, the
/// files one after another, and a newline after a file but the last whose last line has none, so
/// that a file's last line ends with it. Read at any offset (each file at its own offsets, without moving a
/// handle's position), so that threads and shards read parts of the log at once.
struct LogFiles: Sendable {
    /// One file's place in the log.
    struct File: Sendable {
        let handle: FileHandle
        /// Where the file's bytes start in the log.
        let start: UInt64
        /// The bytes of the file read, from its handle's position to its end.
        let bytes: Range<UInt64>
        /// Whether a newline follows them in the log (the file's last line has none, and another file
        /// follows).
        let addsNewline: Bool
        /// The file's number in the log, from 1.
        let number: Int
        /// When the file was last written as its reading began, in nanoseconds since 1970.
        let modified: Int
        /// Whether the file holds gzip data (read decompressed, in order: ``FilesInOrder``).
        let isGzip: Bool

        /// How many bytes of the log the file takes.
        var count: UInt64 { bytes.upperBound - bytes.lowerBound + (addsNewline ? 1 : 0) }
    }

    let files: [File]
    /// The log's size in bytes.
    let size: UInt64

    /// Whether a file holds gzip data: then the log is read in order, decompressed.
    var isCompressed: Bool { files.contains { $0.isGzip } }

    /// The files `handles` read, in order, from each one's position.
    /// - Throws: an ``EventLogError`` when one is not a file read at any position (a pipe, a terminal).
    init(_ handles: [FileHandle]) throws(EventLogError) {
        var files: [File] = []
        var start: UInt64 = 0
        for (index, handle) in handles.enumerated() {
            let bytes: Range<UInt64>
            var last: [UInt8] = []
            var first: [UInt8] = []
            let modified = Self.state(of: handle)?.modified ?? 0
            do {
                let position = try handle.offset()
                bytes = position..<max(position, try handle.seekToEnd())
                try handle.seek(toOffset: position)
                if !bytes.isEmpty, index < handles.count - 1 {
                    last = try Self.read(handle, at: bytes.upperBound - 1, count: 1)
                }
                if !bytes.isEmpty { first = try Self.read(handle, at: bytes.lowerBound, count: 2) }
            } catch {
                let which = handles.count == 1 ? "it" : "its file \(index + 1) of \(handles.count)"
                throw EventLogError(
                    problems: [
                        "the log cannot be split by its bytes: \(which) is not a file read at any position (\(error))"
                    ], unlisted: 0)
            }
            let file = File(
                handle: handle, start: start, bytes: bytes, addsNewline: !last.isEmpty && last != [UInt8(ascii: "\n")],
                number: index + 1, modified: modified, isGzip: GzipData.starts(first))
            files.append(file)
            start += file.count
        }
        self.files = files
        size = start
    }

    /// The log `handles` read one after another, checked before it is read: `nil` for one handle
    /// that cannot be read at any position (standard input), to be read in order, unless
    /// `requiringFiles`.
    /// - Throws: an ``EventLogError`` when a handle that must be a file is not (several handles, or
    ///   `requiringFiles`), when the files are empty, or when one of them is compressed otherwise
    ///   than with gzip.
    static func checked(_ handles: [FileHandle], requiringFiles: Bool) throws -> LogFiles? {
        guard let files = handles.count == 1 && !requiringFiles ? try? LogFiles(handles) : try LogFiles(handles)
        else { return nil }
        guard files.size > 0 else { throw EventLogError(problems: ["the log is empty"], unlisted: 0) }
        try files.refuseCompressed()
        return files
    }

    /// Refuses a log one of whose files is compressed otherwise than with gzip (bzip2, xz, zstd),
    /// naming the command that decompresses it.
    func refuseCompressed() throws {
        for file in files where !file.bytes.isEmpty && !file.isGzip {
            let start = try Self.read(file.handle, at: file.bytes.lowerBound, count: 8)
            try EventLogReader.refuseCompressed(start, which(file))
        }
    }

    /// How the messages name `file`: "the log", or "the log's file 2 of 3".
    func which(_ file: File) -> String {
        files.count == 1 ? "the log" : "the log's file \(file.number) of \(files.count)"
    }

    /// Up to `count` bytes of `file` itself from its byte `offset` (from its handle's position),
    /// fewer at its end.
    func read(_ file: File, at offset: UInt64, count: Int) throws -> [UInt8] {
        let start = file.bytes.lowerBound + offset
        guard start < file.bytes.upperBound else { return [] }
        return try Self.read(
            file.handle, at: start, count: Int(min(UInt64(count), file.bytes.upperBound - start)))
    }

    /// How many lines of the log end before byte `offset`.
    func lines(before offset: UInt64) throws -> Int {
        var chunks = FileChunks(files: self, bytes: 0..<offset)
        var lines = 0
        while let chunk = try chunks.next() {
            lines += chunk.reduce(0) { $0 + ($1 == UInt8(ascii: "\n") ? 1 : 0) }
        }
        return lines
    }

    /// Up to `count` bytes of the log from `offset`, all from one file (fewer at a file's end; none
    /// at the log's end).
    func read(at offset: UInt64, count: Int) throws -> [UInt8] {
        guard count > 0, let file = file(holding: offset) else { return [] }
        let within = offset - file.start
        guard within < file.bytes.upperBound - file.bytes.lowerBound else { return [UInt8(ascii: "\n")] }
        let length = Int(min(UInt64(count), file.bytes.upperBound - file.bytes.lowerBound - within))
        let bytes = try Self.read(file.handle, at: file.bytes.lowerBound + within, count: length)
        // A file that ends before its size said shrank: the figures of the bytes before would be a
        // smaller log's, given as this one's.
        guard bytes.count == length else {
            throw changed(
                file,
                "it ends at byte \(file.bytes.lowerBound + within + UInt64(bytes.count)) of the "
                    + "\(file.bytes.upperBound) it had")
        }
        return bytes
    }

    /// Throws when one of the files changed since its reading began: its size or the time it was last
    /// written is not what they were.
    func checkUnchanged() throws(LogFileChanged) {
        for file in files {
            guard let now = Self.state(of: file.handle) else { continue }
            if now.size != file.bytes.upperBound {
                throw changed(file, "it had \(file.bytes.upperBound) bytes, it has \(now.size)")
            }
            if now.modified != file.modified { throw changed(file, "it was written to") }
        }
    }

    /// `file`'s change, in `words`.
    private func changed(_ file: File, _ words: String) -> LogFileChanged {
        LogFileChanged(file: file.number, files: files.count, change: words)
    }

    /// The size of the file `handle` reads and when it was last written (nanoseconds since 1970), or
    /// `nil` when they cannot be read.
    private static func state(of handle: FileHandle) -> (size: UInt64, modified: Int)? {
        var status = stat()
        guard fstat(handle.fileDescriptor, &status) == 0 else { return nil }
        #if canImport(Darwin)
            let modified = status.st_mtimespec
        #else
            let modified = status.st_mtim
        #endif
        return (UInt64(status.st_size), Int(modified.tv_sec) * 1_000_000_000 + Int(modified.tv_nsec))
    }

    /// The file whose bytes (or added newline) hold the log's byte `offset`, or `nil` past the end.
    private func file(holding offset: UInt64) -> File? {
        guard offset < size else { return nil }
        // The last file starting at or before `offset` that takes any bytes.
        var low = 0
        var high = files.count
        while high - low > 1 {
            let middle = (low + high) / 2
            if files[middle].start <= offset { low = middle } else { high = middle }
        }
        var index = low
        while files[index].count == 0 || files[index].start + files[index].count <= offset { index += 1 }
        return files[index]
    }

    /// Up to `count` bytes of the file `handle` reads from `offset` (fewer at its end), its position
    /// unmoved.
    private static func read(_ handle: FileHandle, at offset: UInt64, count: Int) throws -> [UInt8] {
        let descriptor = handle.fileDescriptor
        // No array of no room is filled: that writes the shared empty array's storage.
        guard count > 0 else { return [] }
        return try [UInt8](unsafeUninitializedCapacity: count) { buffer, initialized in
            // A read may give fewer bytes than asked before the end: read on until the count or the end.
            var total = 0
            while total < count, let base = buffer.baseAddress {
                let read = pread(descriptor, base + total, count - total, off_t(offset) + off_t(total))
                if read < 0, errno == EINTR { continue }
                guard read >= 0 else {
                    initialized = total
                    throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO)
                }
                if read == 0 { break }
                total += read
            }
            initialized = total
        }
    }
}
