import AskForReviewDomain
import Dispatch
import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// Takes an exclusive `flock` on an open descriptor, waiting at most a given time, and is woken by
/// the kernel the moment the holder lets go.
///
/// Polling with `LOCK_NB` between short sleeps starves a waiter: under steady contention another
/// writer takes the lock again in the gap between two polls, again and again (8 processes each
/// making 250 updates in a loop, beside 3 busy cores: with a 1 s bound 16 of 48 polling writers gave
/// up, none of 48 blocking ones). So a contended wait blocks in `flock` on a thread of its own while
/// the caller waits for it with a time limit. When the limit passes first, that thread is left to
/// finish on its own: it keeps the descriptor, and when its `flock` returns it lets go of the lock and
/// closes the descriptor, so a descriptor is never closed while a call still uses it. An uncontended
/// lock is taken at once, on the caller's thread.
enum ExclusiveLockWait {
    /// How a wait ended, and who owns the descriptor afterwards.
    enum Outcome: Equatable {
        /// The lock is held; the caller lets go of it and closes the descriptor.
        case acquired
        /// The time ran out; the descriptor now belongs to the waiting thread, which closes it.
        case timedOut
        /// `flock` failed with this `errno`; the caller closes the descriptor.
        case failed(Int32)
    }

    /// Where the waiting thread stands, shared with the caller.
    private enum Progress {
        case waiting
        case finished(errno: Int32)
        case abandoned
    }

    /// Takes the lock on `descriptor`, waiting at most `timeout` for another holder to let go.
    static func acquire(_ descriptor: Int32, within timeout: Duration) -> Outcome {
        switch lock(descriptor, LOCK_EX | LOCK_NB) {
        case 0: return .acquired
        case EWOULDBLOCK: break
        case let error: return .failed(error)
        }
        let progress = Locked(Progress.waiting)
        let done = DispatchSemaphore(value: 0)
        let waiter = Thread {
            let error = lock(descriptor, LOCK_EX)
            let abandoned = progress.withLock { state in
                if case .abandoned = state { return true }
                state = .finished(errno: error)
                return false
            }
            if abandoned {
                if error == 0 { flock(descriptor, LOCK_UN) }
                close(descriptor)
            }
            done.signal()
        }
        waiter.start()
        _ = done.wait(timeout: .now() + .nanoseconds(nanoseconds(in: timeout)))
        return progress.withLock { state in
            switch state {
            case .finished(let error):
                return error == 0 ? .acquired : .failed(error)
            case .waiting, .abandoned:
                state = .abandoned
                return .timedOut
            }
        }
    }

    /// `flock(descriptor, operation)`, again after an interruption: 0 when the lock was taken,
    /// otherwise the `errno` (`EWOULDBLOCK` when `LOCK_NB` found it held).
    private static func lock(_ descriptor: Int32, _ operation: Int32) -> Int32 {
        while flock(descriptor, operation) != 0 {
            if errno != EINTR { return errno }
        }
        return 0
    }

    /// `duration` in whole nanoseconds, from 0 up to a billion seconds (about 31 years).
    private static func nanoseconds(in duration: Duration) -> Int {
        let (seconds, attoseconds) = duration.components
        let wholeSeconds = Int(min(max(seconds, 0), 1_000_000_000))
        return wholeSeconds * 1_000_000_000 + (seconds < 0 ? 0 : Int(attoseconds / 1_000_000_000))
    }
}
