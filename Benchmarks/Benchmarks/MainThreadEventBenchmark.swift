import AskForReviewData
import AskForReviewDomain
import AskForReviewPresentation
import Foundation

/// 2d. What recording an event costs the main actor, measured as an app calls it: the view model's
/// `eventDidHappen` on the JSON file store, written at once versus written behind; then how long
/// the written-behind events take to be stored after the last one, and how many went in each write.
@MainActor
enum MainThreadEventBenchmark {
    static func run(quick: Bool) throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("askforreview-bench-\(UUID())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let events = quick ? 100 : 300
        print("\n2d. Main-thread cost per recorded event, view model on the JSON file store (\(events) events)")
        print("  target: median at most 50 µs, p90 at most 100 µs; all written within 2 s of the last")

        let atOnce = CountingStore(
            StoreableReviewStoreService(store: JSONFileStore(fileURL: folder.appendingPathComponent("a.json"))))
        report("written at once (every event a locked, flushed write)", try timings(events, store: atOnce))

        let base = CountingStore(
            StoreableReviewStoreService(store: JSONFileStore(fileURL: folder.appendingPathComponent("b.json"))))
        let behind = WriteBehindReviewStoreService(base: base)
        let costs = try timings(events, store: behind)
        let lastEvent = ContinuousClock.now
        while behind.queuedCount > 0 { Thread.sleep(forTimeInterval: 0.001) }
        let durable = ContinuousClock.now - lastEvent
        report("written behind (0.5 s window)", costs)
        let stored = try base.loadState().facts(of: "opened").count
        print(
            "  written behind: all \(stored) events stored \(format(durable)) after the last one,"
                + " in \(base.updates) write\(base.updates == 1 ? "" : "s") (\(String(format: "%.1f", Double(stored) / Double(max(1, base.updates)))) events a write)"
        )
    }

    /// The main actor's time for each of `count` events recorded through a view model over `store`.
    static func timings(_ count: Int, store: any ReviewStoreService) throws -> [Duration] {
        let usecase = DefaultAskForReviewUsecase(
            policy: .apple, reviewStoreService: store, versionService: BundleVersionService(fixedVersion: "1.0"),
            currentDate: { Date() })
        let viewModel = AskForReviewViewModel(usecase: usecase, prompter: NoSystemReviewPrompter())
        viewModel.appDidLaunch()
        let event = ReviewEvent("opened")
        return (0..<count).map { _ in ContinuousClock().measure { viewModel.eventDidHappen(event) } }
    }

    static func report(_ label: String, _ costs: [Duration]) {
        let sorted = costs.sorted()
        let at = { (share: Double) in sorted[min(sorted.count - 1, Int(Double(sorted.count) * share))] }
        print(
            "  \(label.padding(toLength: 54, withPad: " ", startingAt: 0)) median \(format(at(0.5)))  p90 \(format(at(0.9)))  max \(format(sorted.last ?? .zero))"
        )
    }

    static func format(_ duration: Duration) -> String {
        let micros = Double(duration.components.seconds) * 1e6 + Double(duration.components.attoseconds) / 1e12
        return micros >= 10_000 ? String(format: "%.0f ms", micros / 1_000) : String(format: "%.1f µs", micros)
    }
}

/// A review store that counts the updates that reached it.
final class CountingStore: ReviewStoreService, @unchecked Sendable {
    // `@unchecked`: `count` is read and written only under `lock`; `base` is thread-safe itself.
    private let base: any ReviewStoreService
    private let lock = NSLock()
    private var count = 0

    init(_ base: any ReviewStoreService) { self.base = base }

    var updates: Int { lock.withLock { count } }

    func loadState() throws -> ReviewState { try base.loadState() }

    func updateState<Result>(_ body: (inout ReviewState) throws -> Result) throws -> Result {
        let result = try base.updateState(body)
        lock.withLock { count += 1 }
        return result
    }

    func resetState() throws { try base.resetState() }
}
