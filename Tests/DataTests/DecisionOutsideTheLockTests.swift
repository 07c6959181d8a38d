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
/// and the completions the state it was given holds; it may also run a team's code of its own
/// (`during`) at each evaluation.
final class RecordingCondition: EligibilityCondition, @unchecked Sendable {
    // `@unchecked`: `seen` and `during` are read and written only under `lock`, never while `during` runs.
    private let lock = NSLock()
    private let store: UpdateWatchingStore
    private var seen: [(insideUpdate: Bool, completions: Int)] = []
    private var during: (@Sendable () -> Void)?

    init(watching store: UpdateWatchingStore) {
        self.store = store
    }

    /// What each evaluation saw, in order.
    var evaluations: [(insideUpdate: Bool, completions: Int)] { lock.withLock { seen } }

    /// Runs `body` at each evaluation from now on.
    func run(_ body: @escaping @Sendable () -> Void) {
        lock.withLock { during = body }
    }

    func evaluate(in context: EligibilityContext) -> ConditionResult {
        let inside = store.isUpdating
        let body = lock.withLock {
            seen.append((inside, context.state.completedCount))
            return during
        }
        body?()
        return .met
    }
}

/// No condition (a team's code) runs while a store update holds its locks: the decision after an
/// event is made on the state the recording returned, and an ask that records something is decided
/// outside the update and stored only if the store still holds the state it was decided on.
@MainActor
@Suite("Every decision is made outside the store's update")
struct DecisionOutsideTheLockTests {
    let start = Date(timeIntervalSinceReferenceDate: 800_000_000)
    var clock: SteppingDate { SteppingDate(start) }

    func usecase(
        over service: any ReviewStoreService, deciding condition: RecordingCondition, prePrompt: PrePrompt? = nil
    ) -> DefaultAskForReviewUsecase {
        DefaultAskForReviewUsecase(
            policy: ReviewPolicy(
                name: "watched", conditions: [condition], moments: [.processCompleted], prePrompt: prePrompt,
                rateAction: .systemRequest),
            reviewStoreService: service, versionService: VersionServiceStub("1.0"), currentDate: clock.provider)
    }

    let prePrompt = PrePrompt(
        title: "Enjoying it?", message: "A rating helps.", rateButton: "Rate", laterButton: "Later",
        declineButton: "No")

    @Test(
        "A store service that writes at once: the completion, the request and the pre-prompt decide outside every update"
    )
    func writeAtOnce() throws {
        let store = UpdateWatchingStore()
        let condition = RecordingCondition(watching: store)
        let sut = usecase(over: StoreableReviewStoreService(store: store), deciding: condition)
        for _ in 1...3 {
            #expect(try sut.recordProcess(.completed).isEligible)
            #expect(try sut.recordSystemReviewRequest(after: .processCompleted).isEligible)
        }
        #expect(condition.evaluations.map(\.insideUpdate) == Array(repeating: false, count: 6))
        #expect(condition.evaluations.map(\.completions) == [1, 1, 2, 2, 3, 3], "on the state each completion made")
        #expect(try sut.state().systemRequestDates.count == 3)

        let fresh = UpdateWatchingStore()
        let watching = RecordingCondition(watching: fresh)
        let asking = usecase(over: StoreableReviewStoreService(store: fresh), deciding: watching, prePrompt: prePrompt)
        #expect(try asking.recordProcess(.completed).isEligible)
        #expect(try asking.answerPrePrompt(.rate, requestCanGoOut: true).systemRequest?.isEligible == true)
        // After "Rate" only the system's limit applies: the conditions ran at the completion and at the
        // pre-prompt's record.
        #expect(watching.evaluations.count == 2)
        #expect(watching.evaluations.allSatisfy { !$0.insideUpdate })
    }

    @Test("A store service that writes behind: decided on the state the recording made, outside every update")
    func writeBehind() throws {
        let store = UpdateWatchingStore()
        let condition = RecordingCondition(watching: store)
        let writes = ManualWrites()
        let service = WriteBehindReviewStoreService(
            base: StoreableReviewStoreService(store: store), schedule: writes.schedule)
        let sut = usecase(over: service, deciding: condition)
        // The first completion brings a new event name, written at once.
        #expect(try sut.recordProcess(.completed).isEligible)
        let updates = store.updateCount
        for _ in 2...4 { #expect(try sut.recordProcess(.completed).isEligible) }
        #expect(store.updateCount == updates, "the others are queued, and decided on without reading the store")
        #expect(condition.evaluations.map(\.completions) == [1, 2, 3, 4])
        #expect(service.queuedCount == 3)
        #expect(try sut.recordSystemReviewRequest(after: .processCompleted).isEligible)
        #expect(service.queuedCount == 0, "the request's update wrote the queue")
        #expect(condition.evaluations.allSatisfy { !$0.insideUpdate })
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

    /// A use case over a store written at once, with one completion recorded.
    func completedOnce() throws -> (RecordingCondition, StoreableReviewStoreService, DefaultAskForReviewUsecase) {
        let store = UpdateWatchingStore()
        let condition = RecordingCondition(watching: store)
        let service = StoreableReviewStoreService(store: store)
        let sut = usecase(over: service, deciding: condition)
        #expect(try sut.recordProcess(.completed).isEligible)
        return (condition, service, sut)
    }

    @Test("Another writer stores between the decision and its record: decided again on what it stored")
    func decidedAgainOnWhatWasStored() throws {
        let (condition, service, sut) = try completedOnce()
        // Another process completes once while the request is being decided, the first time only.
        let start = start
        condition.run { [unowned condition] in
            guard condition.evaluations.count == 2 else { return }
            _ = try? service.record(.event(ReviewEvent(.processCompleted), at: start, version: "1.0"))
        }
        #expect(try sut.recordSystemReviewRequest(after: .processCompleted).isEligible)
        #expect(condition.evaluations.map(\.completions) == [1, 1, 2], "decided again on the state with 2")
        let state = try service.loadState()
        #expect(state.completedCount == 2, "the other writer's completion is kept")
        #expect(state.systemRequestDates.count == 1, "the request is logged once")
    }

    @Test("A condition that records at every evaluation: not asked, and nothing hangs or is lost")
    func stateThatKeepsChanging() throws {
        let (condition, service, sut) = try completedOnce()
        let start = start
        condition.run { _ = try? service.record(.event(ReviewEvent("tick"), at: start, version: "1.0")) }
        let request = try sut.recordSystemReviewRequest(after: .processCompleted)
        #expect(!request.isEligible)
        #expect(request.unmet.map(\.kind.rawValue) == ["stateKeptChanging"], "\(request.reasons)")
        let state = try service.loadState()
        #expect(state.systemRequestDates.isEmpty, "no request logged")
        #expect(state.facts(of: EventName("tick")).count == 8, "every recording the condition made is kept")
    }
}
