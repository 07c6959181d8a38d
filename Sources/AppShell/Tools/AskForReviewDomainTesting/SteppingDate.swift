public import Foundation

/// A "now" a test sets and moves, for the use case's injected clock (`currentDate:`): fixed until
/// the test moves it, backwards too, like a user changing the device clock.
public final class SteppingDate: @unchecked Sendable {
    // `@unchecked`: `current` is read and written only under `lock`.
    private let lock = NSLock()
    private var current: Date

    /// A date fixed at `start`.
    public init(_ start: Date) {
        current = start
    }

    /// The date now.
    public var now: Date { lock.withLock { current } }

    /// Moves now by `seconds` (negative: back).
    public func advance(seconds: TimeInterval) {
        lock.withLock { current = current.addingTimeInterval(seconds) }
    }

    /// Moves now by `days` of 86,400 seconds.
    public func advance(days: Double) {
        advance(seconds: days * 86_400)
    }

    /// Sets now to `date`.
    public func set(_ date: Date) {
        lock.withLock { current = date }
    }

    /// The closure to pass as the use case's `currentDate`: it reads ``now``.
    public var provider: @Sendable () -> Date { { [self] in now } }
}
