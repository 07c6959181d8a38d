import Dispatch
import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// While it lives, an interrupt (Ctrl-C) ends the process at once with exit code 130 (128 + SIGINT),
/// before anything of the run was printed or written: files are written whole after the run. Once
/// the run's output begins (``beginWriting()``), an interrupt no longer ends the process, so 130 always
/// means nothing was written (an interrupt amid a file's replacement exited 130 with the file
/// already replaced).
final class InterruptStop {
    private let source: any DispatchSourceSignal
    private let state: State

    /// Whether the run's output has begun, under a lock that an interrupt holds while it ends the
    /// process: either the interrupt ends it before any output, or the output is written whole.
    final class State: @unchecked Sendable {
        private let lock = NSLock()
        private var writing = false
        /// The files an interrupt removes before it ends the process: what the run was writing.
        let removed: [String]

        init(removing removed: [String] = []) {
            self.removed = removed
        }

        /// Ends the process with 130, clearing a progress line the terminal may show, unless the run's
        /// output has begun; then it returns `true`: the interrupt is ignored.
        @discardableResult
        func interrupt() -> Bool {
            lock.lock()
            defer { lock.unlock() }
            guard !writing else { return true }
            // A folder the run made is removed when it is left empty.
            for path in removed where unlink(path) != 0 { rmdir(path) }
            if isatty(STDERR_FILENO) == 1 {
                let clear = Array("\r\u{1B}[K".utf8)
                _ = clear.withUnsafeBytes { write(STDERR_FILENO, $0.baseAddress, $0.count) }
            }
            exit(130)
        }

        /// Marks the run's output as begun.
        func beginWriting() {
            lock.lock()
            writing = true
            lock.unlock()
        }
    }

    /// An interrupt that ends the process at once until the run's output begins, removing the files
    /// at `removed` (the hidden files a run writes before its output) first.
    init(removingOnInterrupt removed: [String] = []) {
        state = State(removing: removed)
        signal(SIGINT, SIG_IGN)
        source = DispatchSource.makeSignalSource(signal: SIGINT, queue: .global())
        source.setEventHandler { [state] in state.interrupt() }
        source.resume()
    }

    /// From now on an interrupt does not end the process: the run's output (its files, then what it
    /// prints) is written whole. Called before the first of it.
    func beginWriting() {
        state.beginWriting()
    }

    /// Gives the interrupt back its default meaning.
    func cancel() {
        source.cancel()
        signal(SIGINT, SIG_DFL)
    }
}
