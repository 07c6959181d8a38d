import AskForReviewData
import AskForReviewDomain
import AskForReviewDomainTesting
import Foundation
import Testing

/// A store that says whether one of its updates is running, and counts them.
final class UpdateWatchingStore: Storeable, @unchecked Sendable {
    // `@unchecked`: `updating` and `updates` are read and written only under `lock`; the base store
    // guards its own entries.
    private let lock = NSRecursiveLock()
    private let base = InMemoryStore()
    private var updating = false
    private var updates = 0

    /// Whether an update is running now.
    var isUpdating: Bool { lock.withLock { updating } }
    /// How many updates ran.
    var updateCount: Int { lock.withLock { updates } }

    func load() throws -> StoredValues { try base.load() }

    func update<Result>(_ body: (inout StoredValues) throws -> Result) throws -> Result {
        try lock.withLock {
            updating = true
            defer {
                updating = false
                updates += 1
            }
            return try base.update(body)
        }
    }
}

/// A condition that is always met and notes, at each evaluation, what the watched store was doing
/// and the completions the state it was given holds.
final class RecordingCondition: EligibilityCondition, @unchecked Sendable {
    // `@unchecked`: `seen` is read and written only under `lock`.
    private let lock = NSLock()
    private let store: UpdateWatchingStore
    private var seen: [(insideUpdate: Bool, completions: Int)] = []

    init(watching store: UpdateWatchingStore) {
        self.store = store
    }

    /// What each evaluation saw, in order.
    var evaluations: [(insideUpdate: Bool, completions: Int)] { lock.withLock { seen } }

    func evaluate(in context: EligibilityContext) -> ConditionResult {
        let inside = store.isUpdating
        lock.withLock { seen.append((inside, context.state.completedCount)) }
        return .met
    }
}

/// The decision after an event is made in the store update that records the event: inside the
/// file's update for a store service that writes at once, inside the recording in memory for one that
/// writes behind; never on a second read of the store.
@MainActor
@Suite("The decision after an event, made in the update that records it")
struct DecisionInTheRecordingTests {
    let clock = SteppingDate(Date(timeIntervalSinceReferenceDate: 800_000_000))

    func usecase(over service: any ReviewStoreService, deciding condition: RecordingCondition)
        -> DefaultAskForReviewUsecase
    {
        DefaultAskForReviewUsecase(
            policy: ReviewPolicy(name: "watched", conditions: [condition], moments: [.processCompleted]),
            reviewStoreService: service, versionService: VersionServiceStub("1.0"), currentDate: clock.provider)
    }

    @Test("A store service that writes at once decides inside the update that records the event")
    func insideTheUpdate() throws {
        let store = UpdateWatchingStore()
        let condition = RecordingCondition(watching: store)
        let sut = usecase(over: StoreableReviewStoreService(store: store), deciding: condition)
        for _ in 1...3 { #expect(try sut.recordProcess(.completed).isEligible) }
        #expect(condition.evaluations.map(\.insideUpdate) == [true, true, true])
        #expect(condition.evaluations.map(\.completions) == [1, 2, 3], "on the state each completion made")
        #expect(store.updateCount == 3, "one update an event")
    }

    @Test("A store service that writes behind decides in the recording, on the state it made, without a store update")
    func inTheRecordingInMemory() throws {
        let store = UpdateWatchingStore()
        let condition = RecordingCondition(watching: store)
        let writes = ManualWrites()
        let service = WriteBehindReviewStoreService(
            base: StoreableReviewStoreService(store: store), schedule: writes.schedule)
        let sut = usecase(over: service, deciding: condition)
        // The first completion brings a new event name, written at once: decided inside that update.
        #expect(try sut.recordProcess(.completed).isEligible)
        #expect(condition.evaluations.map(\.insideUpdate) == [true])
        let updates = store.updateCount
        for _ in 2...4 { #expect(try sut.recordProcess(.completed).isEligible) }
        #expect(store.updateCount == updates, "the others are queued, and decided on without reading the store")
        #expect(condition.evaluations.map(\.completions) == [1, 2, 3, 4])
        #expect(service.queuedCount == 3)
    }

    @Test("A change the store refuses is not decided on")
    func refusedChange() throws {
        let store = UpdateWatchingStore()
        let condition = RecordingCondition(watching: store)
        let full = ReviewState(
            events: Dictionary(
                uniqueKeysWithValues: try (0..<ReviewState.maximumEventNames).map {
                    (try EventName("event\($0)"), EventFacts(count: 1))
                }))
        let service = WriteBehindReviewStoreService(base: StoreableReviewStoreService(store: store))
        try service.updateState { $0 = full }
        let sut = usecase(over: service, deciding: condition)
        #expect(throws: AskForReviewError.tooManyEventNames(limit: ReviewState.maximumEventNames)) {
            try sut.recordProcess(.completed)
        }
        #expect(condition.evaluations.isEmpty)
    }
}
