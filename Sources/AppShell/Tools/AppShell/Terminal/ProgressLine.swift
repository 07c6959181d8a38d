import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A progress line on standard error with an estimate of the time left (with no total known, the
/// time so far), shown only when standard error is a terminal and only once a run has taken more than
/// a second; it rewrites itself in place and is cleared at the end. Nothing of it reaches standard
/// output or a pipe.
final class ProgressLine {
    private let total: Int?
    /// What is done: "simulated %d of %d users".
    private let words: (_ done: Int, _ total: Int?) -> String
    private let clock = ContinuousClock()
    private let started: ContinuousClock.Instant
    private let enabled: Bool
    private var shown = false

    /// A progress line for `total` items (`nil`: not known), worded by `words` (by default, simulated
    /// users), on when `enabled` and standard error is a terminal.
    init(
        total: Int?, enabled: Bool,
        words: @escaping (_ done: Int, _ total: Int?) -> String = { "simulated \($0) of \($1 ?? 0) users" }
    ) {
        self.total = total
        self.words = words
        started = clock.now
        self.enabled = enabled && isatty(STDERR_FILENO) == 1
    }

    /// `done` of the items are done.
    func update(_ done: Int) {
        guard enabled, total.map({ done < $0 }) ?? true else { return }
        let elapsed = clock.now - started
        guard elapsed > .seconds(1) else { return }
        shown = true
        emit("\r" + Self.text(done: done, total: total, elapsed: elapsed, words: words) + "\u{1B}[K")
    }

    /// Clears the line, if it was shown.
    func finish() {
        if shown { emit("\r\u{1B}[K") }
    }

    /// The words: how many are done and about how long the rest takes at the pace so far, or, with no
    /// total known, how long it has taken so far.
    static func text(
        done: Int, total: Int?, elapsed: Duration,
        words: (_ done: Int, _ total: Int?) -> String = { "simulated \($0) of \($1 ?? 0) users" }
    ) -> String {
        let seconds = Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
        guard let total else { return words(done, nil) + ", \(Int(seconds)) s so far" }
        let left = done == 0 ? nil : seconds * Double(total - done) / Double(done)
        return words(done, total) + (left.map { ", about \(Int($0.rounded(.up))) s left" } ?? "")
    }

    private func emit(_ text: String) {
        let bytes = Array(text.utf8)
        _ = bytes.withUnsafeBytes { write(STDERR_FILENO, $0.baseAddress, $0.count) }
    }
}
