import Foundation

/// What tells one input from another without reading all of it: its size and a hash of its first and
/// of its last 64 KiB. Every shard of a run computes the same from the same file, wherever it is named
/// from (`./log`, a link); a merge adds only results of the same input.
struct InputIdentity: Equatable {
    /// The input's size in bytes.
    let bytes: Int
    /// FNV-1a 64 of the first and of the last 64 KiB (the same when the input is no larger), in hex.
    let head: String
    let tail: String

    /// How much of each end is hashed.
    static let endBytes = 65_536

    /// The identity of the regular files at `paths`, read one after another as one input (the same as
    /// a file holding their bytes), or `nil` when one cannot be read or is not a regular file: a named
    /// pipe is read once, by the replay (opened here, what its writer sent was lost, and the replay then
    /// waited for a writer that had gone).
    init?(files paths: [LogPath]) {
        var files: [(handle: FileHandle, size: Int)] = []
        defer {
            for file in files { try? file.handle.close() }
        }
        for path in paths {
            guard let status = path.status(), status.st_mode & S_IFMT == S_IFREG, let handle = path.openForReading()
            else { return nil }
            files.append((handle, 0))
            guard let size = try? handle.seekToEnd(), let bytes = Int(exactly: size) else { return nil }
            files[files.count - 1].size = bytes
        }
        let bytes = files.reduce(0) { $0 + $1.size }
        // The first and the last `endBytes` of the files' bytes one after another.
        var head = Data()
        var tail = Data()
        var start = 0
        do {
            for (handle, size) in files {
                if head.count < Self.endBytes {
                    try handle.seek(toOffset: 0)
                    head += try handle.read(upToCount: Self.endBytes - head.count) ?? Data()
                }
                let tailStart = max(start, bytes - Self.endBytes)
                if tailStart < start + size {
                    try handle.seek(toOffset: UInt64(tailStart - start))
                    tail += try handle.read(upToCount: start + size - tailStart) ?? Data()
                }
                start += size
            }
        } catch {
            return nil
        }
        self.init(bytes: bytes, head: Self.hash(head), tail: Self.hash(tail))
    }

    /// The identity of `data`, as for a file holding it.
    init(data: Data) {
        self.init(
            bytes: data.count, head: Self.hash(data.prefix(Self.endBytes)), tail: Self.hash(data.suffix(Self.endBytes)))
    }

    private init(bytes: Int, head: String, tail: String) {
        self.bytes = bytes
        self.head = head
        self.tail = tail
    }

    /// The identity a result printed under `input`, or `nil` when it is missing or not one.
    init?(json value: Any?) {
        guard let object = value as? [String: Any], let bytes = OutcomeJSON.count("bytes", in: object),
            let head = object["head"] as? String, let tail = object["tail"] as? String, head.count == 16,
            tail.count == 16
        else { return nil }
        self.init(bytes: bytes, head: head, tail: tail)
    }

    /// The identity as a result prints it.
    var json: JSONValue {
        .object(["bytes": .int(bytes), "head": .string(head), "tail": .string(tail)])
    }

    /// FNV-1a 64 of `bytes`, as 16 hexadecimal digits.
    static func hash(_ bytes: some Collection<UInt8>) -> String {
        var digest = ByteDigest()
        digest.add(bytes)
        return digest.text
    }
}
