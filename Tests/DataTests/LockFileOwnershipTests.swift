import AskForReviewData
import AskForReviewDomain
import AskForReviewPolicyFiles
import Foundation
import TestSupport
import Testing

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A lock file is written (it records the temporary file an update is writing), so the store and the
/// remote policy source open it only when it is their own: never a link, a second name of another
/// file, another user's file, a FIFO or a device. Each is refused with a reason, and nothing changes.
@Suite("Lock files: written only when they are the package's own")
struct LockFileOwnershipTests {
    /// A file kept with a lock beside it: the store, or the remote policy source's last good policy.
    enum Writer: String, CaseIterable, CustomStringConvertible {
        case store
        case remotePolicy

        var description: String { rawValue }

        /// Writes once to the file at `url`.
        func write(at url: URL, round: Int) throws {
            switch self {
            case .store:
                try JSONFileStore(fileURL: url).save(value: round, forKey: ReviewStoreKeys.requestCount)
            case .remotePolicy:
                let payload = """
                    {"format": 1, "name": "round\(round)", "moments": ["processCompleted"], "conditions": [
                    {"minimumSessions": {"count": 3}}, {"minimumTimeElapsed": {"since": "lastRequest", "duration": "30d"}}]}
                    """
                try RemotePolicySource(bundled: .policy(.apple), fileURL: url).receive(Data(payload.utf8))
            }
        }
    }

    /// What can stand at a lock path instead of the package's own file.
    enum Planted: String, CaseIterable, CustomStringConvertible {
        case hardLink
        case symbolicLink
        case fifo
        case otherUsersFile

        var description: String { rawValue }

        /// Puts this at `lockPath`, beside `victim` (a file with content the test checks); returns what
        /// the refusal must say, or `nil` when the test cannot set it up (giving a file away needs root).
        func plant(at lockPath: String, victim: String) -> String? {
            unlink(lockPath)
            switch self {
            case .hardLink:
                return link(victim, lockPath) == 0 ? "2 names (a hard link" : "link failed"
            case .symbolicLink:
                return symlink(victim, lockPath) == 0 ? "symbolic link" : "symlink failed"
            case .fifo:
                return mkfifo(lockPath, 0o600) == 0 ? "FIFO" : "mkfifo failed"
            case .otherUsersFile:
                guard FileManager.default.createFile(atPath: lockPath, contents: Data("theirs".utf8)) else {
                    return "create failed"
                }
                let otherUser: uid_t = geteuid() == 65_534 ? 65_533 : 65_534
                return chown(lockPath, otherUser, getegid()) == 0 ? "another user (uid \(otherUser))" : nil
            }
        }
    }

    @Test(
        "A hard link, a symbolic link, a FIFO or another user's file at the lock path is refused, and no file changes",
        arguments: Writer.allCases, Planted.allCases)
    func plantedLockRefused(writer: Writer, planted: Planted) throws {
        let folder = TemporaryFolder()
        let file = folder.file("kept.json")
        try writer.write(at: file, round: 1)
        let kept = try Data(contentsOf: file)
        let victim = folder.file("notes.txt").path
        try Data("keep".utf8).write(to: URL(fileURLWithPath: victim))
        let lockPath = file.path + ".lock"
        guard let reason = planted.plant(at: lockPath, victim: victim) else {
            TestOutput.write("not root: another user's lock file needs chown, checked on root CI machines")
            return
        }
        let error = try #require(throws: StoreError.self) { try writer.write(at: file, round: 2) }
        #expect(error.description.contains(reason), "\(error)")
        #expect(error.description.contains(lockPath), "the lock file is named: \(error)")
        #expect(try Data(contentsOf: URL(fileURLWithPath: victim)) == Data("keep".utf8), "the other file is whole")
        #expect(try Data(contentsOf: file) == kept, "the kept file is unchanged")
        if planted == .otherUsersFile {
            #expect(try Data(contentsOf: URL(fileURLWithPath: lockPath)) == Data("theirs".utf8))
        }
    }

    @Test("A refused write leaves no temporary name in the lock file", arguments: Writer.allCases)
    func refusedWriteClearsTheRecord(writer: Writer) throws {
        let folder = TemporaryFolder()
        let file = folder.file("kept.json")
        try writer.write(at: file, round: 1)
        // A file already at the temporary name the next write takes (this process's first) refuses it.
        let inTheWay = folder.file(".kept.json.tmp-\(getpid())-1")
        try Data("in the way".utf8).write(to: inTheWay)
        let kept = try Data(contentsOf: file)
        #expect(throws: StoreError.self) { try writer.write(at: file, round: 2) }
        #expect(try Data(contentsOf: URL(fileURLWithPath: file.path + ".lock")).isEmpty, "no name is left recorded")
        #expect(try Data(contentsOf: inTheWay) == Data("in the way".utf8), "a file it did not make is left alone")
        #expect(try Data(contentsOf: file) == kept)
    }
}
