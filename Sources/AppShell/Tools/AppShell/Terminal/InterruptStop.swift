import Dispatch
import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// While it lives, an interrupt (Ctrl-C) ends the process at once with exit code 130 (128 + SIGINT),
/// before anything of the run was printed or written: files are written whole after the run.
final class InterruptStop {
    private let source: any DispatchSourceSignal

    init() {
        signal(SIGINT, SIG_IGN)
        source = DispatchSource.makeSignalSource(signal: SIGINT, queue: .global())
        source.setEventHandler {
            // Clear a progress line the terminal may show; nothing else was printed.
            if isatty(STDERR_FILENO) == 1 {
                let clear = Array("\r\u{1B}[K".utf8)
                _ = clear.withUnsafeBytes { write(STDERR_FILENO, $0.baseAddress, $0.count) }
            }
            exit(130)
        }
        source.resume()
    }

    /// Gives the interrupt back its default meaning.
    func cancel() {
        source.cancel()
        signal(SIGINT, SIG_DFL)
    }
}
