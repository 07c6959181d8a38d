import AskForReviewDomain
import AskForReviewSimulation
import Foundation
import TestSupport
import Testing

/// A log's file that changes while a replay reads it ends the replay with an error naming it, never
/// a smaller answer given as the log's.
@Suite("A log that changes while it is read is an error, not a shorter answer")
struct LogChangedWhileReadTests {
    /// The lines of `users` users from `first` on, each a launch and two completed processes.
    static func lines(users: Range<Int>) -> String {
        users.map { user in
            let id = String(format: "user-%06d", user)
            return ["launch\",\"version\":\"1.0", "processCompleted", "processCompleted"].enumerated().map {
                "{\"user\":\"\(id)\",\"time\":\"2026-01-01T0\($0.offset):00:00Z\",\"event\":\"\($0.element)\"}\n"
            }.joined()
        }.joined()
    }

    /// Two files of a log in a new folder: about 1.7 MB of users, then 100 more.
    static func files() throws -> (first: URL, second: URL) {
        let folder = ScratchFolder.url.appendingPathComponent("changing-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let first = folder.appendingPathComponent("1.jsonl")
        let second = folder.appendingPathComponent("2.jsonl")
        try Data(lines(users: 0..<7_000).utf8).write(to: first)
        try Data(lines(users: 7_000..<7_100).utf8).write(to: second)
        return (first, second)
    }

    /// Replays the two files on one thread, calling `change` once the first megabyte is read.
    static func replay(_ files: (first: URL, second: URL), change: @escaping () throws -> Void) throws
        -> [PolicyOutcome]
    {
        let handles = try [FileHandle(forReadingFrom: files.first), FileHandle(forReadingFrom: files.second)]
        defer {
            for handle in handles { try? handle.close() }
        }
        var changed = false
        return try LogReplay(policies: [.apple]).run(
            readingLogFiles: handles, threads: 1,
            progress: { _ in
                guard !changed else { return }
                changed = true
                do { try change() } catch { Issue.record("the change failed: \(error)") }
            })
    }

    @Test("A file that shrinks while it is read ends the replay, naming it")
    func shrinks() throws {
        let files = try Self.files()
        defer { try? FileManager.default.removeItem(at: files.first.deletingLastPathComponent()) }
        #expect(try Self.replay(files) {}.first?.users == 7_100)
        #expect {
            try Self.replay(files) {
                let handle = try FileHandle(forWritingTo: files.first)
                try handle.truncate(atOffset: 1_500_000)
                try handle.close()
            }
        } throws: { error in
            "\(error)".contains("the log's file 1 of 2 changed while it was read")
        }
    }

    @Test("A file that grows or is written to while it is read ends the replay, naming it")
    func grows() throws {
        let files = try Self.files()
        defer { try? FileManager.default.removeItem(at: files.first.deletingLastPathComponent()) }
        #expect {
            try Self.replay(files) {
                let handle = try FileHandle(forWritingTo: files.second)
                try handle.seekToEnd()
                try handle.write(contentsOf: Data(Self.lines(users: 7_100..<7_101).utf8))
                try handle.close()
            }
        } throws: { error in
            "\(error)".contains("the log's file 2 of 2 changed while it was read")
        }
    }
}
