import AskForReviewData
import AskForReviewDomain

/// The shell's exit codes, after BSD's `sysexits.h`.
enum ExitCode: Int32 {
    case success = 0
    /// A command line that cannot be run (unknown command or option, bad value).
    case usage = 64
    /// A policy file that is not a valid policy (every problem listed).
    case dataError = 65
    /// A file named on the command line that cannot be read.
    case noInput = 66
    /// Something unexpected went wrong inside the shell.
    case software = 70
    /// A file the command line names for output cannot be written: a folder, a FIFO, a device, a
    /// symbolic link, another user's or a read-only file, or a missing folder.
    case cannotCreate = 73
    /// The store could not be read or written, or standard output could not be written.
    case ioError = 74
    /// The store is busy: another process held its lock for longer than a write waits. Try again.
    case temporaryFailure = 75

    /// The exit code and the one line to print for `error`, which ended a command after the store
    /// committed `committedUpdates` of its updates: "busy" is a temporary failure (75, try again) only
    /// when nothing was committed; after a committed update it is an input/output error (74) that says
    /// part of the command was stored.
    static func failure(for error: any Error, committedUpdates: Int = 0) -> (code: ExitCode, line: String) {
        switch error {
        case StoreError.busy where committedUpdates > 0:
            (
                .ioError,
                "AppShell: \(error); what the command recorded before it is stored, the rest is not, so do not repeat the command: see 'AppShell status'."
            )
        case StoreError.busy:
            (.temporaryFailure, "AppShell: \(error); nothing was changed, try again.")
        case let error as StoreError: (.ioError, "AppShell: \(error.description)")
        case AskForReviewError.noPrePromptAwaitingAnswer:
            (
                .usage,
                "AppShell: no pre-prompt awaits an answer (none was shown, or it was answered already); nothing was recorded. See 'AppShell help respond'."
            )
        case AskForReviewError.policyHasNoPrePrompt(let policy):
            (
                .usage,
                "AppShell: the \(policy) policy shows no pre-prompt, so there is nothing to respond to. See 'AppShell help respond'."
            )
        default: (.software, "AppShell: unexpected failure: \(error)")
        }
    }
}
