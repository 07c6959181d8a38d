import Foundation
import Testing

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

@Suite("A log's folder whose file names are not UTF-8")
struct ShellFolderNameTests {
    /// Writes `text` to the file named by `name`'s bytes in `folder`.
    static func save(_ text: String, named name: [UInt8], in folder: URL) throws {
        let path = Array(folder.path.utf8) + [UInt8(ascii: "/")] + name
        let descriptor = open(path.map { CChar(bitPattern: $0) } + [0], O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        try #require(descriptor >= 0)
        defer { close(descriptor) }
        let bytes = Array(text.utf8)
        #expect(bytes.withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) } == bytes.count)
    }

    @Test("A file named in another encoding is read, and a message names it with its bytes escaped")
    func nonUTF8Names() throws {
        let shell = ShellHarness()
        let folder = shell.home.appendingPathComponent("log")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let lines = ShellAnyOrderTests.lines
        // Latin-1 "é" (0xE9) in the first name: not UTF-8.
        try Self.save(
            lines[..<5].map { $0 + "\n" }.joined(), named: Array("caf".utf8) + [0xE9] + Array(".jsonl".utf8), in: folder
        )
        try Self.save(lines[5...].map { $0 + "\n" }.joined(), named: Array("later.jsonl".utf8), in: folder)
        let sorted = try shell.run(
            ["replay", "--events", shell.file(holding: ShellAnyOrderTests.sorted), "--json"], useStore: false)
        let read = try shell.run(["replay", "--events", folder.path, "--json"], useStore: false)
        #expect(read.code == 0, "\(read.error)")
        #expect(try ShellAnyOrderTests.figuresText(read) == ShellAnyOrderTests.figuresText(sorted))
        try Self.save(
            #"{"user": "z", "event": "launch"}"# + "\n", named: Array("caf".utf8) + [0xE9, 0x2D], in: folder)
        let refused = try shell.run(["replay", "--events", folder.path], useStore: false)
        #expect(refused.code == 65)
        #expect(refused.error.contains(#"line 1 of 'caf\xE9-'"#), "\(refused.error)")
    }
}
