import Foundation
import TestSupport
import Testing

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The built shell touches only what it owns: read-only commands change nothing, a path that is not a
/// regular file is refused with 74, a held lock gives 75 after a bounded wait.
@Suite("AppShell: paths, locks and damage")
struct ShellPathSafetyTests {
    /// Every path below `folder` with its kind and, for a regular file, its bytes, to compare before
    /// and after.
    func snapshot(_ folder: URL) throws -> [String: String] {
        var result: [String: String] = [:]
        guard let walker = FileManager.default.enumerator(atPath: folder.path) else { return result }
        while let relative = walker.nextObject() as? String {
            let path = folder.appendingPathComponent(relative).path
            let kind = try FileManager.default.attributesOfItem(atPath: path)[.type] as? FileAttributeType
            result[relative] =
                kind == .typeRegular
                ? try Data(contentsOf: URL(fileURLWithPath: path)).base64EncodedString() : "\(String(describing: kind))"
        }
        return result
    }

    /// A folder, a FIFO and a symbolic link to `target`, made in `home`: paths that are no regular file.
    func notRegularFiles(in home: URL, linkingTo target: URL) throws -> (folder: URL, fifo: URL, link: URL) {
        let folder = home.appendingPathComponent("a-folder")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let fifo = home.appendingPathComponent("a-fifo")
        #expect(mkfifo(fifo.path, 0o600) == 0)
        let link = home.appendingPathComponent("a-link")
        try FileManager.default.createSymbolicLink(at: link, withDestinationURL: target)
        return (folder, fifo, link)
    }

    @Test(
        "Read-only commands leave the file system exactly as they found it, even with a file that is no store",
        arguments: [
            ["status"], ["status", "--json"], ["simulate", "--days", "3"], ["help"], ["--help"],
            ["review-link", "--app-id", "123"], ["--version"],
        ])
    func readOnlyCommandsChangeNothing(arguments: [String]) throws {
        let shell = ShellHarness()
        let notes = shell.home.appendingPathComponent("notes.txt")
        try Data("my own notes, not a store".utf8).write(to: notes)
        let before = try snapshot(shell.home)
        let onNotes = try shell.run(arguments + ["--store", notes.path], useStore: false)
        #expect(onNotes.code == 0, "\(arguments): \(onNotes.error)")
        let inMissingFolder = try shell.run(arguments)
        #expect(inMissingFolder.code == 0, "\(arguments): \(inMissingFolder.error)")
        #expect(try snapshot(shell.home) == before)
    }

    @Test("status reports a damaged file and says the next change keeps it; it moves nothing")
    func statusReportsDamage() throws {
        let shell = ShellHarness()
        let notes = shell.home.appendingPathComponent("notes.txt")
        try Data("my own notes".utf8).write(to: notes)
        let run = try shell.run(["status", "--store", notes.path], useStore: false)
        #expect(run.code == 0)
        #expect(run.error.contains("the next change keeps it as \(notes.path).corrupt-N"), "\(run.error)")
        #expect(try String(contentsOf: notes, encoding: .utf8) == "my own notes")
    }

    @Test("Anything but a regular file at the store path: exit 74 naming the path and what it is, nothing created")
    func notRegularFiles() throws {
        let shell = ShellHarness()
        let (folder, fifo, link) = try notRegularFiles(in: shell.home, linkingTo: URL(fileURLWithPath: "/dev/zero"))
        let cases: [(path: String, kind: String)] = [
            (folder.path, "a folder"), (fifo.path, "a FIFO"), (link.path, "a symbolic link"),
            ("/dev/null", "a character device"), ("/", "a folder"),
        ]
        let before = try snapshot(shell.home)
        let rootLockExisted = FileManager.default.fileExists(atPath: "/.lock")
        for (path, kind) in cases {
            for command in [["status"], ["complete", "--pause", "0"], ["launch"]] {
                let run = try shell.run(command + ["--store", path], useStore: false)
                #expect(run.code == 74, "\(command) \(path)")
                #expect(run.out.isEmpty, "nothing claimed on standard output: \(run.out)")
                #expect(run.error.contains(path) && run.error.contains(kind), "\(run.error)")
            }
        }
        #expect(try snapshot(shell.home) == before)
        #expect(FileManager.default.fileExists(atPath: "/dev/null"))
        #expect(!FileManager.default.fileExists(atPath: "/dev/null.corrupt-1"))
        #expect(FileManager.default.fileExists(atPath: "/.lock") == rootLockExisted)
    }

    @Test("A lock file hard-linked to another file: every writing command exits 74 and the other file keeps its bytes")
    func hardLinkedLockFile() throws {
        let shell = ShellHarness()
        _ = try shell.run(["complete", "--pause", "0"])
        let notes = shell.home.appendingPathComponent("notes.txt")
        try Data("keep\n".utf8).write(to: notes)
        let lock = shell.store.path + ".lock"
        unlink(lock)
        #expect(link(notes.path, lock) == 0)
        let stored = try Data(contentsOf: shell.store)
        for command in [["complete", "--pause", "0"], ["launch"], ["event", "saved"], ["reset"], ["opt-out"]] {
            let run = try shell.run(command)
            #expect(run.code == 74 && run.out.isEmpty, "\(command): \(run.code)")
            #expect(run.error.contains(lock) && run.error.contains("hard link"), "\(run.error)")
        }
        #expect(try Data(contentsOf: notes) == Data("keep\n".utf8), "the other file is whole")
        #expect(try Data(contentsOf: shell.store) == stored, "the store is unchanged")
    }

    @Test("A read works while another process holds the lock; a write waits, then exits 75 naming the lock")
    func heldLock() async throws {
        let shell = ShellHarness()
        _ = try shell.json(["complete"], now: "2026-01-01T00:00:00Z")
        let lockPath = shell.store.path + ".lock"
        let descriptor = open(lockPath, O_RDWR)
        #expect(descriptor >= 0)
        defer { close(descriptor) }
        #expect(flock(descriptor, LOCK_EX) == 0)
        let status = try shell.run(["status", "--json"])
        #expect(status.code == 0)
        #expect(try status.json().state["completedCount"] as? Int == 1)
        // The command waits about 3 s for the lock: on a thread of its own, not one of a core's (and
        // timed there, as the test may resume later).
        let (write, waited) = try await offThePool {
            let started = Date()
            let write = try shell.run(["complete", "--pause", "0"])
            return (write, Date().timeIntervalSince(started))
        }
        #expect(write.code == 75)
        #expect(write.out.isEmpty)
        #expect(write.error.contains(lockPath) && write.error.contains("try again"), "\(write.error)")
        #expect(waited >= 2.5 && waited < 20, "a bounded wait of about 3 s, not forever: \(waited) s")
        flock(descriptor, LOCK_UN)
        #expect(try shell.json(["status"], now: "2026-01-01T00:00:00Z").state["completedCount"] as? Int == 1)
    }

    @Test("status works without a lock file, and creates none")
    func noLockFileForReads() throws {
        let shell = ShellHarness()
        _ = try shell.json(["complete"], now: "2026-01-01T00:00:00Z")
        try FileManager.default.removeItem(atPath: shell.store.path + ".lock")
        #expect(try shell.run(["status"]).code == 0)
        #expect(!FileManager.default.fileExists(atPath: shell.store.path + ".lock"))
    }

    @Test("A negative stored count: listed once, and the file as it was is kept aside by the next write")
    func valueDamage() throws {
        let shell = ShellHarness()
        try FileManager.default.createDirectory(
            at: shell.store.deletingLastPathComponent(), withIntermediateDirectories: true)
        let content = Data(#"{"schemaVersion":1,"values":{"completedCount":{"int":-3},"skippedCount":{"int":2}}}"#.utf8)
        try content.write(to: shell.store)
        let status = try shell.run(["status", "--json"])
        let reasons = try #require(try status.json().reasons)
        #expect(reasons.filter { $0.contains("completedCount is negative") }.count == 1, "\(reasons)")
        #expect(!FileManager.default.fileExists(atPath: shell.store.path + ".corrupt-1"))
        let complete = try shell.json(["complete"], now: "2026-01-01T00:00:00Z")
        #expect(try Data(contentsOf: URL(fileURLWithPath: shell.store.path + ".corrupt-1")) == content)
        #expect(complete.state["completedCount"] as? Int == 1)
        #expect(complete.state["skippedCount"] as? Int == 2)
        #expect(complete.reasons?.filter { $0.contains("completedCount is negative") }.count == 1)
    }

    @Test("Concurrent reports never contradict themselves: each state and decision come from one load")
    func oneLoadPerReport() async throws {
        let shell = ShellHarness()
        _ = try shell.json(["launch", "--policy", "fittoday"], now: "2026-01-01T00:00:00Z")
        /// What a report says: the stored count and the reasons, as one load should make them agree.
        struct Seen: Sendable {
            let count: Int?
            let reasons: [String]
        }
        let seen = try await withThrowingTaskGroup(of: [Seen].self) { group in
            for _ in 0..<3 {
                group.addTask {
                    var seen: [Seen] = []
                    for command in Array(repeating: ["complete", "status"], count: 6).joined() {
                        let report = try shell.json([command, "--policy", "fittoday"], now: "2026-01-02T00:00:00Z")
                        seen.append(Seen(count: report.state["completedCount"] as? Int, reasons: report.reasons ?? []))
                    }
                    return seen
                }
            }
            return try await group.reduce(into: []) { $0 += $1 }
        }
        #expect(seen.count == 36)
        for report in seen {
            let count = try #require(report.count)
            if count < 3 {
                #expect(report.reasons.contains("\(count) of 3 completed workouts"), "\(count): \(report.reasons)")
            } else {
                #expect(!report.reasons.contains { $0.hasSuffix("completed workouts") }, "\(count): \(report.reasons)")
            }
        }
        #expect(try shell.json(["status"], now: "2026-01-02T00:00:00Z").state["completedCount"] as? Int == 18)
    }

    @Test("--csv and --svg at a path that is no own, writable file: exit 73 before the run, nothing touched")
    func outputFilesCheckedFirst() throws {
        let shell = ShellHarness()
        let target = shell.home.appendingPathComponent("kept.csv")
        try Data("someone's table".utf8).write(to: target)
        let (folder, fifo, link) = try notRegularFiles(in: shell.home, linkingTo: target)
        let readOnly = shell.home.appendingPathComponent("read-only.csv")
        try Data("kept".utf8).write(to: readOnly)
        #expect(chmod(readOnly.path, 0o444) == 0)
        var cases: [(path: String, says: String)] = [
            (folder.path, "a folder"), (fifo.path, "a FIFO"), (link.path, "a symbolic link"),
            (readOnly.path, "read-only"), (shell.home.appendingPathComponent("none/out.csv").path, "no folder"),
        ]
        // Another user's file: made here when this process may give a file away, else one the system has.
        let foreign = shell.home.appendingPathComponent("foreign.csv")
        try Data("not mine".utf8).write(to: foreign)
        if chown(foreign.path, 65_534, 65_534) == 0 {
            cases.append((foreign.path, "belongs to another user"))
        } else {
            cases.append(("/etc/passwd", "belongs to another user"))
        }
        let before = try snapshot(shell.home)
        for (path, says) in cases {
            for option in ["--csv", "--svg"] {
                // A million users would take many seconds; the refusal comes before any of them.
                let run = try shell.run(
                    ["simulate", "--population", "1000000", "--json", option, path], useStore: false)
                #expect(run.code == 73, "\(option) \(path): \(run.error)")
                #expect(run.out.isEmpty, "nothing simulated or claimed: \(run.out)")
                #expect(run.error.contains(option) && run.error.contains(says), "\(run.error)")
                #expect(run.error.split(separator: "\n").count == 1, "one line, no progress: \(run.error)")
            }
        }
        #expect(try snapshot(shell.home) == before)
    }

    @Test("--csv over an own file replaces it whole, keeps its mode and leaves no temporary file")
    func outputFileReplaced() throws {
        let shell = ShellHarness()
        let csv = shell.home.appendingPathComponent("run.csv")
        try Data("an older run".utf8).write(to: csv)
        #expect(chmod(csv.path, 0o640) == 0)
        let run = try shell.run(["simulate", "--population", "20", "--days", "5", "--csv", csv.path], useStore: false)
        #expect(run.code == 0, "\(run.error)")
        #expect(try String(contentsOf: csv, encoding: .utf8).hasPrefix("policy,day,usersAskedSoFar,asksThatDay\n"))
        let mode = try FileManager.default.attributesOfItem(atPath: csv.path)[.posixPermissions] as? Int
        #expect(mode == 0o640)
        #expect(try FileManager.default.contentsOfDirectory(atPath: shell.home.path).sorted() == ["run.csv"])
    }
}
