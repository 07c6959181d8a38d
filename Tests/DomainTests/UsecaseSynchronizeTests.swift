import AskForReviewDomain
import AskForReviewTesting
import Foundation
import Testing

@MainActor
@Suite("Synchronizing the use case's store")
struct UsecaseSynchronizeTests {
    /// A store whose `synchronize()` waits until the test releases it (for at most 5 s), noting
    /// whether it was released or gave up. Its notes are behind `lock`.
    final class HeldStore: ReviewStoreService, @unchecked Sendable {
        private let base = ReviewStoreServiceSpy()
        private let lock = NSLock()
        private let release = DispatchSemaphore(value: 0)
        private var entries = 0
        private var released: [Bool] = []

        var entered: Int { lock.withLock { entries } }
        var releasedInTime: [Bool] { lock.withLock { released } }
        func releaseOne() { release.signal() }

        func loadState() throws -> ReviewState { try base.loadState() }
        func updateState<Result>(_ body: (inout ReviewState) throws -> Result) throws -> Result {
            try base.updateState(body)
        }
        func resetState() throws { try base.resetState() }
        func synchronize() throws {
            lock.withLock { entries += 1 }
            let outcome = release.wait(timeout: .now() + 5)
            lock.withLock { released.append(outcome == .success) }
        }
    }

    @Test("synchronizeInBackground leaves the main actor free while the store synchronizes, and returns after")
    func backgroundLeavesTheMainActorFree() async throws {
        let store = HeldStore()
        let usecase = DefaultAskForReviewUsecase(
            policy: .apple, reviewStoreService: store, versionService: VersionServiceStub("1.0"),
            currentDate: SteppingDate(Date(timeIntervalSinceReferenceDate: 0)).provider)
        let synchronizing = Task { try await usecase.synchronizeInBackground() }
        // Were the store held on the main actor, this loop would not run again until it gave up.
        while store.entered == 0 { await Task.yield() }
        #expect(store.releasedInTime.isEmpty, "still synchronizing")
        store.releaseOne()
        try await synchronizing.value
        #expect(store.releasedInTime == [true])
    }
}
