import AskForReviewData
import AskForReviewDomain
import Foundation

/// 1. A decision on the eligible path: the apple preset through the use case against an in-memory
/// store, versus the same conditions checked inline by hand on the same store.
@MainActor
enum DecisionBenchmark {
    nonisolated static let now = Date(timeIntervalSinceReferenceDate: 800_000_000)

    static func makeStore() -> InMemoryStore {
        InMemoryStore(entries: [
            ReviewStoreKeys.completedCount.id: .int(7),
            ReviewStoreKeys.lastVersionPrompted.id: .string("1.0"),
            ReviewStoreKeys.systemRequestDates.id: .dates([now.addingTimeInterval(-400 * 86_400)]),
        ])
    }

    static let state = ReviewState(
        completedCount: 7,
        lastVersionPrompted: "1.0",
        systemRequestDates: [now.addingTimeInterval(-400 * 86_400)]
    )

    static func makeUsecase(store: InMemoryStore) -> DefaultAskForReviewUsecase {
        makeUsecase(service: StoreableReviewStoreService(store: store))
    }

    static func makeUsecase(service: any ReviewStoreService) -> DefaultAskForReviewUsecase {
        DefaultAskForReviewUsecase(
            policy: .apple,
            reviewStoreService: service,
            versionService: BundleVersionService(fixedVersion: "1.1"),
            currentDate: { now }
        )
    }

    /// The decision the use case makes; the eligible path.
    static func decide(_ usecase: DefaultAskForReviewUsecase) throws -> Bool {
        try usecase.decision(at: .processCompleted).isEligible
    }

    /// The same rules written inline: 4 completions, a new version, fewer than 3 requests in 365 days.
    static func bareCheck(store: InMemoryStore, version: String, now: Date) throws -> Bool {
        let values = try store.load()
        let count = values[ReviewStoreKeys.completedCount] ?? 0
        let lastVersion = values[ReviewStoreKeys.lastVersionPrompted]
        var recent = 0
        for date in values[ReviewStoreKeys.systemRequestDates] ?? [] where now.timeIntervalSince(date) < 365 * 86_400 {
            recent += 1
        }
        return count >= 4 && lastVersion != version && recent < 3
    }

    /// The same rules written inline over the state held by an in-memory review store.
    static func bareCheck(service: InMemoryReviewStoreService, version: String, now: Date) throws -> Bool {
        let state = try service.loadState()
        var recent = 0
        for date in state.systemRequestDates where now.timeIntervalSince(date) < 365 * 86_400 { recent += 1 }
        return state.completedCount >= 4 && state.lastVersionPrompted != version && recent < 3
    }

    static func run(quick: Bool) throws {
        let operations = quick ? 20_000 : 200_000
        var eligible = 0
        let service = InMemoryReviewStoreService(state)
        let serviceUsecase = makeUsecase(service: service)
        let onState = try measure(
            trials: 9,
            operations: operations,
            [
                Case(name: "bare inline check") {
                    if try bareCheck(service: service, version: "1.1", now: now) { eligible += 1 }
                },
                Case(name: "apple preset via use case") { if try decide(serviceUsecase) { eligible += 1 } },
            ]
        )
        let store = makeStore()
        let storeUsecase = makeUsecase(store: store)
        let onKeys = try measure(
            trials: 9,
            operations: operations,
            [
                Case(name: "bare inline check") {
                    if try bareCheck(store: store, version: "1.1", now: now) { eligible += 1 }
                },
                Case(name: "apple preset via use case") { if try decide(storeUsecase) { eligible += 1 } },
            ]
        )
        guard eligible == 40 * operations else {
            print("decision benchmark: expected the eligible path every time, got \(eligible)")
            return
        }
        let tables = [
            ("1a. Decision (eligible path) on InMemoryReviewStoreService, per decision", onState[0], onState[1]),
            ("1b. The same on the key-value InMemoryStore (twelve typed keys read vs three)", onKeys[0], onKeys[1]),
        ]
        for (index, (title, bare, preset)) in tables.enumerated() {
            let target = "at most 2x the bare check; no heap allocation on the eligible path"
            printTable(
                title: title, target: index == 0 ? target : "(for reference)", samples: [bare, preset], baseline: bare)
            AllocationCounter.report(keyValue: index == 1)
        }
    }
}
