import AskForReviewDomain
import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// Where the shell writes and reads; tests and the demo swap in their own.
///
/// Every line is written with its control characters escaped (see ``TerminalText``), so no value
/// from outside can fake a line of output.
struct Console: Sendable {
    var out: @Sendable (String) -> Void
    var error: @Sendable (String) -> Void
    /// Why standard output could not be written, once a write failed; `nil` while every write worked.
    var outputFailure: @Sendable () -> OutputFailure? = { nil }

    /// Standard output and standard error, each line written at once. A failed write to standard
    /// output (a full disk, a closed descriptor, a reader gone) is remembered, never a crash.
    ///
    /// Makes sure descriptors 0, 1 and 2 are open first (on `/dev/null` where the caller closed one),
    /// so no file the shell opens can land on them, and turns off `SIGPIPE`, so a reader that went
    /// away is a write error. Call once, before anything else.
    static func standard() -> Console {
        signal(SIGPIPE, SIG_IGN)
        var outputClosed = false
        for descriptor in [STDIN_FILENO, STDOUT_FILENO, STDERR_FILENO] where fcntl(descriptor, F_GETFD) == -1 {
            // open returns the lowest free descriptor: this one, as the ones below it are open.
            _ = open("/dev/null", descriptor == STDIN_FILENO ? O_RDONLY : O_WRONLY)
            if descriptor == STDOUT_FILENO { outputClosed = true }
        }
        let closed = OutputFailure(reason: "it is closed", readerWentAway: false)
        let output = StandardStream(descriptor: STDOUT_FILENO, failure: outputClosed ? closed : nil)
        let error = StandardStream(descriptor: STDERR_FILENO)
        return Console(
            out: { output.write(line: $0) },
            error: { error.write(line: $0) },
            outputFailure: { output.failure }
        )
    }
}

/// Why a standard stream could not be written.
struct OutputFailure: Sendable, Equatable {
    /// The system's words for the failure, such as "No space left on device".
    let reason: String
    /// Whether the stream is a pipe whose reader closed it (`EPIPE`): `AppShell status | head -1`.
    /// That is the reader's choice, not a failure of the command.
    let readerWentAway: Bool
}

/// One standard stream written with `write(2)`: each line escaped, the first failure kept.
///
/// `Sendable` because ``firstFailure`` is only read or written holding ``lock``; holding it while
/// writing also keeps lines whole across threads.
final class StandardStream: @unchecked Sendable {
    private let descriptor: Int32
    private let lock = NSLock()
    private var firstFailure: OutputFailure?

    /// A stream on `descriptor`; with a `failure`, one that is known not to work and writes nothing.
    init(descriptor: Int32, failure: OutputFailure? = nil) {
        self.descriptor = descriptor
        firstFailure = failure
    }

    /// Why a write failed, or `nil`.
    var failure: OutputFailure? { lock.withLock { firstFailure } }

    func write(line: String) {
        let bytes = Array((TerminalText.safe(line) + "\n").utf8)
        lock.withLock {
            guard firstFailure == nil else { return }
            var offset = 0
            while offset < bytes.count {
                let count = bytes[offset...].withUnsafeBytes { writeBytes(descriptor, $0.baseAddress, $0.count) }
                if count < 0 {
                    if errno == EINTR { continue }
                    let code = errno
                    firstFailure = OutputFailure(reason: String(cString: strerror(code)), readerWentAway: code == EPIPE)
                    return
                }
                offset += count
            }
        }
    }
}

/// `write(2)`, named so the stream's own `write(line:)` does not hide it.
private func writeBytes(_ descriptor: Int32, _ bytes: UnsafeRawPointer?, _ count: Int) -> Int {
    write(descriptor, bytes, count)
}
