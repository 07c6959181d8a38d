/// Where and why gzip data cannot be read: the byte, from 0, of the compressed data, and the reason.
struct GzipProblem: Error, Equatable {
    /// The byte, from 0, of the compressed data.
    let offset: UInt64
    let reason: String
}
