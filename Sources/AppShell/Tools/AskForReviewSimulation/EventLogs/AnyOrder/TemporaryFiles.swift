import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Files that hold a run's temporary bytes and have no name: each is made in a folder and its name
/// removed at once, so the system frees it when the process ends however it ends (a crash, a kill,
/// an interrupt), and no other process can open it. Written by one thread, then read at any offset
/// by many; closed when the last reference goes.
final class TemporaryFiles: Sendable {
    /// The files' descriptors.
    let descriptors: [Int32]

    /// `count` new empty files, made in `folder`.
    /// - Throws: a ``TemporaryFilesError`` when one cannot be made there.
    init(count: Int, in folder: URL) throws(TemporaryFilesError) {
        var descriptors: [Int32] = []
        for _ in 0..<count {
            var template = Array(folder.appendingPathComponent("askforreview-XXXXXX").path.utf8CString)
            let descriptor = template.withUnsafeMutableBufferPointer { name in
                name.baseAddress.map { mkstemp($0) } ?? -1
            }
            guard descriptor >= 0 else {
                let reason = String(cString: strerror(errno))
                for made in descriptors { close(made) }
                throw TemporaryFilesError(folder: folder.path, reason: reason)
            }
            template.withUnsafeBufferPointer { name in _ = name.baseAddress.map { unlink($0) } }
            descriptors.append(descriptor)
        }
        self.descriptors = descriptors
    }

    deinit {
        for descriptor in descriptors { close(descriptor) }
    }

    /// Appends `bytes` to file `index`.
    func append(_ bytes: [UInt8], to index: Int) throws(TemporaryFilesError) {
        var written = 0
        while written < bytes.count {
            let count = bytes.withUnsafeBytes { buffer in
                buffer.baseAddress.map { write(descriptors[index], $0 + written, buffer.count - written) } ?? 0
            }
            if count < 0, errno == EINTR { continue }
            guard count > 0 else { throw TemporaryFilesError(folder: nil, reason: String(cString: strerror(errno))) }
            written += count
        }
    }

    /// The first `count` bytes of file `index`.
    func read(_ index: Int, count: Int) throws(TemporaryFilesError) -> [UInt8] {
        // An empty part is no array to fill: filling one of no room writes the shared empty array's
        // storage, from every thread that reads an empty part (the thread sanitizer's report).
        guard count > 0 else { return [] }
        var failure: TemporaryFilesError?
        let bytes = [UInt8](unsafeUninitializedCapacity: count) { buffer, initialized in
            var total = 0
            while total < count, let base = buffer.baseAddress {
                let read = pread(descriptors[index], base + total, count - total, off_t(total))
                if read < 0, errno == EINTR { continue }
                guard read > 0 else {
                    failure = TemporaryFilesError(
                        folder: nil, reason: read == 0 ? "a file ended early" : String(cString: strerror(errno)))
                    break
                }
                total += read
            }
            initialized = total
        }
        if let failure { throw failure }
        return bytes
    }
}

/// Why a run's temporary files could not be made, written or read back.
struct TemporaryFilesError: Error, CustomStringConvertible {
    /// The folder they were to be made in, when that failed.
    let folder: String?
    /// The system's words.
    let reason: String

    var description: String {
        guard let folder else { return "its temporary files could not be written or read back (\(reason))" }
        return "temporary files cannot be made in \"\(folder)\" (\(reason))"
    }
}
