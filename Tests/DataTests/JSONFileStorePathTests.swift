import AskForReviewData
import AskForReviewDomain
import Foundation
import Testing

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The file store touches only what it owns: it reads without changing anything, refuses every path
/// that is not a regular file, never follows a link, never waits forever and bounds what it reads.
@Suite("JSON file store: paths it does not own, locks and bounds")
struct JSONFileStorePathTests {
    @Test("A load of a damaged file changes nothing: no rename, no lock file, no folder")
    func loadChangesNothing() throws {
        let folder = TemporaryFolder()
        let notes = folder.file("notes.txt")
        try Data("my own notes".utf8).write(to: notes)
        let values = try JSONFileStore(fileURL: notes).load()
        #expect(values.problems.count == 1)
        #expect(try listing(folder.url) == ["notes.txt"])
        #expect(try String(contentsOf: notes, encoding: .utf8) == "my own notes")

        let nested = folder.url.appendingPathComponent("not/yet/state.json")
        #expect(try JSONFileStore(fileURL: nested).load() == StoredValues())
        #expect(try listing(folder.url) == ["notes.txt"], "no folder created by a load")
    }

    @Test("A folder at the store path is refused, naming what it is, and no lock file is created")
    func folderRefused() throws {
        let folder = TemporaryFolder()
        let store = JSONFileStore(fileURL: folder.url)
        for attempt in [{ _ = try store.load() }, { try store.save(value: 1, forKey: ReviewStoreKeys.requestCount) }] {
            let error = try #require(throws: StoreError.self) { try attempt() }
            #expect(error.description.contains("it is a folder"), "\(error)")
        }
        #expect(!FileManager.default.fileExists(atPath: folder.url.path + ".lock"))
    }

    @Test("The root folder as a store creates no /.lock")
    func rootRefused() throws {
        let existed = FileManager.default.fileExists(atPath: "/.lock")
        let store = JSONFileStore(fileURL: URL(fileURLWithPath: "/"))
        #expect(throws: StoreError.self) { try store.save(value: 1, forKey: ReviewStoreKeys.requestCount) }
        #expect(FileManager.default.fileExists(atPath: "/.lock") == existed)
    }

    @Test("A FIFO is refused at once, for a read and a write, and left in place")
    func fifoRefused() throws {
        let folder = TemporaryFolder()
        let fifo = folder.file("pipe")
        #expect(mkfifo(fifo.path, 0o600) == 0)
        let store = JSONFileStore(fileURL: fifo)
        let read = try #require(throws: StoreError.self) { try store.load() }
        #expect(read.description.contains("FIFO"), "\(read)")
        #expect(throws: StoreError.self) { try store.save(value: 1, forKey: ReviewStoreKeys.requestCount) }
        #expect(try listing(folder.url) == ["pipe"])
    }

    @Test("A device is refused and never moved: /dev/null stays where it is")
    func deviceRefused() throws {
        let store = JSONFileStore(fileURL: URL(fileURLWithPath: "/dev/null"))
        let read = try #require(throws: StoreError.self) { try store.load() }
        #expect(read.description.contains("character device"), "\(read)")
        #expect(throws: StoreError.self) { try store.save(value: 1, forKey: ReviewStoreKeys.requestCount) }
        #expect(FileManager.default.fileExists(atPath: "/dev/null"))
        #expect(!FileManager.default.fileExists(atPath: "/dev/null.corrupt-1"))
        #expect(!FileManager.default.fileExists(atPath: "/dev/null.lock"))
    }

    @Test("A symbolic link at the store path is refused, never followed, and its target is untouched")
    func symlinkedStoreRefused() throws {
        let folder = TemporaryFolder()
        let target = folder.file("real.json")
        try JSONFileStore(fileURL: target).save(value: 2, forKey: ReviewStoreKeys.requestCount)
        let before = try Data(contentsOf: target)
        let link = folder.file("link.json")
        try FileManager.default.createSymbolicLink(at: link, withDestinationURL: target)
        let zero = folder.file("zero.json")
        try FileManager.default.createSymbolicLink(at: zero, withDestinationURL: URL(fileURLWithPath: "/dev/zero"))
        for url in [link, zero] {
            let store = JSONFileStore(fileURL: url)
            let error = try #require(throws: StoreError.self) { try store.load() }
            #expect(error.description.contains("symbolic link"), "\(error)")
            #expect(throws: StoreError.self) { try store.save(value: 9, forKey: ReviewStoreKeys.requestCount) }
        }
        #expect(try Data(contentsOf: target) == before)
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: link.path) == target.path)
    }

    @Test("A symbolic link at the lock path is never followed: nothing is created at its target")
    func symlinkedLockRefused() throws {
        let folder = TemporaryFolder()
        let planted = folder.file("planted")
        try FileManager.default.createSymbolicLink(at: folder.file("state.json.lock"), withDestinationURL: planted)
        let store = JSONFileStore(fileURL: folder.file("state.json"))
        let error = try #require(throws: StoreError.self) {
            try store.save(value: 1, forKey: ReviewStoreKeys.requestCount)
        }
        #expect(error.description.contains("state.json.lock"), "\(error)")
        #expect(!FileManager.default.fileExists(atPath: planted.path))
        #expect(!FileManager.default.fileExists(atPath: folder.file("state.json").path))
    }

    @Test("Missing folders are created with mode 0700, each of them")
    func foldersCreatedPrivate() throws {
        let folder = TemporaryFolder()
        let url = folder.url.appendingPathComponent("a/b/state.json")
        try JSONFileStore(fileURL: url).save(value: 1, forKey: ReviewStoreKeys.requestCount)
        for path in ["a", "a/b"] {
            let attributes = try FileManager.default.attributesOfItem(
                atPath: folder.url.appendingPathComponent(path).path)
            #expect(attributes[.posixPermissions] as? Int == 0o700, "\(path)")
        }
    }

    @Test("A file larger than the limit is reported as damaged without being read, and kept by the next write")
    func largeFileBounded() throws {
        let folder = TemporaryFolder()
        let url = folder.file("state.json")
        try Data(count: JSONFileStore.maximumFileSize + 1).write(to: url)
        let store = JSONFileStore(fileURL: url)
        let values = try store.load()
        #expect(values.problems.first?.contains("more than the \(JSONFileStore.maximumFileSize)") == true)
        try store.save(value: 1, forKey: ReviewStoreKeys.requestCount)
        #expect(try Data(contentsOf: folder.file("state.json.corrupt-1")).count == JSONFileStore.maximumFileSize + 1)
    }

    @Test(
        "Content past a bound is damage: too many values, a long key, a long string, a long date list",
        arguments: [
            (1_001, 1, 1, 1), (1, 257, 1, 1), (1, 1, 4_097, 1), (1, 1, 1, 10_001),
        ]
    )
    func contentBounded(values: Int, keyBytes: Int, stringBytes: Int, dates: Int) throws {
        var entries: [String: String] = [:]
        for index in 0..<values { entries["unknown\(index)"] = #"{"int":1}"# }
        entries[String(repeating: "k", count: keyBytes)] =
            #"{"string":"\#(String(repeating: "s", count: stringBytes))"}"#
        entries["systemRequestDates"] = #"{"dates":[\#(Array(repeating: "1.5", count: dates).joined(separator: ","))]}"#
        let body = entries.map { "\"\($0.key)\":\($0.value)" }.joined(separator: ",")
        let folder = TemporaryFolder()
        let url = folder.file("state.json")
        try Data(#"{"schemaVersion":1,"values":{\#(body)}}"#.utf8).write(to: url)
        let loaded = try JSONFileStore(fileURL: url).load()
        #expect(loaded.problems.count == 1, "\(loaded.problems)")
        #expect(loaded.entries.isEmpty)
    }

    @Test("Unknown keys within the bounds are kept through updates")
    func unknownKeysKept() throws {
        let folder = TemporaryFolder()
        let url = folder.file("state.json")
        try Data(#"{"schemaVersion":1,"values":{"someoneElse":{"string":"kept"}}}"#.utf8).write(to: url)
        let store = JSONFileStore(fileURL: url)
        try store.save(value: 1, forKey: ReviewStoreKeys.requestCount)
        #expect(try store.load().entries["someoneElse"] == .string("kept"))
    }

    @Test(
        "A store name of any length the file system accepts can be written, and damage kept",
        arguments: [200, 240, 250, 255])
    func longNames(length: Int) throws {
        let folder = TemporaryFolder()
        let url = folder.file(String(repeating: "n", count: length - 5) + ".json")
        try Data("damaged".utf8).write(to: url)
        let store = JSONFileStore(fileURL: url)
        try store.save(value: 1, forKey: ReviewStoreKeys.requestCount)
        try store.save(value: 2, forKey: ReviewStoreKeys.requestCount)
        #expect(try store.load() == StoredValues(entries: ["requestCount": .int(2)]))
        let names = try listing(folder.url)
        #expect(names.count == 3, "the store, its lock and the damaged copy: \(names)")
        #expect(names.allSatisfy { $0.utf8.count <= 255 })
        #expect(try names.contains { try Data(contentsOf: folder.file($0)) == Data("damaged".utf8) })
    }

    @Test("A read takes no lock: it answers while another process holds the lock, and with no lock file at all")
    func readsTakeNoLock() throws {
        let folder = TemporaryFolder()
        let url = folder.file("state.json")
        let store = JSONFileStore(fileURL: url, lockWait: .milliseconds(50))
        try store.save(value: 3, forKey: ReviewStoreKeys.requestCount)
        try withLockHeld(on: folder.file("state.json.lock")) { () throws in
            #expect(try store.load()[ReviewStoreKeys.requestCount] == 3)
        }
        try FileManager.default.removeItem(at: folder.file("state.json.lock"))
        #expect(try store.load()[ReviewStoreKeys.requestCount] == 3)
        #expect(try listing(folder.url) == ["state.json"])
    }

    @Test("A write waits a bounded time for a held lock, then fails naming the lock, and writes nothing")
    func boundedLockWait() throws {
        let folder = TemporaryFolder()
        let url = folder.file("state.json")
        let store = JSONFileStore(fileURL: url, lockWait: .milliseconds(50))
        try store.save(value: 1, forKey: ReviewStoreKeys.requestCount)
        try withLockHeld(on: folder.file("state.json.lock")) { () throws in
            let error = try #require(throws: StoreError.self) {
                try store.save(value: 2, forKey: ReviewStoreKeys.requestCount)
            }
            guard case .busy(let lockPath, let waited) = error else {
                Issue.record("expected busy, got \(error)")
                return
            }
            #expect(lockPath == folder.file("state.json.lock").path)
            #expect(waited == 0.05)
            #expect(error.description.contains("state.json.lock"))
        }
        #expect(try store.load()[ReviewStoreKeys.requestCount] == 1)
        try store.save(value: 2, forKey: ReviewStoreKeys.requestCount)
        #expect(try store.load()[ReviewStoreKeys.requestCount] == 2)
    }

    @Test("A value the service cannot trust is kept aside in <store>.corrupt-N before the next write replaces it")
    func valueDamageKeptAside() throws {
        let folder = TemporaryFolder()
        let url = folder.file("state.json")
        let content = Data(#"{"schemaVersion":1,"values":{"requestCount":{"int":-3},"skippedCount":{"int":2}}}"#.utf8)
        try content.write(to: url)
        let service = StoreableReviewStoreService(store: JSONFileStore(fileURL: url))
        #expect(try service.loadState().loadProblems.count == 1)
        #expect(
            !FileManager.default.fileExists(atPath: folder.file("state.json.corrupt-1").path), "a load keeps nothing")
        try service.updateState { $0.completedCount += 1 }
        #expect(try Data(contentsOf: folder.file("state.json.corrupt-1")) == content)
        let state = try service.loadState()
        #expect(state.completedCount == 1)
        #expect(state.skippedCount == 2)
        #expect(state.loadProblems.isEmpty)
        try service.updateState { $0.completedCount += 1 }
        #expect(!FileManager.default.fileExists(atPath: folder.file("state.json.corrupt-2").path), "kept once")
    }

    /// Runs `body` while this test holds `flock` on `path` through a descriptor of its own, as another
    /// process would.
    private func withLockHeld(on path: URL, _ body: () throws -> Void) throws {
        let descriptor = open(path.path, O_RDWR | O_CREAT, 0o600)
        #expect(descriptor >= 0)
        defer { close(descriptor) }
        #expect(flock(descriptor, LOCK_EX) == 0)
        defer { flock(descriptor, LOCK_UN) }
        try body()
    }
}

@Suite("JSON file store: never writes what it would refuse to read")
struct JSONFileStoreWriteBoundTests {
    @Test("A value past a bound is refused with a clear error, and the stored content is intact")
    func writeBounded() throws {
        let folder = TemporaryFolder()
        let store = JSONFileStore(fileURL: folder.file("state.json"))
        try store.save(value: "1.0", forKey: ReviewStoreKeys.lastVersionPrompted)
        let error = try #require(throws: StoreError.self) {
            try store.save(value: String(repeating: "9", count: 5_000), forKey: ReviewStoreKeys.lastVersionPrompted)
        }
        #expect(error.description.contains("more than 4096"), "\(error)")
        #expect(try store.get(forKey: ReviewStoreKeys.lastVersionPrompted) == "1.0")
    }
}
