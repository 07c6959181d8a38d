import AskForReviewDomain
import AskForReviewDomainTesting
import Dispatch
import Foundation
import TestSupport
import Testing

@MainActor
@Suite("Synchronizing the use case's store")
struct UsecaseSynchronizeTests {
    /// Marks the main queue, which runs the main actor's work.
    nonisolated static let mainQueueMark = DispatchSpecificKey<Bool>()

    /// A store that notes, for each `synchronize()`, whether it ran on the main queue (its notes are
    /// behind `lock`).
    final class QueueNotingStore: ReviewStoreService, @unchecked Sendable {
        private let base = ReviewStoreServiceSpy()
        private let lock = NSLock()
        private var notes: [Bool] = []
        var synchronizedOnMainQueue: [Bool] { lock.withLock { notes } }

        func loadState() throws -> ReviewState { try base.loadState() }
        func updateState<Result>(_ body: (inout ReviewState) throws -> Result) throws -> Result {
            try base.updateState(body)
        }
        func resetState() throws { try base.resetState() }
        func synchronize() throws {
            let onMain = DispatchQueue.getSpecific(key: UsecaseSynchronizeTests.mainQueueMark) == true
            lock.withLock { notes.append(onMain) }
        }
    }

    @Test("synchronize() runs on the main actor's queue; synchronizeInBackground elsewhere, and returns after")
    func backgroundLeavesTheMainActor() async throws {
        DispatchQueue.main.setSpecific(key: Self.mainQueueMark, value: true)
        let store = QueueNotingStore()
        let usecase = DefaultAskForReviewUsecase(
            policy: .apple, reviewStoreService: store, versionService: VersionServiceStub("1.0"),
            currentDate: SteppingDate(Date(timeIntervalSinceReferenceDate: 0)).provider)
        try usecase.synchronize()
        try await usecase.synchronizeInBackground()
        #expect(store.synchronizedOnMainQueue == [true, false])
    }
}
