package import AskForReviewDomain
import Dispatch
import Foundation

/// A `ReviewStoreService` that keeps the state in memory and writes recorded changes behind, off
/// the caller's thread: recording a launch, an event or a review costs the main actor microseconds,
/// not a locked, flushed write of a file.
///
/// - **What is recorded is applied as changes, once.** ``record(_:)`` applies the change to the state
///   in memory and queues it. A write, under the base store's lock, stores the state in memory when
///   the store still holds what that state was built on; when another process stored something
///   meanwhile, it applies the queued changes, in order, to what is stored. Two processes (an app and
///   its extension) writing behind the same file lose nothing.
/// - **Asks are decided on the latest stored state.** ``updateState(_:)`` first writes what is
///   queued, then runs its body on the state just read under the lock, so two processes never both
///   make the same request.
/// - **Only what the store will keep is acknowledged.** The first occurrence of an event name the
///   state does not hold yet is written at once, under the base store's lock, so the limit of
///   `ReviewState.maximumEventNames` names is checked against what every process has stored: past it,
///   ``record(_:)`` throws `AskForReviewError.tooManyEventNames(limit:)` and nothing is queued. This
///   costs one locked write per new name (at most 64 in an install's life); every other change is
///   queued.
/// - **The window**: the write of the oldest unwritten change starts `delay / 2` after it was recorded
///   (0.25 s by default; a timer on a busy machine may fire a little late), leaving the other half of
///   `delay` for the write itself, which takes about a millisecond on a local disk. So a change is
///   stored at most `delay` after it was recorded unless its write stalls; queued changes are also
///   written at once on ``synchronize()`` and before any ``updateState(_:)``. A process that ends
///   without a flush (a crash, a kill) loses the changes not yet stored, as `UserDefaults` may: those
///   of the last `delay`, or, when it ends during a write the disk stalled (an ext4 file system that
///   frees blocks synchronously held writes for up to 0.9 s when measured), those of that write.
/// - **Failures are retried, never dropped**: a write that fails keeps its changes queued, is reported
///   to `onFailure`, and is tried again after `delay / 2`. A queued change that no longer applies when
///   it is written (another process reset the store and filled it with other names meanwhile) is
///   reported to `onFailure` as `AskForReviewError.tooManyEventNames(limit:)`, never left out silently.
/// - A state read with problems (a damaged store) is not written behind: the first change is written
///   at once, which sets the damage aside.
/// - ``loadState()`` answers from memory, read from the base store the first time;
///   ``synchronize()`` writes what is queued and reads the base store again, to pick up another
///   process's writes (call it when the app leaves the foreground and when it returns).
package final class WriteBehindReviewStoreService: ReviewStoreService {
    /// What is in memory: the state last read or written, with the queued changes applied.
    private struct Buffer {
        var state: ReviewState?
        var queued: [ReviewChange] = []
        var writeScheduled = false
        /// The stored state `state` is built on, when every queued change applied to it: while the
        /// base store still holds it, `state` is what applying the queue there gives.
        var basis: ReviewState?

        /// The state in memory becomes `stored` with the queued changes applied, built on `stored`
        /// when every one of them applied.
        mutating func build(on stored: ReviewState) {
            var complete = true
            state = WriteBehindReviewStoreService.applying(queued, to: stored) { _ in complete = false }
            basis = complete ? stored : nil
        }
    }

    private let base: any ReviewStoreService
    private let delay: Duration
    /// The test's way to run scheduled writes, or `nil` for a timer on a background queue.
    private let schedule: (@Sendable (Duration, @escaping @Sendable () -> Void) -> Void)?
    /// The pending write's timer, cancelled when the service goes away so it never wakes a thread.
    private let timer = Locked<(any DispatchSourceTimer)?>(nil)
    private let onFailure: @Sendable (any Error) -> Void
    private let buffer = Locked(Buffer())
    /// Held while the base store is read or written, so queued changes are written once, in order;
    /// recursive (the package's one lock, `Locked`), so a read inside an update is served and an
    /// update inside an update reaches the base store, which refuses it.
    private let writing = Locked(())

    /// A service over `base` that writes recorded changes at most `delay` after they were recorded.
    /// - Parameters:
    ///   - base: where the state is stored, for example a `StoreableReviewStoreService`.
    ///   - delay: how long a recorded change may stay unwritten (its write starts after half of it).
    ///   - onFailure: told, on a background thread, when a write behind fails (it is tried again) or a
    ///     queued change no longer applies to the stored state.
    ///   - schedule: runs its closure after the duration, off the caller's thread (by default on a
    ///     background dispatch queue); a test passes its own to run writes when it wants.
    package init(
        base: any ReviewStoreService,
        delay: Duration = .milliseconds(500),
        onFailure: @escaping @Sendable (any Error) -> Void = { _ in },
        schedule: (@Sendable (Duration, @escaping @Sendable () -> Void) -> Void)? = nil
    ) {
        self.base = base
        self.delay = delay
        self.onFailure = onFailure
        self.schedule = schedule
    }

    /// Writes what is still queued when the service goes away (best effort: a failure is told), and
    /// cancels the pending write's timer.
    deinit {
        timer.current?.cancel()
        do {
            try flush()
        } catch {
            onFailure(error)
        }
    }

    /// How many recorded changes wait to be written.
    package var queuedCount: Int { buffer.withLock { $0.queued.count } }

    /// The state in memory: the state last read or written with the queued changes applied. Reads
    /// the base store the first time.
    package func loadState() throws -> ReviewState {
        if let state = buffer.withLock({ $0.state }) { return state }
        return try reload()
    }

    /// Reads the base store again and applies the queued changes to what it read.
    @discardableResult
    private func reload() throws -> ReviewState {
        try writing.exclusively {
            let stored = try base.loadState()
            return buffer.withLock { buffer in
                buffer.build(on: stored)
                return buffer.state ?? stored
            }
        }
    }

    /// Applies `change` in memory and queues it to be written; returns at once. A change that adds an
    /// event name, or the first change after a damaged read, is written at once instead.
    /// - Throws: `AskForReviewError.tooManyEventNames(limit:)` when the store holds the most names
    ///   already, or the base store's error for a change written at once; nothing is recorded then.
    @discardableResult
    package func record(_ change: ReviewChange) throws -> ReviewState {
        let current = try loadState()
        // A store read with problems is set aside by its next write: that write happens now, so the
        // damage is dealt with, and told, at the first change as with a store that writes at once.
        // A new event name is written now too: whether the store has room for it depends on what
        // every process has stored, which only the base store's update sees.
        guard current.loadProblems.isEmpty, !Self.addsEventName(change, to: current) else {
            return try recordInOneUpdate(change)
        }
        let recorded = buffer.withLock { buffer -> Result<(ReviewState, Bool), AskForReviewError> in
            var state = buffer.state ?? current
            do throws(AskForReviewError) {
                try change.apply(to: &state)
            } catch {
                return .failure(error)
            }
            buffer.state = state
            buffer.queued.append(change)
            defer { buffer.writeScheduled = true }
            return .success((state, !buffer.writeScheduled))
        }
        let (state, startsWrite) = try recorded.get()
        if startsWrite { scheduleWrite() }
        return state
    }

    /// Writes the queued changes, then runs `body` on the latest stored state, in one update of the
    /// base store. The queued changes are applied there only when the store no longer holds what the
    /// state in memory was built on; otherwise the state in memory is what they give.
    package func updateState<Result>(_ body: (inout ReviewState) throws -> Result) throws -> Result {
        // `onFailure` is the app's code: it is told once the lock is let go, of changes not kept by a
        // write that was stored.
        var notKept: [AskForReviewError] = []
        let result = try writing.exclusively {
            let (queued, basis, inMemory) = buffer.withLock { ($0.queued, $0.basis, $0.state) }
            var written = ReviewState()
            let result = try base.updateState { state in
                notKept = []
                if !queued.isEmpty, let basis, let inMemory, state == basis {
                    state = inMemory
                } else {
                    state = Self.applying(queued, to: state) { notKept.append($0) }
                }
                let result = try body(&state)
                written = state
                return result
            }
            settle(written: queued.count, stored: written)
            return result
        }
        for error in notKept { onFailure(error) }
        return result
    }

    /// Forgets the queued changes and everything stored.
    package func resetState() throws {
        try writing.exclusively {
            try base.resetState()
            buffer.withLock { $0 = Buffer(state: nil, queued: [], writeScheduled: $0.writeScheduled, basis: nil) }
        }
    }

    /// Writes the queued changes now, on the caller's thread, then reads the base store again (another
    /// process's writes); returns once both are done.
    package func synchronize() throws {
        try flush()
        try reload()
    }

    /// Writes the queued changes now, on the caller's thread; returns once they are stored.
    private func flush() throws {
        guard queuedCount > 0 else { return }
        try updateState { _ in }
    }

    /// After the first `count` queued changes were written and the base store holds `stored`: they
    /// leave the queue, and the state in memory is `stored` with the rest applied.
    private func settle(written count: Int, stored: ReviewState) {
        // Load problems are never saved, so the state now stored has none.
        var stored = stored
        stored.loadProblems = []
        buffer.withLock { buffer in
            buffer.queued.removeFirst(count)
            buffer.build(on: stored)
        }
    }

    private func scheduleWrite() {
        // Half the delay, leaving the other half for the write itself.
        let wait = delay / 2
        if let schedule {
            schedule(wait) { [weak self] in self?.writeBehind() }
            return
        }
        let seconds = Double(wait.components.seconds) + Double(wait.components.attoseconds) / 1e18
        let source = DispatchSource.makeTimerSource(queue: DispatchQueue.global(qos: .utility))
        source.schedule(deadline: .now() + seconds)
        source.setEventHandler { [weak self] in self?.writeBehind() }
        timer.withLock { timer in
            timer?.cancel()
            timer = source
        }
        source.resume()
    }

    /// The scheduled write: on failure the changes stay queued, the failure is told, and the write is
    /// tried again after half the delay.
    private func writeBehind() {
        buffer.withLock { $0.writeScheduled = false }
        do {
            try flush()
        } catch {
            onFailure(error)
            let retry = buffer.withLock { buffer in
                defer { buffer.writeScheduled = true }
                return !buffer.writeScheduled && !buffer.queued.isEmpty
            }
            if retry { scheduleWrite() }
        }
    }

    /// `state` with `changes` applied in order; a change that no longer applies (an event name past
    /// the limit since another process reset the store and added other names) is left out and told to
    /// `notApplied`.
    private static func applying(
        _ changes: [ReviewChange], to state: ReviewState, notApplied: (AskForReviewError) -> Void = { _ in }
    ) -> ReviewState {
        var state = state
        for change in changes {
            do throws(AskForReviewError) {
                try change.apply(to: &state)
            } catch {
                notApplied(error)
            }
        }
        return state
    }

    /// Whether `change` records an event whose name `state` does not hold yet.
    private static func addsEventName(_ change: ReviewChange, to state: ReviewState) -> Bool {
        guard case .event(let event, _, _, _) = change else { return false }
        return state.eventTable[event.name] == nil
    }
}
