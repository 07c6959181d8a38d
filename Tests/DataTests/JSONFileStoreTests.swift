import AskForReviewData
import Foundation
import Testing

@Suite("JSON file store")
struct JSONFileStoreTests {
    func permissions(_ url: URL) throws -> Int {
        let attributes = try FileManager.default.attributesOfItem(atPath: url.path)
        return try #require(attributes[.posixPermissions] as? Int)
    }

    @Test("The folder is created when missing and the file is 0600 after every write")
    func permissionsKept() throws {
        let folder = TemporaryFolder()
        let url = folder.url.appendingPathComponent("nested/deeper/state.json")
        let store = JSONFileStore(fileURL: url)
        for count in 1...3 {
            try store.save(value: count, forKey: ReviewStoreKeys.requestCount)
            #expect(try permissions(url) == 0o600)
        }
    }

    @Test("The file says its schema version and is plain JSON")
    func fileFormat() throws {
        let folder = TemporaryFolder()
        let url = folder.file("state.json")
        try JSONFileStore(fileURL: url).save(value: 4, forKey: ReviewStoreKeys.requestCount)
        let object = try JSONSerialization.jsonObject(with: Data(contentsOf: url)) as? [String: Any]
        #expect(object?["schemaVersion"] as? Int == 2)
        #expect((object?["values"] as? [String: Any])?["requestCount"] as? [String: Int] == ["int": 4])
    }

    @Test(
        "Damaged content is set aside, reported and replaced by a fresh state on the next write",
        arguments: [
            ("garbage", Data("not json at all".utf8)),
            ("empty", Data()),
            ("truncated", Data(#"{"schemaVersion":1,"values":{"requestCount":{"int":4"#.utf8)),
            ("wrong shape", Data(#"[1,2,3]"#.utf8)),
            ("wrong types", Data(#"{"schemaVersion":1,"values":{"requestCount":{"int":"four"}}}"#.utf8)),
            ("newer schema", Data(#"{"schemaVersion":99,"values":{}}"#.utf8)),
            ("binary", Data([0xFF, 0x00, 0xFE, 0x7B])),
        ]
    )
    func damagedContent(label: String, content: Data) throws {
        let folder = TemporaryFolder()
        let url = folder.file("state.json")
        try content.write(to: url)
        let store = JSONFileStore(fileURL: url)

        let loaded = try store.load()
        #expect(loaded.entries.isEmpty, "\(label)")
        #expect(loaded.problems.count == 1)
        #expect(loaded.problems.first?.contains("the next change keeps it as \(url.path).corrupt-N") == true)
        #expect(try Data(contentsOf: url) == content, "a load leaves the damaged file where it is")
        #expect(!FileManager.default.fileExists(atPath: folder.file("state.json.corrupt-1").path))

        try store.save(value: 1, forKey: ReviewStoreKeys.requestCount)
        #expect(try Data(contentsOf: folder.file("state.json.corrupt-1")) == content, "kept byte for byte")
        #expect(try store.load() == StoredValues(entries: ["requestCount": .int(1)]))
    }

    @Test("A second damaged file never overwrites the first one kept")
    func keptFilesNeverOverwritten() throws {
        let folder = TemporaryFolder()
        let url = folder.file("state.json")
        let store = JSONFileStore(fileURL: url)
        for attempt in 1...2 {
            try Data("broken \(attempt)".utf8).write(to: url)
            try store.save(value: attempt, forKey: ReviewStoreKeys.requestCount)
        }
        #expect(try String(contentsOf: folder.file("state.json.corrupt-1"), encoding: .utf8) == "broken 1")
        #expect(try String(contentsOf: folder.file("state.json.corrupt-2"), encoding: .utf8) == "broken 2")
    }

    @Test("A store path that is a folder is an error, and nothing is moved or written")
    func unreadablePath() throws {
        let folder = TemporaryFolder()
        let store = JSONFileStore(fileURL: folder.url)
        #expect(throws: StoreError.self) { try store.load() }
        #expect(throws: StoreError.self) { try store.save(value: 1, forKey: ReviewStoreKeys.requestCount) }
        var isDirectory: ObjCBool = false
        #expect(
            FileManager.default.fileExists(atPath: folder.url.path, isDirectory: &isDirectory) && isDirectory.boolValue)
    }

    @Test("Loading writes nothing: an unused store leaves no store file")
    func loadDoesNotCreateFile() throws {
        let folder = TemporaryFolder()
        let url = folder.file("state.json")
        _ = try JSONFileStore(fileURL: url).load()
        #expect(!FileManager.default.fileExists(atPath: url.path))
    }
}

@Suite("JSON file store: values out of range")
struct JSONFileStoreRangeTests {
    @Test(
        "Numbers that do not fit, or dates past what ISO 8601 writes, load as damage without a crash",
        arguments: [
            (#"{"schemaVersion":1,"values":{"requestCount":{"int":1e30}}}"#, true),
            (#"{"schemaVersion":1,"values":{"requestCount":{"int":-9223372036854775809}}}"#, true),
            // Dates past the years 1 to 9999 are damage: no ISO 8601 text names them.
            (#"{"schemaVersion":1,"values":{"firstLaunchDate":{"date":1e308}}}"#, true),
            (#"{"schemaVersion":1,"values":{"firstLaunchDate":{"date":-1e308}}}"#, true),
            (#"{"schemaVersion":1,"values":{"requestCount":{"int":9223372036854775807}}}"#, false),
            (#"{"schemaVersion":0,"values":{}}"#, true),
            (#"{"schemaVersion":1,"values":{"requestCount":{"int":1,"string":"x"}}}"#, true),
        ]
    )
    func outOfRange(content: String, damaged: Bool) throws {
        let folder = TemporaryFolder()
        let url = folder.file("state.json")
        try Data(content.utf8).write(to: url)
        let values = try JSONFileStore(fileURL: url).load()
        #expect(values.problems.isEmpty == !damaged)
    }
}
