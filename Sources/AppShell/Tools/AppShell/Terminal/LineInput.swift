import Foundation

/// A source of input lines for the demo: standard input (a terminal or a pipe), or lines from a test.
struct LineInput: Sendable {
    /// Starts delivering lines to `deliver`, then `nil` once at the end of input.
    let start: @Sendable (_ deliver: @escaping @Sendable (String?) -> Void) -> Void

    /// Standard input, read on a thread of its own so the demo's pause never blocks on it.
    static let standardInput = LineInput { deliver in
        Thread.detachNewThread {
            while let line = readLine() { deliver(line) }
            deliver(nil)
        }
    }

    /// The given lines, then the end of input.
    static func lines(_ lines: [String]) -> LineInput {
        LineInput { deliver in
            for line in lines { deliver(line) }
            deliver(nil)
        }
    }
}
