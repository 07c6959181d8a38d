import AskForReview
import AskForReviewData
import AskForReviewDomain
import Foundation
import Synchronization
import Testing

@testable import AppShell

/// A command that failed writes nothing more: what is still queued behind it when its exit code is
/// decided is never written, not by the service going away, not by a retry.
@Suite("AppShell: nothing is written after a command failed")
struct StoreWriteGateTests {
    /// A store whose first `busyUpdates` updates fail as a held lock does, then succeed; counts writes.
    final class BusyThenFreeStore: ReviewStoreService, Sendable {
        private let counts: Mutex<(busyLeft: Int, writes: Int)>
        private let stored = StoreableReviewStoreService(inMemory: ReviewState())

        init(busyUpdates: Int, holding event: EventName) throws {
            counts = Mutex((busyUpdates, 0))
            try stored.record(.event(ReviewEvent(event), at: Date(timeIntervalSince1970: 0), version: "1.0"))
        }

        var writes: Int { counts.withLock { $0.writes } }

        func loadState() throws -> ReviewState { try stored.loadState() }

        func updateState<Result>(_ body: (inout ReviewState) throws -> Result) throws -> Result {
            try counts.withLock { counts in
                guard counts.busyLeft == 0 else {
                    counts.busyLeft -= 1
                    throw StoreError.busy(lockPath: "/tmp/store.json.lock", waitedSeconds: 3)
                }
                counts.writes += 1
            }
            return try stored.updateState(body)
        }

        func resetState() throws { try stored.resetState() }
    }

    /// Records `event` through a command's write-behind service over `gate`, then synchronizes, as a
    /// command does before it reports: the store is busy then.
    static func recordWhileBusy(_ event: EventName, through gate: StoreWriteGate) throws -> any ReviewStoreService {
        let service = ServiceFactory.makeWriteBehindReviewStoreService(
            base: gate, delay: ShellSession.commandWriteDelay)
        try service.record(.event(ReviewEvent(event), at: Date(timeIntervalSince1970: 60), version: "1.0"))
        #expect(throws: StoreError.self) { try service.synchronize() }
        return service
    }

    @Test("A change still queued when the command failed busy is not written when the service goes away")
    func closedGateWritesNothing() throws {
        let seen = EventName("seen")
        let base = try BusyThenFreeStore(busyUpdates: 1, holding: seen)
        let gate = StoreWriteGate(base)
        var service: (any ReviewStoreService)? = try Self.recordWhileBusy(seen, through: gate)
        let failure = ExitCode.failure(
            for: StoreError.busy(lockPath: "/tmp/store.json.lock", waitedSeconds: 3), committedUpdates: gate.committed)
        gate.close()
        service = nil
        #expect(service == nil && base.writes == 0, "nothing written after the exit code was decided")
        #expect(failure.code == .temporaryFailure && failure.line.contains("nothing was changed"))
    }

    @Test("Without closing, the service going away writes the change: the path the gate closes")
    func openGateWouldWrite() throws {
        let seen = EventName("seen")
        let base = try BusyThenFreeStore(busyUpdates: 1, holding: seen)
        var service: (any ReviewStoreService)? = try Self.recordWhileBusy(seen, through: StoreWriteGate(base))
        service = nil
        #expect(service == nil && base.writes == 1, "a command that said 'nothing was changed' would have changed it")
    }

    @Test("Busy after an update was committed is exit 74, saying part of the command is stored")
    func busyAfterACommittedUpdate() throws {
        let base = try BusyThenFreeStore(busyUpdates: 0, holding: EventName("seen"))
        let gate = StoreWriteGate(base)
        try gate.updateState { $0.requestCount += 1 }
        let failure = ExitCode.failure(
            for: StoreError.busy(lockPath: "/tmp/store.json.lock", waitedSeconds: 3), committedUpdates: gate.committed)
        #expect(gate.committed == 1)
        #expect(failure.code == .ioError && failure.line.contains("do not repeat the command"), "\(failure.line)")
        gate.close()
        #expect(throws: StoreWriteGate.Closed.self) { try gate.updateState { $0.requestCount += 1 } }
        #expect(base.writes == 1)
    }
}
