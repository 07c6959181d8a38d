import Foundation

/// A `Clock` that moves only when a test calls ``advance(by:)``: sleeps on it end exactly then.
/// Sleeping tasks honour cancellation at once.
public final class ManualClock: Clock, @unchecked Sendable {
    /// A moment on the manual clock: the time advanced since it was created.
    public struct Instant: InstantProtocol {
        /// The time since the clock was created.
        package var offset: Duration

        /// See `InstantProtocol`.
        public func advanced(by duration: Duration) -> Instant { Instant(offset: offset + duration) }
        /// See `InstantProtocol`.
        public func duration(to other: Instant) -> Duration { other.offset - offset }
        /// See `InstantProtocol`.
        public static func < (lhs: Instant, rhs: Instant) -> Bool { lhs.offset < rhs.offset }
    }

    private struct Sleeper {
        let deadline: Instant
        let continuation: CheckedContinuation<Void, Never>
    }

    private let lock = NSLock()
    private var current = Instant(offset: .zero)
    private var sleepers: [UInt64: Sleeper] = [:]
    private var nextID: UInt64 = 0

    /// A clock at offset zero.
    public init() {}

    /// See `Clock`.
    public var now: Instant { lock.withLock { current } }
    /// See `Clock`.
    public var minimumResolution: Duration { .zero }
    /// How many tasks are sleeping on the clock now.
    public var sleeperCount: Int { lock.withLock { sleepers.count } }

    /// See `Clock`. Returns when the clock is advanced to `deadline`; throws if cancelled first.
    public func sleep(until deadline: Instant, tolerance: Duration?) async throws {
        let id: UInt64 = lock.withLock {
            nextID += 1
            return nextID
        }
        await withTaskCancellationHandler {
            await withCheckedContinuation { continuation in
                let resumeNow: Bool = lock.withLock {
                    if deadline <= current || Task.isCancelled { return true }
                    sleepers[id] = Sleeper(deadline: deadline, continuation: continuation)
                    return false
                }
                if resumeNow { continuation.resume() }
            }
        } onCancel: {
            let sleeper = lock.withLock { sleepers.removeValue(forKey: id) }
            sleeper?.continuation.resume()
        }
        try Task.checkCancellation()
    }

    /// Moves the clock forward by `duration` and wakes every sleeper whose deadline has come.
    public func advance(by duration: Duration) {
        let due: [Sleeper] = lock.withLock {
            current = current.advanced(by: duration)
            let dueIDs = sleepers.filter { $0.value.deadline <= current }.map(\.key)
            return dueIDs.compactMap { sleepers.removeValue(forKey: $0) }
        }
        for sleeper in due { sleeper.continuation.resume() }
    }
}
