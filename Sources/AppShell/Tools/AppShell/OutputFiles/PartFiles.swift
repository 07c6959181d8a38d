import AskForReviewSimulation
import Foundation

/// The parts of a log `replay partition` writes into a folder its user names: each written as a
/// hidden file first, and all renamed to their names (``LogPartition/fileName(part:of:)``) only once
/// every part is written, then the folder's description (``PartitionFolder``): a reader sees every
/// part or none. The folder is new, or holds nothing visible (the hidden files of an earlier run cut
/// short are removed).
final class PartFiles {
    /// Why the parts could not be written, worded for a person.
    struct Failure: Error {
        let reason: String
    }

    /// The folder, and how many parts it gets.
    let folder: URL
    let parts: Int
    /// The part being written, and its hidden file.
    private var current = -1
    private var handle: FileHandle?
    /// The hidden files written, in order.
    private(set) var written: [URL] = []
    /// Each part's size in bytes and digest, as written.
    private(set) var sizes: [Int]
    private(set) var digests: [ByteDigest]
    /// Whether the folder was made here (a failure removes it again).
    private(set) var madeFolder = false

    /// The parts of a split into `parts` to write in the folder at `path`, made when it is missing
    /// (its parent must be there).
    /// - Throws: a ``Failure`` when the path is something else than a folder, the folder holds a
    ///   visible file, or it cannot be made.
    init(folder path: String, parts: Int) throws(Failure) {
        folder = URL(fileURLWithPath: path, isDirectory: true)
        self.parts = parts
        sizes = Array(repeating: 0, count: parts)
        digests = Array(repeating: ByteDigest(), count: parts)
        var status = stat()
        if lstat(path, &status) == 0, status.st_mode & S_IFMT == S_IFLNK {
            throw Failure(reason: "it is a symbolic link; the parts go in a folder of their own, named as it is")
        }
        var isFolder: ObjCBool = false
        if FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) {
            guard isFolder.boolValue else { throw Failure(reason: "it is a file; the parts go in a folder") }
            let names = (try? FileManager.default.contentsOfDirectory(atPath: path)) ?? []
            if let visible = names.first(where: { !$0.hasPrefix(".") }) {
                throw Failure(
                    reason: "the folder holds \(TerminalText.quoted(visible)); the parts go in a new or empty folder")
            }
            for name in names where name.hasPrefix(".part-") && name.hasSuffix(".partial") {
                try? FileManager.default.removeItem(at: folder.appendingPathComponent(name))
            }
        } else {
            do {
                try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: false)
                madeFolder = true
            } catch {
                throw Failure(reason: "the folder cannot be made (\(error.localizedDescription))")
            }
        }
    }

    /// The hidden file part `part` is written in until every part is.
    func partialFile(_ part: Int) -> URL {
        folder.appendingPathComponent(".\(LogPartition.fileName(part: part, of: parts)).partial")
    }

    /// Appends `bytes` to part `part`: the next part starts a new file.
    func append(_ part: Int, _ bytes: [UInt8]) throws(Failure) {
        do {
            if part != current {
                try handle?.close()
                let url = partialFile(part)
                guard FileManager.default.createFile(atPath: url.path, contents: nil) else {
                    throw Failure(reason: "\(TerminalText.quoted(url.lastPathComponent)) cannot be made")
                }
                written.append(url)
                handle = try FileHandle(forWritingTo: url)
                current = part
            }
            try handle?.write(contentsOf: bytes)
            sizes[part] += bytes.count
            digests[part].add(bytes)
        } catch let failure as Failure {
            throw failure
        } catch {
            throw Failure(reason: error.localizedDescription)
        }
    }

    /// Gives every part its name, once all are written, then writes `description` as the folder's
    /// description.
    func finish(description: Data) throws(Failure) {
        do {
            try handle?.synchronize()
            try handle?.close()
            handle = nil
            for part in 0..<parts {
                let name = folder.appendingPathComponent(LogPartition.fileName(part: part, of: parts))
                guard rename(partialFile(part).path, name.path) == 0 else {
                    throw Failure(reason: "a part cannot be renamed (\(String(cString: strerror(errno))))")
                }
            }
            try description.write(to: folder.appendingPathComponent(PartitionFolder.descriptionName), options: .atomic)
        } catch let failure as Failure {
            throw failure
        } catch {
            throw Failure(reason: error.localizedDescription)
        }
    }

    /// Removes the hidden files written (after a failure), and the folder when it was made here and
    /// holds nothing else.
    func removePartials() {
        try? handle?.close()
        handle = nil
        for url in written { try? FileManager.default.removeItem(at: url) }
        if madeFolder { rmdir(folder.path) }
    }
}
