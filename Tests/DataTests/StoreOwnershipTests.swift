import AskForReviewData
import AskForReviewDomain
import Foundation
import TestSupport
import Testing

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The file store replaces only files this process may write, removes only the temporary files it
/// names itself, and says what is at its path when that is not a file.
@Suite("JSON file store: what it may replace and remove")
struct StoreOwnershipTests {
    @Test("A read-only store file is refused with its mode; it, and the folder, stay as they were")
    func readOnlyRefused() throws {
        let folder = TemporaryFolder()
        let file = folder.file("state.json")
        let store = JSONFileStore(fileURL: file)
        try store.save(value: 3, forKey: ReviewStoreKeys.requestCount)
        try FileManager.default.removeItem(atPath: file.path + ".lock")
        #expect(chmod(file.path, 0o444) == 0)
        let before = try Data(contentsOf: file)
        let error = try #require(throws: StoreError.self) {
            try store.save(value: 4, forKey: ReviewStoreKeys.requestCount)
        }
        #expect(error.description.contains("read-only (mode 0444)"), "\(error)")
        #expect(try Data(contentsOf: file) == before)
        #expect(try listing(folder.url) == ["state.json"], "no lock file left behind")
    }

    @Test("A store file that belongs to another user is refused and left in place")
    func foreignOwnerRefused() throws {
        let folder = TemporaryFolder()
        let file = folder.file("state.json")
        try Data("{}".utf8).write(to: file)
        let otherUser: uid_t = geteuid() == 65_534 ? 65_533 : 65_534
        // Giving a file away needs root; as another user the test gives it to itself, and only the
        // read-only case above runs the refusal.
        guard chown(file.path, otherUser, getegid()) == 0 else {
            TestOutput.write("not root: the foreign-owner case needs chown, checked on root CI machines")
            return
        }
        let error = try #require(throws: StoreError.self) {
            try JSONFileStore(fileURL: file).save(value: 1, forKey: ReviewStoreKeys.requestCount)
        }
        #expect(error.description.contains("belongs to another user (uid \(otherUser))"), "\(error)")
        #expect(try String(contentsOf: file, encoding: .utf8) == "{}")
        #expect(try listing(folder.url) == ["state.json"])
    }

    @Test("A file of another user moved onto the path while an update waits for the lock is not replaced")
    func foreignFileMovedInDuringTheWait() throws {
        let folder = TemporaryFolder()
        let file = folder.file("state.json")
        let store = JSONFileStore(fileURL: file)
        try store.save(value: 1, forKey: ReviewStoreKeys.requestCount)
        let foreign = folder.file("foreign.json")
        try Data("{}".utf8).write(to: foreign)
        let otherUser: uid_t = geteuid() == 65_534 ? 65_533 : 65_534
        guard chown(foreign.path, otherUser, getegid()) == 0 else {
            TestOutput.write("not root: the foreign-owner case needs chown, checked on root CI machines")
            return
        }
        // Another process holds the lock; the update waits for it.
        let lock = open(file.path + ".lock", O_RDWR)
        #expect(lock >= 0 && flock(lock, LOCK_EX) == 0)
        let outcome = Locked<(any Error)?>(nil)
        let done = DispatchSemaphore(value: 0)
        Thread {
            do {
                try store.save(value: 2, forKey: ReviewStoreKeys.requestCount)
            } catch {
                outcome.withLock { $0 = error }
            }
            done.signal()
        }.start()
        #expect(Self.waitForAThreadBlockedInFlock(), "the update waits for the lock")
        #expect(rename(foreign.path, file.path) == 0)
        flock(lock, LOCK_UN)
        close(lock)
        done.wait()
        let error = try #require(outcome.current as? StoreError)
        #expect(error.description.contains("belongs to another user (uid \(otherUser))"), "\(error)")
        #expect(try String(contentsOf: file, encoding: .utf8) == "{}", "the other user's file is untouched")
    }

    /// Whether a thread of this process is (or, within 10 s, comes to be) blocked in `flock`, read from
    /// each thread's kernel wait channel.
    static func waitForAThreadBlockedInFlock() -> Bool {
        let deadline = Date().addingTimeInterval(10)
        while Date() < deadline {
            let tasks = (try? FileManager.default.contentsOfDirectory(atPath: "/proc/self/task")) ?? []
            for task in tasks {
                let channel = (try? String(contentsOfFile: "/proc/self/task/\(task)/wchan", encoding: .utf8)) ?? ""
                if channel.contains("lock") && channel.contains("wait") { return true }
            }
            sched_yield()
        }
        return false
    }

    @Test("A store whose name looks like a temporary file is never removed by another store's writes")
    func lookAlikeStoreKept() throws {
        let folder = TemporaryFolder()
        let lookAlike = JSONFileStore(fileURL: folder.file(".state.json.tmp-7-7"))
        try lookAlike.save(value: 7, forKey: ReviewStoreKeys.requestCount)
        let store = JSONFileStore(fileURL: folder.file("state.json"))
        try store.save(value: 1, forKey: ReviewStoreKeys.requestCount)
        try store.save(value: 2, forKey: ReviewStoreKeys.requestCount)
        #expect(try lookAlike.get(forKey: ReviewStoreKeys.requestCount) == 7, "the other store keeps its file")
        for name in [".state.json.tmp-123-4", ".state.json.tmp-notes"] {
            try Data("x".utf8).write(to: folder.file(name))
        }
        try JSONFileStore(fileURL: folder.file("state.json")).save(value: 3, forKey: ReviewStoreKeys.requestCount)
        #expect(
            try listing(folder.url) == [
                ".state.json.tmp-123-4", ".state.json.tmp-7-7", ".state.json.tmp-7-7.lock", ".state.json.tmp-notes",
                "state.json", "state.json.lock",
            ], "files the store did not name as its own stay")
    }

    @Test("The temporary file an unfinished write named in the lock file is removed by the next update")
    func unfinishedWriteRemoved() throws {
        let folder = TemporaryFolder()
        let store = JSONFileStore(fileURL: folder.file("state.json"))
        try store.save(value: 1, forKey: ReviewStoreKeys.requestCount)
        // What a writer killed between naming its temporary file and renaming it leaves behind.
        try Data("{".utf8).write(to: folder.file(".state.json.tmp-99-1"))
        try Data(".state.json.tmp-99-1".utf8).write(to: folder.file("state.json.lock"))
        try JSONFileStore(fileURL: folder.file("state.json")).save(value: 2, forKey: ReviewStoreKeys.requestCount)
        #expect(try listing(folder.url) == ["state.json", "state.json.lock"])
        let record = String(decoding: try Data(contentsOf: folder.file("state.json.lock")), as: UTF8.self)
        #expect(record.isEmpty, "after a finished write the record names no file")
    }

    @Test("A socket at the store path is named as a socket, for a read and a write")
    func socketNamed() throws {
        let folder = TemporaryFolder()
        let path = folder.file("state.json").path
        let socketDescriptor = socket(AF_UNIX, Int32(SOCK_STREAM.rawValue), 0)
        #expect(socketDescriptor >= 0)
        defer { close(socketDescriptor) }
        var address = sockaddr_un()
        address.sun_family = sa_family_t(AF_UNIX)
        withUnsafeMutableBytes(of: &address.sun_path) { buffer in
            for (offset, byte) in path.utf8.prefix(buffer.count - 1).enumerated() { buffer[offset] = byte }
        }
        let bound = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                bind(socketDescriptor, $0, socklen_t(MemoryLayout<sockaddr_un>.size))
            }
        }
        #expect(bound == 0)
        let store = JSONFileStore(fileURL: URL(fileURLWithPath: path))
        for attempt in [{ _ = try store.load() }, { try store.save(value: 1, forKey: ReviewStoreKeys.requestCount) }] {
            let error = try #require(throws: StoreError.self) { try attempt() }
            #expect(error.description.contains("it is a socket, not a regular file"), "\(error)")
        }
    }
}
