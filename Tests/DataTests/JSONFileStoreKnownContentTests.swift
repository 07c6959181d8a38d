import AskForReviewData
import Foundation
import Testing

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A JSON file store reads its file again whenever it changed since the store last read or wrote
/// it, whoever changed it: the content it keeps between reads is never older than the file.
@Suite("JSON file store: what it read or wrote is kept only while the file is unchanged")
struct JSONFileStoreKnownContentTests {
    private static let key = StoreKey<Int>("count")

    @Test("Two stores on one file (two processes) each read what the other wrote, by a load and by an update")
    func twoStoresSeeEachOther() throws {
        let folder = TemporaryFolder()
        let first = JSONFileStore(fileURL: folder.file("state.json"))
        let second = JSONFileStore(fileURL: folder.file("state.json"))
        for round in 0..<20 {
            let (writer, reader) = round.isMultiple(of: 2) ? (first, second) : (second, first)
            let before = try writer.load()[Self.key] ?? 0
            try writer.update { $0[Self.key] = ($0[Self.key] ?? 0) + 1 }
            #expect(try writer.load()[Self.key] == before + 1)
            #expect(try reader.load()[Self.key] == before + 1, "round \(round): the other store's write")
            let seen = try reader.update { $0[Self.key] }
            #expect(seen == before + 1, "round \(round): an update reads it too")
        }
    }

    @Test("A file replaced by another writer, or changed in place at the same size, is read again")
    func changedFileReadAgain() throws {
        let folder = TemporaryFolder()
        let file = folder.file("state.json")
        let store = JSONFileStore(fileURL: file)
        try store.update { $0[Self.key] = 7 }
        let written = try Data(contentsOf: file)
        #expect(try store.load()[Self.key] == 7)

        // Another writer's rename: a new file at the path, without the lock.
        let other = try #require(String(data: written, encoding: .utf8)?.replacingOccurrences(of: "7", with: "8"))
        try Data(other.utf8).write(to: file, options: .atomic)
        #expect(try store.load()[Self.key] == 8)
        #expect(try store.update { $0[Self.key] } == 8)

        // The same file written in place, the same number of bytes.
        let inPlace = try #require(other.replacingOccurrences(of: "8", with: "9").data(using: .utf8))
        let descriptor = open(file.path, O_WRONLY)
        #expect(descriptor >= 0)
        let count = inPlace.withUnsafeBytes { pwrite(descriptor, $0.baseAddress, $0.count, 0) }
        close(descriptor)
        #expect(count == inPlace.count)
        #expect(try store.load()[Self.key] == 9)
        #expect(try store.update { $0[Self.key] } == 9)

        // Removed: the store starts again from nothing, and damaged content is reported.
        try FileManager.default.removeItem(at: file)
        #expect(try store.load()[Self.key] == nil)
        try Data("{".utf8).write(to: file)
        #expect(try store.load().problems.count == 1)
    }
}
