public import Foundation

/// A settable "now" for the use case's injected clock: fixed until a test moves it.
public final class SteppingDate: @unchecked Sendable {
    private let lock = NSLock()
    private var current: Date

    /// Starts at `start`.
    public init(_ start: Date) {
        current = start
    }

    /// The current date.
    public var now: Date { lock.withLock { current } }

    /// Moves now by `seconds` (negative moves it back, like a user changing the clock).
    public func advance(seconds: TimeInterval) {
        lock.withLock { current = current.addingTimeInterval(seconds) }
    }

    /// Moves now by whole `days`.
    public func advance(days: Double) {
        advance(seconds: days * 86_400)
    }

    /// Sets now to `date`.
    public func set(_ date: Date) {
        lock.withLock { current = date }
    }

    /// The closure the use case takes as its clock.
    public var provider: @Sendable () -> Date { { [self] in now } }
}

extension Date {
    /// A date from an ISO-8601 UTC literal such as `2026-01-01T00:00:00Z`; traps on a typo in a test.
    public static func iso(_ text: String) -> Date {
        guard let date = try? Date(text, strategy: .iso8601) else {
            preconditionFailure("bad ISO-8601 literal in a test: \(text)")
        }
        return date
    }
}
