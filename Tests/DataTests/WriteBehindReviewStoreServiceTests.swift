import AskForReviewData
import AskForReviewDataTesting
import AskForReviewDomain
import AskForReviewDomainTesting
import Foundation
import TestSupport
import Testing

/// Writes a test runs by hand: what a write-behind store schedules waits here until `runAll()`.
final class ManualWrites: @unchecked Sendable {
    // `@unchecked`: `pending` is read and written only under `lock`.
    private let lock = NSLock()
    private var pending: [@Sendable () -> Void] = []

    var count: Int { lock.withLock { pending.count } }

    func schedule(_ delay: Duration, _ work: @escaping @Sendable () -> Void) {
        lock.withLock { pending.append(work) }
    }

    /// Runs the writes scheduled so far (and not those they schedule).
    func runAll() {
        let due = lock.withLock {
            defer { pending = [] }
            return pending
        }
        for work in due { work() }
    }
}

@Suite("Write-behind review store")
struct WriteBehindReviewStoreServiceTests {
    let start = Date(timeIntervalSinceReferenceDate: 800_000_000)

    func completion(_ offset: TimeInterval = 0) -> ReviewChange {
        .event(ReviewEvent(.processCompleted), at: start.addingTimeInterval(offset), version: "1.0")
    }

    /// A stored state that knows the completion event already, so its occurrences are written behind.
    var knowsCompletions: ReviewState { ReviewState(events: [.processCompleted: EventFacts()]) }

    func named(_ name: String) throws -> ReviewChange {
        .event(ReviewEvent(try EventName(name)), at: start, version: nil)
    }

    @Test("A recorded change is in memory at once and reaches the store only when the write runs")
    func writesBehind() throws {
        let base = ReviewStoreServiceSpy(knowsCompletions)
        let writes = ManualWrites()
        let store = WriteBehindReviewStoreService(base: base, schedule: writes.schedule)
        for offset in 0..<5 { try store.record(completion(Double(offset))) }
        #expect(try store.loadState().completedCount == 5)
        #expect(base.state.completedCount == 0 && base.updateCount == 0)
        #expect(writes.count == 1, "one write scheduled for the five changes")
        writes.runAll()
        #expect(base.state.completedCount == 5 && base.updateCount == 1)
        #expect(store.queuedCount == 0)
    }

    @Test("An update first writes what is queued, and its body sees the latest stored state")
    func updateAppliesQueueFirst() throws {
        let base = ReviewStoreServiceSpy(ReviewState(events: [.processCompleted: EventFacts(count: 10)]))
        let store = WriteBehindReviewStoreService(base: base, schedule: ManualWrites().schedule)
        _ = try store.loadState()
        try store.record(completion())
        // Another process adds two completions behind this one's back.
        try base.updateState { state in
            for _ in 0..<2 {
                try ReviewChange.event(ReviewEvent(.processCompleted), at: start, version: nil).apply(to: &state)
            }
        }
        let seen = try store.updateState { $0.completedCount }
        #expect(seen == 13)
        #expect(base.state.completedCount == 13 && store.queuedCount == 0)
    }

    @Test("A file the store still holds as read gets the state in memory, the same as applying the queue there")
    func unchangedFileGetsTheStateInMemory() throws {
        let folder = TemporaryFolder()
        let base = StoreableReviewStoreService(store: JSONFileStore(fileURL: folder.file("state.json")))
        try base.updateState { try completion().apply(to: &$0) }
        let store = WriteBehindReviewStoreService(base: base, schedule: ManualWrites().schedule)
        for offset in 1..<4 { try store.record(completion(Double(offset))) }
        try store.record(.launch(at: start.addingTimeInterval(5), version: "1.1"))
        let inMemory = try store.loadState()
        var applied = try base.loadState()
        for offset in 1..<4 { try completion(Double(offset)).apply(to: &applied) }
        try ReviewChange.launch(at: start.addingTimeInterval(5), version: "1.1").apply(to: &applied)
        try store.synchronize()
        #expect(try base.loadState() == inMemory && inMemory == applied)
        #expect(inMemory.completedCount == 4 && inMemory.sessions.count == 1)
    }

    @Test("A failed write is told and tried again, its changes kept; nothing is written twice")
    func failuresRetry() throws {
        let base = ReviewStoreServiceSpy(knowsCompletions)
        let writes = ManualWrites()
        let failures = FailureLog()
        let store = WriteBehindReviewStoreService(base: base, onFailure: failures.add, schedule: writes.schedule)
        try store.record(completion())
        base.fail(with: ReviewStoreServiceSpy.Failure("disk full"))
        writes.runAll()
        #expect(failures.count == 1 && store.queuedCount == 1)
        #expect(writes.count == 1, "the write is tried again")
        try store.record(completion(1))
        base.fail(with: nil)
        writes.runAll()
        #expect(base.state.completedCount == 2 && store.queuedCount == 0)
        try store.synchronize()
        #expect(base.state.completedCount == 2 && base.updateCount == 1)
    }

    @Test("A change that cannot apply is refused at once and never queued")
    func refusedChange() throws {
        var full = ReviewState()
        for index in 0..<ReviewState.maximumEventNames {
            try ReviewChange.event(ReviewEvent(try EventName("e\(index)")), at: start, version: nil).apply(to: &full)
        }
        let store = WriteBehindReviewStoreService(base: ReviewStoreServiceSpy(full), schedule: ManualWrites().schedule)
        let oneMore = ReviewChange.event(ReviewEvent("one.more"), at: start, version: nil)
        let refusal = AskForReviewError.tooManyEventNames(limit: ReviewState.maximumEventNames)
        #expect(throws: refusal) { try store.record(oneMore) }
        #expect(store.queuedCount == 0)
    }

    @Test("The first occurrence of a new event name is written at once, later ones behind")
    func newNameWrittenAtOnce() throws {
        let base = ReviewStoreServiceSpy()
        let writes = ManualWrites()
        let store = WriteBehindReviewStoreService(base: base, schedule: writes.schedule)
        try store.record(completion())
        #expect(base.state.completedCount == 1 && base.updateCount == 1 && store.queuedCount == 0)
        try store.record(completion(1))
        #expect(base.updateCount == 1 && store.queuedCount == 1 && writes.count == 1)
    }

    @Test("Two processes writing behind one file: every name acknowledged is stored, the rest refused")
    func sharedNameLimit() throws {
        let folder = TemporaryFolder()
        let file = folder.file("state.json")
        let writes = ManualWrites()
        func process() -> WriteBehindReviewStoreService {
            WriteBehindReviewStoreService(
                base: StoreableReviewStoreService(store: JSONFileStore(fileURL: file)), schedule: writes.schedule)
        }
        let (app, appExtension) = (process(), process())
        var acknowledged: Set<String> = []
        var refused = 0
        // 40 new names each, interleaved, with a second occurrence of each queued behind.
        for index in 0..<40 {
            for (prefix, store) in [("app", app), ("ext", appExtension)] {
                let name = "\(prefix).\(index)"
                do {
                    try store.record(try named(name))
                    acknowledged.insert(name)
                    try store.record(try named(name))
                } catch AskForReviewError.tooManyEventNames(let limit) {
                    #expect(limit == ReviewState.maximumEventNames)
                    refused += 1
                }
            }
        }
        writes.runAll()
        let stored = try StoreableReviewStoreService(store: JSONFileStore(fileURL: file)).loadState()
        #expect(Set(stored.events.keys.map(\.rawValue)) == acknowledged, "every acknowledged name is stored")
        #expect(acknowledged.count == ReviewState.maximumEventNames && refused == 80 - acknowledged.count)
        #expect(stored.events.values.allSatisfy { $0.count == 2 }, "and both of its occurrences")
    }

    @Test("A queued change that no longer applies when written is told, never dropped silently")
    func notAppliedIsTold() throws {
        let folder = TemporaryFolder()
        let file = folder.file("state.json")
        let writes = ManualWrites()
        let failures = FailureLog()
        let base = StoreableReviewStoreService(store: JSONFileStore(fileURL: file))
        let store = WriteBehindReviewStoreService(base: base, onFailure: failures.add, schedule: writes.schedule)
        try store.record(try named("export"))
        try store.record(try named("export"))
        #expect(store.queuedCount == 1)
        // Another process resets the store and fills it with names of its own meanwhile.
        try base.resetState()
        try base.updateState { state in
            for index in 0..<ReviewState.maximumEventNames { try named("other.\(index)").apply(to: &state) }
        }
        writes.runAll()
        #expect(failures.count == 1 && store.queuedCount == 0)
        #expect(
            failures.errors.first as? AskForReviewError == .tooManyEventNames(limit: ReviewState.maximumEventNames))
    }

    @Test("The app's onFailure runs with no lock held: it may wait for another thread writing through the service")
    func onFailureHoldsNoLock() throws {
        let folder = TemporaryFolder()
        let base = StoreableReviewStoreService(store: JSONFileStore(fileURL: folder.file("state.json")))
        let writes = ManualWrites()
        let written = DispatchSemaphore(value: 0)
        let waited = Locked<[DispatchTimeoutResult]>([])
        let service = Locked<WriteBehindReviewStoreService?>(nil)
        let store = WriteBehindReviewStoreService(
            base: base,
            onFailure: { _ in
                // The app's own code: hands a write to another thread and waits for it (5 s at most).
                let other = service.withLock { $0 }
                Thread {
                    _ = try? other?.updateState { _ in }
                    written.signal()
                }.start()
                let result = written.wait(timeout: .now() + 5)
                waited.withLock { $0.append(result) }
            }, schedule: writes.schedule)
        service.withLock { $0 = store }
        try store.record(try named("export"))
        try store.record(try named("export"))
        try base.resetState()
        try base.updateState { state in
            for index in 0..<ReviewState.maximumEventNames { try named("other.\(index)").apply(to: &state) }
        }
        writes.runAll()
        #expect(waited.withLock { $0 } == [.success], "the other thread's write did not wait for onFailure to return")
    }

    @Test("An app and its extension writing behind one file lose nothing and ask once")
    @MainActor
    func appAndExtension() throws {
        let folder = TemporaryFolder()
        let file = folder.file("state.json")
        let writes = ManualWrites()
        let clock = SteppingDate(start)
        func process() -> DefaultAskForReviewUsecase {
            let base = StoreableReviewStoreService(store: JSONFileStore(fileURL: file))
            return DefaultAskForReviewUsecase(
                policy: .apple,
                reviewStoreService: WriteBehindReviewStoreService(base: base, schedule: writes.schedule),
                versionService: VersionServiceStub("1.0"), currentDate: clock.provider)
        }
        let (app, appExtension) = (process(), process())
        // Interleaved: three completions in each, the writes behind running in between.
        for round in 0..<3 {
            try app.recordProcess(.completed)
            try appExtension.recordProcess(.completed)
            if round == 1 { writes.runAll() }
            clock.advance(seconds: 60)
        }
        writes.runAll()
        let stored = try StoreableReviewStoreService(store: JSONFileStore(fileURL: file)).loadState()
        #expect(stored.completedCount == 6, "no completion lost")
        // Each process thinks the fourth completion is due; only one request goes out.
        let requests = try [app, appExtension].map {
            try $0.recordSystemReviewRequest(after: .processCompleted).isEligible
        }
        #expect(requests.filter { $0 }.count == 1, "\(requests)")
        let after = try StoreableReviewStoreService(store: JSONFileStore(fileURL: file)).loadState()
        #expect(after.systemRequestDates.count == 1 && after.lastVersionPrompted == "1.0")
    }
}

/// Failures told by a store, counted.
final class FailureLog: @unchecked Sendable {
    // `@unchecked`: `failures` is read and written only under `lock`.
    private let lock = NSLock()
    private var failures: [any Error] = []

    var count: Int { lock.withLock { failures.count } }
    var errors: [any Error] { lock.withLock { failures } }

    func add(_ failure: any Error) {
        lock.withLock { failures.append(failure) }
    }
}
