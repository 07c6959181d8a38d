import AskForReviewData
import Foundation
import TestSupport
import Testing

#if canImport(Glibc)
    import Glibc
#endif

/// The file store under real processes: killed writers and concurrent writers.
@Suite("JSON file store under real processes", .serialized)
struct PersistenceTortureTests {
    static let kills = 150
    static let writers = 4
    static let incrementsPerWriter = 250

    func files(in folder: URL, containing part: String) throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.contains(part) }
    }

    @Test("A writer killed with SIGKILL at random moments never leaves a torn store or a smaller count")
    func killedWriters() throws {
        let folder = TemporaryFolderURL()
        let url = folder.url.appendingPathComponent("state.json")
        var generator = SeededGenerator.printingSeed(for: "kill moments")
        var lastCount = 0
        var killedMidRun = 0
        for _ in 0..<Self.kills {
            let writer = try BuiltProduct.start("StoreStressWriter", ["json", url.path, "1000000"])
            // Kill it at a random moment among its writes: as soon as the store shows a random number
            // of new updates. The store is read over and over meanwhile (no sleep), so the kill lands
            // wherever the writer is then, mostly inside a write.
            let target = lastCount + Int.random(in: 1...5, using: &generator)
            let deadline = Date().addingTimeInterval(30)
            while (try JSONFileStore(fileURL: url).get(forKey: ReviewStoreKeys.requestCount) ?? 0) < target,
                Date() < deadline
            {}
            kill(writer.processIdentifier, SIGKILL)
            writer.waitUntilExit()
            if writer.terminationReason == .uncaughtSignal { killedMidRun += 1 }

            let values = try JSONFileStore(fileURL: url).load()
            #expect(values.problems.isEmpty, "the store always loads: \(values.problems)")
            let count = values[ReviewStoreKeys.requestCount] ?? 0
            #expect(count >= lastCount, "no count goes backwards")
            lastCount = count
        }
        #expect(killedMidRun == Self.kills)
        #expect(lastCount >= Self.kills, "every writer wrote before it was killed")
        #expect(try files(in: folder.url, containing: ".corrupt-").isEmpty)

        try JSONFileStore(fileURL: url).save(value: lastCount + 1, forKey: ReviewStoreKeys.requestCount)
        #expect(try files(in: folder.url, containing: ".tmp-").isEmpty, "leftover temporary files are removed")
        print("killed writers: \(Self.kills) kills survived, final count \(lastCount)")
    }

    @Test("Several processes recording completions at once end with exactly the total")
    func concurrentProcesses() throws {
        let folder = TemporaryFolderURL()
        let url = folder.url.appendingPathComponent("state.json")
        // What this checks is that no update is lost, so each writer may wait as long as it needs
        // (30 s) for the lock: on a loaded machine 4 writers in a tight loop can keep one waiting
        // longer than the store's default bound, which is another test's subject.
        let processes = try (0..<Self.writers).map { _ in
            try BuiltProduct.start(
                "StoreStressWriter", ["json", url.path, String(Self.incrementsPerWriter), "30000"])
        }
        for process in processes { process.waitUntilExit() }
        #expect(processes.allSatisfy { $0.terminationStatus == 0 })
        let count = try JSONFileStore(fileURL: url).get(forKey: ReviewStoreKeys.requestCount)
        #expect(count == Self.writers * Self.incrementsPerWriter)
    }
}

/// A fresh temporary folder, removed at deinit.
final class TemporaryFolderURL {
    let url: URL

    init() {
        url = FileManager.default.temporaryDirectory.appendingPathComponent("askforreview-e2e-\(UUID().uuidString)")
        try? FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }

    deinit {
        try? FileManager.default.removeItem(at: url)
    }
}
