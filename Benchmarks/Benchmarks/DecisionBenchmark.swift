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
            ReviewStoreKeys.event(.processCompleted).count.id: .int(7),
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

    /// The apple rules written inline: 4 completions, a new version, fewer than 3 requests in 365 days.
    static func bareRules(count: Int, lastVersion: String?, requests: [Date], version: String) -> Bool {
        var recent = 0
        for date in requests where now.timeIntervalSince(date) < 365 * 86_400 { recent += 1 }
        return count >= 4 && lastVersion != version && recent < 3
    }

    /// The inline rules over the three values read from the key-value store.
    static func bareCheck(store: InMemoryStore) throws -> Bool {
        let values = try store.load()
        return bareRules(
            count: values[ReviewStoreKeys.event(.processCompleted).count] ?? 0,
            lastVersion: values[ReviewStoreKeys.lastVersionPrompted],
            requests: values[ReviewStoreKeys.systemRequestDates] ?? [],
            version: "1.1"
        )
    }

    /// The inline rules over the state held by an in-memory review store.
    static func bareCheck(service: StateInMemory) throws -> Bool {
        let state = try service.loadState()
        return bareRules(
            count: state.completedCount,
            lastVersion: state.lastVersionPrompted,
            requests: state.systemRequestDates,
            version: "1.1"
        )
    }

    /// Times the inline check against the use case's decision, round by round; counts eligible answers.
    static func compare(operations: Int, bare: @escaping () throws -> Bool, usecase: DefaultAskForReviewUsecase)
        throws -> (samples: [Sample], eligible: Int)
    {
        var eligible = 0
        let samples = try measure(
            trials: 9,
            operations: operations,
            [
                Case(name: "bare inline check") { if try bare() { eligible += 1 } },
                Case(name: "apple preset via use case") { if try decide(usecase) { eligible += 1 } },
            ]
        )
        return (samples, eligible)
    }

    /// 1c. A decision that is not eligible and words a reason with a date (fittoday, 30 days not yet
    /// passed since the last request): the use case alone.
    static func notEligible(operations: Int) throws {
        let state = ReviewState(
            firstLaunchDate: now.addingTimeInterval(-60 * 86_400), completedCount: 9,
            lastRequestDate: now.addingTimeInterval(-86_400))
        let usecase = DefaultAskForReviewUsecase(
            policy: .fitToday, reviewStoreService: StateInMemory(state),
            versionService: BundleVersionService(fixedVersion: "1.1"), currentDate: { now })
        var waiting = 0
        let samples = try measure(
            trials: 9, operations: operations,
            [Case(name: "fittoday via use case, waiting") { if try !decide(usecase) { waiting += 1 } }])
        guard waiting == 10 * operations else {
            print("decision benchmark: expected the waiting path every time, got \(waiting)")
            return
        }
        printTable(
            title: "1c. Decision (not eligible, a reason with a date) on the state held in memory",
            target: "a decision under 1 µs", samples: samples, baseline: samples[0])
    }

    static func run(quick: Bool) throws {
        let operations = quick ? 20_000 : 200_000
        let service = StateInMemory(state)
        let store = makeStore()
        let (onState, eligibleOnState) = try compare(
            operations: operations,
            bare: { try bareCheck(service: service) },
            usecase: makeUsecase(service: service)
        )
        let (onKeys, eligibleOnKeys) = try compare(
            operations: operations,
            bare: { try bareCheck(store: store) },
            usecase: makeUsecase(store: store)
        )
        let eligible = eligibleOnState + eligibleOnKeys
        guard eligible == 40 * operations else {
            print("decision benchmark: expected the eligible path every time, got \(eligible)")
            return
        }
        let tables = [
            ("1a. Decision (eligible path) on the state held in memory, per decision", onState[0], onState[1]),
            ("1b. The same on the key-value InMemoryStore (every state key read vs three)", onKeys[0], onKeys[1]),
        ]
        try notEligible(operations: operations)
        for (index, (title, bare, preset)) in tables.enumerated() {
            printTable(
                title: title, target: "a decision under 1 µs (the inline check is for reference)",
                samples: [bare, preset], baseline: bare)
            AllocationCounter.report(keyValue: index == 1)
        }
    }
}
