import Foundation

/// Where the shell writes and reads; tests and the demo swap in their own.
struct Console: Sendable {
    var out: @Sendable (String) -> Void
    var error: @Sendable (String) -> Void

    /// Standard output and standard error, each line flushed at once.
    static let standard = Console(
        out: { line in
            FileHandle.standardOutput.write(Data((line + "\n").utf8))
        },
        error: { line in
            FileHandle.standardError.write(Data((line + "\n").utf8))
        }
    )
}
