import Foundation

/// A log's bytes a megabyte at a time: from a handle's position to its end (a file, or standard
/// input), or a range of a file read at its offsets, so that threads read parts of one file at once
/// without sharing a position.
struct FileChunks {
    private let handle: FileHandle
    /// The bytes left to read, for a range; `nil` reads to the end.
    private var range: Range<UInt64>?

    /// How much is read at a time.
    static let chunkBytes = 1 << 20

    init(handle: FileHandle, bytes: Range<UInt64>?) {
        self.handle = handle
        range = bytes
    }

    /// The next chunk, or `nil` at the end.
    mutating func next() throws -> [UInt8]? {
        guard let range else {
            guard let data = try handle.read(upToCount: Self.chunkBytes), !data.isEmpty else { return nil }
            return [UInt8](data)
        }
        guard !range.isEmpty else { return nil }
        let count = Int(min(UInt64(Self.chunkBytes), range.upperBound - range.lowerBound))
        let descriptor = handle.fileDescriptor
        let chunk = try [UInt8](unsafeUninitializedCapacity: count) { buffer, initialized in
            var read = -1
            repeat {
                read = pread(descriptor, buffer.baseAddress, count, off_t(range.lowerBound))
            } while read < 0 && errno == EINTR
            guard read >= 0 else { throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO) }
            initialized = read
        }
        // A file that ends before the range (it shrank) ends the range there.
        let next = chunk.isEmpty ? range.upperBound : range.lowerBound + UInt64(chunk.count)
        self.range = next..<range.upperBound
        return chunk.isEmpty ? nil : chunk
    }
}
