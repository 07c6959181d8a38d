import AskForReviewSimulation
import Foundation

/// `--events FILE|-`: the event log a command reads (`-`: standard input), checked as the command line
/// is read, and read with the same progress line, messages and exit codes by every command.
struct EventLogInput: Equatable {
    /// The log's path, or `-` for standard input.
    let path: String

    /// The log `--events` names, for the command `needing` it (as the messages name it).
    /// - Throws: a usage error when `--events` is missing, or names no file (exit 66).
    init(_ input: CommandInput, needing command: String) throws(UsageError) {
        guard let path = input.string("--events") else {
            throw UsageError("\(command) needs --events FILE (or - for standard input)", command: input.command)
        }
        if path != "-" {
            var folder: ObjCBool = false
            guard FileManager.default.fileExists(atPath: path, isDirectory: &folder) else {
                throw UsageError("--events: cannot read \(TerminalText.quoted(path)): no such file", code: .noInput)
            }
            guard !folder.boolValue else {
                throw UsageError(
                    "--events: cannot read \(TerminalText.quoted(path)): it is a folder, not an event log",
                    code: .noInput)
            }
        }
        self.path = path
    }

    /// The exit code of `then` given what `read` makes of the log (from its handle, telling a progress
    /// callback how far it has read): the progress shown on a terminal unless `quiet`, of the whole file or
    /// of the part `shard` reads. A log with problems is reported on `console`, each problem with its
    /// line, saying `nothing` (what was not done), and its exit code returned instead.
    @MainActor func read<Read>(
        console: Console, quiet: Bool, nothing: String, shard: Shard = Shard(),
        _ read: (FileHandle, (LogProgress) -> Void) throws -> Read,
        then: (Read) -> Int32
    ) -> Int32 {
        let handle = path == "-" ? FileHandle.standardInput : FileHandle(forReadingAtPath: path)
        guard let handle else {
            console.error("AppShell: --events: cannot read \(TerminalText.quoted(path)): permission denied")
            return ExitCode.noInput.rawValue
        }
        // A line of progress on a terminal: of the file's size, or of what standard input or a shard's
        // part of a file gave so far, with the lines and users read.
        let part = shard.split == .bytes && shard.count > 1
        let size = path == "-" || part ? nil : (try? FileManager.default.attributesOfItem(atPath: path))?[.size] as? Int
        let latest = LatestProgress()
        let progress = ProgressLine(total: size, enabled: !quiet) { read, total in
            let counts = "\(latest.lines) lines, \(latest.users) users"
            if part {
                return "read \(read >> 20) MB of shard \(shard.index + 1) of \(shard.count) of the log (\(counts))"
            }
            guard let total else { return "read \(read >> 20) MB of the log from standard input (\(counts))" }
            return "read \(read >> 20) of \(total >> 20) MB of the log (\(counts))"
        }
        let outcome = Result {
            try read(handle) {
                (latest.lines, latest.users) = ($0.lines, $0.users)
                progress.update($0.bytes)
            }
        }
        progress.finish()
        switch outcome {
        case .success(let result): return then(result)
        case .failure(let error as EventLogError):
            let count = error.problems.count + error.unlisted
            console.error(
                "AppShell: --events: \(TerminalText.quoted(path)) is not a valid event log "
                    + "(\(count == 1 ? "1 problem" : "\(count) problems"), below); \(nothing)")
            for line in error.description.split(separator: "\n") {
                console.error("  " + TerminalText.safe(String(line), limit: 300))
            }
            return ExitCode.dataError.rawValue
        case .failure(let error):
            console.error("AppShell: --events: cannot read \(TerminalText.quoted(path)): \(error)")
            return ExitCode.ioError.rawValue
        }
    }
}

/// The lines and users a log's reading has reached, for the progress line's words to read.
private final class LatestProgress {
    var lines = 0
    var users = 0
}
