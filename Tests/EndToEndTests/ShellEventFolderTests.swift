import Foundation
import Testing

@Suite("--events FOLDER: a log written in several files, through the command line")
struct ShellEventFolderTests {
    /// A log of 40 users as lines, each user's events together and in time order.
    static let lines: [String] = (0..<40).flatMap { user in
        [#"{"user": "u\#(user)", "time": "2026-03-01T10:00:00Z", "event": "launch", "version": "1.\#(user % 3)"}"#]
            + (0..<(user % 7)).map { step in
                #"{"user": "u\#(user)", "time": "2026-03-0\#(1 + step / 3)T11:0\#(step % 3):00Z", "event": "processCompleted"}"#
            }
    }

    /// A folder in `shell`'s home holding `files` (name and text), created in the order given.
    static func folder(in shell: ShellHarness, _ files: [(String, String)]) throws -> String {
        let folder = shell.home.appendingPathComponent("log-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        for (name, text) in files { try Data(text.utf8).write(to: folder.appendingPathComponent(name)) }
        return folder.path
    }

    /// The log's lines cut into files whose names sort in the log's order but are created in another;
    /// a hidden file, which is not read, among them.
    static func cut(in shell: ShellHarness) throws -> String {
        let cuts = [0, 17, 18, 60, 61, 110, lines.count]
        var files = zip(cuts, cuts.dropFirst()).enumerated().map { index, range in
            ("export-\(String(format: "%03d", index)).json", lines[range.0..<range.1].joined(separator: "\n") + "\n")
        }
        files.reverse()
        files.append((".DS_Store", "not a log"))
        return try folder(in: shell, files)
    }

    @Test("A folder's files replay, whole and in shards merged, exactly as the one file they were cut from")
    func folderReadsAsTheFile() throws {
        let shell = ShellHarness()
        let file = try shell.file(holding: Self.lines.joined(separator: "\n") + "\n")
        let folder = try Self.cut(in: shell)
        let arguments = ["replay", "--compare", "apple,fittoday", "--json"]
        let fromFile = try shell.run(arguments + ["--events", file], useStore: false)
        let fromFolder = try shell.run(arguments + ["--events", folder], useStore: false)
        #expect(fromFile.code == 0 && fromFolder.code == 0, "\(fromFile.error)\(fromFolder.error)")
        // Only the name of the log differs: its identity is that of the files' bytes one after another.
        #expect(fromFolder.out == fromFile.out.replacingOccurrences(of: file, with: folder))
        for shards in [2, 3, 16] {
            var parts: [String] = []
            for shard in 1...shards {
                parts.append(try shell.resultFile(arguments + ["--events", folder, "--shard", "\(shard)/\(shards)"]))
            }
            let merged = try shell.run(["replay", "merge"] + parts + ["--json"], useStore: false)
            #expect(merged.code == 0, "\(merged.error)")
            #expect(merged.out == fromFolder.out, "\(shards) shards")
        }
        let fit = try shell.run(["population", "fit", "--events", folder, "--json"], useStore: false)
        let fitOfFile = try shell.run(["population", "fit", "--events", file, "--json"], useStore: false)
        #expect(fit.code == 0 && fit.out == fitOfFile.out, "\(fit.error)")
    }

    @Test("A folder with no file, another folder, a pipe or a link to nothing in it is refused (66), naming it")
    func foldersRefused() throws {
        let shell = ShellHarness()
        let empty = try Self.folder(in: shell, [(".hidden", "x")])
        let nested = try Self.folder(in: shell, [("a.json", Self.lines[0] + "\n")])
        try FileManager.default.createDirectory(
            atPath: (nested as NSString).appendingPathComponent("b"), withIntermediateDirectories: false)
        let withPipe = try Self.folder(in: shell, [("a.json", Self.lines[0] + "\n")])
        #expect(mkfifo((withPipe as NSString).appendingPathComponent("b.json"), 0o600) == 0)
        let dangling = try Self.folder(in: shell, [("a.json", Self.lines[0] + "\n")])
        try FileManager.default.createSymbolicLink(
            atPath: (dangling as NSString).appendingPathComponent("b.json"), withDestinationPath: "/nonexistent/log")
        for (folder, problem) in [
            (empty, "the folder holds no files"), (nested, "its 'b' is a folder"),
            (dangling, "its 'b.json' is a link to nothing"),
            (withPipe, "its 'b.json' is not a regular file"),
        ] {
            let run = try shell.run(["replay", "--events", folder], useStore: false)
            #expect(run.code == 66 && run.error.contains(problem), "\(run.error)")
            #expect(run.out.isEmpty)
        }
    }

    @Test("A problem is told with its line counted through the files, and which file's line it is")
    func problemNamesItsFile() throws {
        let shell = ShellHarness()
        var lines = Self.lines
        lines[25] = "not an event"
        let folder = try Self.folder(
            in: shell,
            [
                ("1.json", lines[..<20].joined(separator: "\n")),
                ("2.json", lines[20...].joined(separator: "\n") + "\n"),
            ])
        let run = try shell.run(["replay", "--events", folder], useStore: false)
        #expect(run.code == 65, "\(run.error)")
        #expect(run.error.contains("line 26: "), "\(run.error)")
        #expect(run.error.contains("line 26 is line 6 of '2.json'"), "\(run.error)")
    }
}
