import AskForReviewData
import AskForReviewDomain
import Foundation

/// 2. One persisted event (lock, load, count, decide, atomic save) on the JSON file store, versus a
/// bare atomic write of the same bytes, versus the same event on the UserDefaults store.
@MainActor
enum PersistenceBenchmark {
    static func run(quick: Bool) throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("askforreview-bench-\(UUID())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let operations = quick ? 50 : 300
        let trials = quick ? 3 : 7

        let fileURL = folder.appendingPathComponent("state.json")
        let fileUsecase = makeUsecase(store: JSONFileStore(fileURL: fileURL))
        let jsonEvent = try measure("event on JSONFileStore", trials: trials, operations: operations) {
            try fileUsecase.recordProcess(.completed)
        }

        let bytes = try Data(contentsOf: fileURL)
        let bareURL = folder.appendingPathComponent("bare.json")
        let bare = try measure("bare Data.write(.atomic)", trials: trials, operations: operations) {
            try bytes.write(to: bareURL, options: .atomic)
        }

        // An absolute suite name keeps the plist in the benchmark's folder, never in ~/.config.
        let defaultsUsecase = makeUsecase(
            store: try UserDefaultsStore(suiteName: folder.appendingPathComponent("defaults").path))
        let defaultsEvent = try measure("event on UserDefaultsStore", trials: trials, operations: operations) {
            try defaultsUsecase.recordProcess(.completed)
        }

        printTable(
            title: "2. Persisted event (\(bytes.count)-byte store), per event",
            target: "JSON file store at most 1.3x the bare atomic write",
            samples: [bare, jsonEvent, defaultsEvent],
            baseline: bare
        )
    }

    static func makeUsecase(store: any Storeable) -> DefaultAskForReviewUsecase {
        DefaultAskForReviewUsecase(
            policy: .apple,
            reviewStoreService: StoreableReviewStoreService(store: store),
            versionService: BundleVersionService(fixedVersion: "1.0"),
            currentDate: { Date(timeIntervalSinceReferenceDate: 800_000_000) }
        )
    }
}
