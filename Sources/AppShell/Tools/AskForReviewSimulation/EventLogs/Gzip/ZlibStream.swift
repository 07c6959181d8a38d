import CZlib

/// One z_stream of the system's zlib, inflating gzip members (RFC 1952: the header, its CRC when it
/// has one, the data's CRC-32 and length all checked by zlib), kept at one address as zlib requires
/// and ended when let go.
final class ZlibStream {
    /// The stream, allocated once: zlib keeps a pointer to it.
    let stream: UnsafeMutablePointer<z_stream>
    /// Whether `inflateInit2` succeeded.
    private(set) var isReady = false

    init() {
        stream = UnsafeMutablePointer<z_stream>.allocate(capacity: 1)
        stream.initialize(to: z_stream())
        // 16 + 15: a gzip wrapper, and the largest window.
        isReady = inflateInit2_(stream, 16 + MAX_WBITS, zlibVersion(), Int32(MemoryLayout<z_stream>.size)) == Z_OK
    }

    /// Starts a new member (after one ended).
    func reset() {
        inflateReset(stream)
    }

    /// What zlib says of its last problem, or `fallback`.
    func message(or fallback: String) -> String {
        stream.pointee.msg.map { String(cString: $0) } ?? fallback
    }

    deinit {
        if isReady { inflateEnd(stream) }
        stream.deinitialize(count: 1)
        stream.deallocate()
    }
}
