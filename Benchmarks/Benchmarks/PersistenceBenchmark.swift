import AskForReviewData
import AskForReviewDomain
import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// 2. One persisted event (lock, load, count, decide, atomic save, folder flush) on the JSON file
/// store, versus a bare atomic write of the same bytes with and without the folder flush that makes
/// the rename durable, versus the same event on the UserDefaults store.
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
        try fileUsecase.recordProcess(.completed)
        let bytes = try Data(contentsOf: fileURL)
        let bareURL = folder.appendingPathComponent("bare.json")
        // An absolute suite name keeps the plist in the benchmark's folder, never in ~/.config.
        let defaultsStore = try UserDefaultsStore(suiteName: folder.appendingPathComponent("defaults").path)
        let defaultsUsecase = makeUsecase(store: defaultsStore)
        let samples = try measure(
            trials: trials,
            operations: operations,
            [
                Case(name: "bare Data.write(.atomic)") { try bytes.write(to: bareURL, options: .atomic) },
                Case(name: "bare write + fsync of the folder") {
                    try bytes.write(to: bareURL, options: .atomic)
                    flushFolder(folder)
                },
                Case(name: "event on JSONFileStore") { try fileUsecase.recordProcess(.completed) },
                Case(name: "event on UserDefaultsStore") { try defaultsUsecase.recordProcess(.completed) },
            ]
        )
        printTable(
            title: "2. Persisted event (\(bytes.count)-byte store), per event",
            target: "JSON file store at most 1.3x the bare atomic write (and durable, as the bare one is not)",
            samples: samples,
            baseline: samples[0]
        )
        try MainThreadEventBenchmark.run(quick: quick)
    }

    /// `fsync` of the folder, as the file store does after its rename.
    static func flushFolder(_ folder: URL) {
        let descriptor = open(folder.path, O_RDONLY)
        guard descriptor >= 0 else { return }
        fsync(descriptor)
        close(descriptor)
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
