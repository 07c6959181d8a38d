import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A log file's path as the system gives it: its bytes, which need not be UTF-8 (a folder's file
/// named in another encoding is read too), and how a message prints it.
struct LogPath: Equatable, Sendable {
    /// The path's bytes, without a terminating zero.
    let bytes: [UInt8]

    /// The path `text` names.
    init(_ text: String) {
        bytes = Array(text.utf8)
    }

    /// The path whose bytes are `bytes`.
    init(bytes: [UInt8]) {
        self.bytes = bytes
    }

    /// The path as text: itself when its bytes are UTF-8, else with each byte outside ASCII written
    /// `\xNN`, so that a message names it unambiguously.
    var text: String {
        if let text = String(validating: bytes, as: UTF8.self) { return text }
        return bytes.map { $0 < 0x80 ? String(UnicodeScalar($0)) : String(format: "\\x%02X", $0) }.joined()
    }

    /// The path's last component: the name of the file in its folder.
    var name: LogPath {
        LogPath(bytes: Array(bytes.split(separator: UInt8(ascii: "/"), omittingEmptySubsequences: true).last ?? []))
    }

    /// The path of `name` in this folder.
    func appending(_ name: [UInt8]) -> LogPath {
        LogPath(bytes: bytes + (bytes.last == UInt8(ascii: "/") ? [] : [UInt8(ascii: "/")]) + name)
    }

    /// What the path names, a link followed, or `nil` when nothing is there.
    func status() -> stat? {
        var status = stat()
        return stat(cPath, &status) == 0 ? status : nil
    }

    /// The file opened for reading, or `nil` when it cannot be.
    func openForReading() -> FileHandle? {
        let descriptor = open(cPath, O_RDONLY | O_CLOEXEC)
        return descriptor < 0 ? nil : FileHandle(fileDescriptor: descriptor, closeOnDealloc: true)
    }

    /// The path as the system's calls take it: its bytes, then a zero.
    private var cPath: [CChar] { bytes.map { CChar(bitPattern: $0) } + [0] }

    /// The names of the entries of the folder at this path, in their bytes ("." and ".." left out),
    /// or `nil` when it cannot be listed.
    func folderNames() -> [[UInt8]]? {
        guard let folder = opendir(cPath) else { return nil }
        defer { closedir(folder) }
        var names: [[UInt8]] = []
        while let entry = readdir(folder) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
                Array(raw.prefix { $0 != 0 })
            }
            if name != [UInt8(ascii: ".")] && name != [UInt8(ascii: "."), UInt8(ascii: ".")] { names.append(name) }
        }
        return names
    }
}
