import Foundation
import TestSupport
import Testing

@Suite("replay and population fit: gzip files and streams")
struct ShellGzipTests {
    /// `text` compressed by the system's `gzip`.
    static func gzip(_ text: String) throws -> Data {
        try SystemGzip.compress(Array(text.utf8))
    }

    @Test(
        "A folder of gzip and plain files, and a gzip stream, replay as the plain log; a cut file is named with its byte"
    )
    func gzipInputs() throws {
        let shell = ShellHarness()
        let lines = ShellAnyOrderTests.lines
        let folder = shell.home.appendingPathComponent("export")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let half = lines.count / 2
        try Self.gzip(lines[..<half].map { $0 + "\n" }.joined()).write(to: folder.appendingPathComponent("a.json.gz"))
        try Data(lines[half...].map { $0 + "\n" }.joined().utf8).write(to: folder.appendingPathComponent("b.json"))
        let options = ["--compare", "apple,fitToday", "--json"]
        let plain = try shell.run(
            ["replay", "--events", shell.file(holding: ShellAnyOrderTests.sorted)] + options, useStore: false)
        let fromFolder = try shell.run(["replay", "--events", folder.path] + options, useStore: false)
        #expect(fromFolder.code == 0, "\(fromFolder.error)")
        #expect(try ShellAnyOrderTests.figuresText(fromFolder) == ShellAnyOrderTests.figuresText(plain))
        // Standard input holding gzip data (as `curl … |` gives it), out of order, gathered.
        let compressed = try Self.gzip(ShellAnyOrderTests.unsorted)
        let streamed = shell.home.appendingPathComponent("stream.gz")
        try compressed.write(to: streamed)
        let stream = try shell.run(
            ["replay", "--events", "-", "--any-order"] + options, redirecting: "< '\(streamed.path)'")
        #expect(stream.code == 0, "\(stream.error)")
        #expect(try ShellAnyOrderTests.figuresText(stream) == ShellAnyOrderTests.figuresText(plain))
        let cut = folder.appendingPathComponent("c.json.gz")
        try compressed.prefix(compressed.count / 2).write(to: cut)
        let refused = try shell.run(["replay", "--events", folder.path] + options, useStore: false)
        #expect(refused.code == 65, "\(refused.error)")
        #expect(refused.error.contains("the log's file 3 of 3 holds gzip data that cannot be read at its byte "))
        #expect(refused.error.contains("file 3 is 'c.json.gz'"), "\(refused.error)")
        #expect(refused.out.isEmpty)
    }
}
