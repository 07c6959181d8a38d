import AskForReviewSimulation
import Foundation

/// `--events FILE|FOLDER|-`: the event log a command reads (`-`: standard input; a folder: the files
/// in it, read one after another as one log), checked as the command line is read, and read with the
/// same progress line, messages and exit codes by every command.
struct EventLogInput: Equatable {
    /// The log's path, or `-` for standard input.
    let path: String
    /// The files read, in order: the log's path, or the files of its folder (whose names need not
    /// be UTF-8).
    let files: [LogPath]

    /// The most files a folder may hold.
    static let maximumFiles = 1_000

    /// The log at `path` read from `files`.
    init(path: String, files: [LogPath]) {
        self.path = path
        self.files = files
    }

    /// The log `--events` names, for the command `needing` it (as the messages name it).
    /// - Throws: a usage error when `--events` is missing, or names no file, or a folder holding no
    ///   file, another folder, anything but regular files or more than ``maximumFiles`` files (exit 66).
    init(_ input: CommandInput, needing command: String) throws(UsageError) {
        guard let path = input.string("--events") else {
            throw UsageError(
                "\(command) needs --events FILE (a folder of a log's files, or - for standard input)",
                command: input.command)
        }
        self.path = path
        files = path == "-" ? [LogPath(path)] : try Self.files(at: path)
    }

    /// The file at `path`, or the files of the folder at `path` in the order of their names (their
    /// bytes), hidden ones (a name starting with ".") left out.
    private static func files(at path: String) throws(UsageError) -> [LogPath] {
        func refused(_ problem: String) -> UsageError {
            UsageError("--events: cannot read \(TerminalText.quoted(path)): \(problem)", code: .noInput)
        }
        let folder = LogPath(path)
        guard let status = folder.status() else { throw refused("no such file") }
        guard status.st_mode & S_IFMT == S_IFDIR else { return [folder] }
        guard let names = folder.folderNames() else { throw refused("the folder cannot be listed") }
        let files = names.filter { $0.first != UInt8(ascii: ".") }.sorted { $0.lexicographicallyPrecedes($1) }
            .map { folder.appending($0) }
        guard !files.isEmpty else { throw refused("the folder holds no files (a log's files, read in name order)") }
        guard files.count <= maximumFiles else {
            throw refused("the folder holds \(files.count) files, more than \(maximumFiles)")
        }
        for file in files {
            // What the entry is, a link followed: a log's folder holds regular files only (a pipe among
            // them would wait for a writer).
            guard let status = file.status() else { throw refused("its \(Self.name(of: file)) is a link to nothing") }
            switch status.st_mode & S_IFMT {
            case S_IFREG: continue
            case S_IFDIR: throw refused("its \(Self.name(of: file)) is a folder; a log's folder holds its files only")
            default:
                throw refused("its \(Self.name(of: file)) is not a regular file; a log's folder holds its files only")
            }
        }
        return files
    }

    /// The exit code of `then` given what `read` makes of the log (from its handles, one for each of
    /// ``files``, telling a progress callback how far it has read): the progress shown on a terminal
    /// unless `quiet`, of the whole log or of the part `shard` reads. A log with problems is reported on `console`, each problem with its
    /// line, saying `nothing` (what was not done), and its exit code returned instead.
    @MainActor func read<Read>(
        console: Console, quiet: Bool, nothing: String, shard: Shard = Shard(),
        _ read: ([FileHandle], (LogProgress) -> Void) throws -> Read,
        then: (Read) -> Int32
    ) -> Int32 {
        var handles: [FileHandle] = []
        for file in files {
            guard let handle = path == "-" ? FileHandle.standardInput : file.openForReading() else {
                console.error("AppShell: --events: cannot read \(TerminalText.quoted(file.text)): permission denied")
                return ExitCode.noInput.rawValue
            }
            handles.append(handle)
        }
        defer {
            for handle in handles where handle !== FileHandle.standardInput { try? handle.close() }
        }
        // A line of progress on a terminal: of the file's size, or of what standard input or a shard's
        // part of a file gave so far, with the lines and users read.
        let part = shard.split == .bytes && shard.count > 1
        let size = path == "-" || part ? nil : files.reduce(0) { $0 + Self.size(of: $1) }
        let latest = LatestProgress()
        let progress = ProgressLine(total: size, enabled: !quiet) { read, total in
            let counts = "\(TerminalText.counted(latest.lines, "line")), \(TerminalText.counted(latest.users, "user"))"
            if part {
                return "read \(read >> 20) MB of shard \(shard.index + 1) of \(shard.count) of the log (\(counts))"
            }
            guard let total else { return "read \(read >> 20) MB of the log from standard input (\(counts))" }
            return "read \(read >> 20) of \(total >> 20) MB of the log (\(counts))"
        }
        let outcome = Result {
            try read(handles) {
                (latest.lines, latest.users) = ($0.lines, $0.users)
                progress.update($0.bytes)
            }
        }
        progress.finish()
        switch outcome {
        case .success(let result):
            guard let gone = replaced(handles) else { return then(result) }
            console.error(
                "AppShell: --events: \(TerminalText.quoted(gone.text)) was replaced or removed while it was read; \(nothing)"
            )
            return ExitCode.ioError.rawValue
        case .failure(let error as EventLogError):
            let count = error.problems.count + error.unlisted
            console.error(
                "AppShell: --events: \(TerminalText.quoted(path)) is not a valid event log "
                    + "(\(TerminalText.counted(count, "problem")), below); \(nothing)")
            for line in error.description.split(separator: "\n") {
                console.error("  " + TerminalText.safe(String(line), limit: 300))
            }
            if files.count > 1 { console.error(whereIn(error.problems)) }
            if let hint = hint(for: error, shard: shard) { console.error(hint) }
            return ExitCode.dataError.rawValue
        case .failure(let error):
            console.error("AppShell: --events: cannot read \(TerminalText.quoted(path)): \(error)")
            if files.count > 1 { console.error(whereIn(["\(error)"])) }
            return ExitCode.ioError.rawValue
        }
    }
}

extension EventLogInput {
    /// What fixes the problems of `error`, when they say how: a log out of order read once (standard
    /// input, or a shard of a file's bytes), or a file that is one JSON array (a BigQuery console
    /// download) rather than a line an event.
    private func hint(for error: EventLogError, shard: Shard) -> String? {
        if path != "-", let file = files.first, Self.startsWithList(file) {
            return "hint: the log is one JSON array (as BigQuery's console downloads a result), not a line an event: "
                + "export newline-delimited JSON (bq extract --destination_format NEWLINE_DELIMITED_JSON, or EXPORT "
                + "DATA … OPTIONS (format = 'JSON')), or convert it with jq -c '.[]'"
        }
        guard error.problems.contains(where: { $0.contains("(sort by user, then time)") }) else { return nil }
        if path == "-" {
            return "hint: standard input is read once, in order: --any-order gathers each user's lines from the "
                + "start, or give the file's path, which is read again in any order (a gzip file as it is)"
        }
        if shard.split == .bytes, shard.count > 1 {
            return "hint: --shard K/N of a file reads its part of the bytes, so the log must be sorted by user and "
                + "time: divide an unsorted log once with 'replay partition --parts N', then replay each part"
        }
        return nil
    }

    /// Whether the file at `path` starts, after any spaces, with `[`.
    private static func startsWithList(_ path: LogPath) -> Bool {
        guard let handle = path.openForReading() else { return false }
        defer { try? handle.close() }
        let start = (try? handle.read(upToCount: 256)) ?? Data()
        return start.first { ![0x20, 0x09, 0x0A, 0x0D, 0xEF, 0xBB, 0xBF].contains($0) } == UInt8(ascii: "[")
    }

    /// The first of ``files`` that is no longer the file its handle of `handles` reads (replaced by
    /// another or removed while it was read), if any.
    private func replaced(_ handles: [FileHandle]) -> LogPath? {
        guard path != "-" else { return nil }
        for (file, handle) in zip(files, handles) {
            var opened = stat()
            guard fstat(handle.fileDescriptor, &opened) == 0 else { continue }
            guard let there = file.status(), there.st_ino == opened.st_ino, there.st_dev == opened.st_dev else {
                return file
            }
        }
        return nil
    }

    /// The size of the file at `path` in bytes, or 0 when it cannot be read.
    private static func size(of path: LogPath) -> Int {
        path.status().map { Int($0.st_size) } ?? 0
    }

    /// Which file of the folder each line or file `problems` name is: the log's lines count through
    /// its files one after another (a file's last line ending with it), and its files from 1.
    private func whereIn(_ problems: [String]) -> String {
        let text = problems.joined(separator: "\n")
        let lines = Set(Self.numbers(after: "line ", in: text)).sorted().prefix(10)
        var named = Self.numbers(after: "file ", in: text).filter { files.indices.contains($0 - 1) }.map {
            "file \($0) is \(Self.name(of: files[$0 - 1]))"
        }
        var first = 1
        for file in files where !lines.isEmpty {
            let count = Self.lines(in: file)
            for line in lines where (first..<first + count).contains(line) {
                named.append("line \(line) is line \(line - first + 1) of \(Self.name(of: file))")
            }
            first += count
            if first > lines[lines.endIndex - 1] { break }
        }
        return "  (the log is the folder's files one after another, in name order: " + named.joined(separator: "; ")
            + ")"
    }

    /// The name of `file` in its folder, quoted.
    private static func name(of file: LogPath) -> String {
        TerminalText.quoted(file.name.text)
    }

    /// The numbers that follow `word` in `text`.
    private static func numbers(after word: String, in text: String) -> [Int] {
        text.components(separatedBy: word).dropFirst().compactMap { Int($0.prefix { $0.isASCII && $0.isNumber }) }
    }

    /// How many lines the file at `path` has, a last line without a newline counted.
    private static func lines(in path: LogPath) -> Int {
        guard let handle = path.openForReading() else { return 0 }
        defer { try? handle.close() }
        var count = 0
        var last: UInt8?
        while let data = try? handle.read(upToCount: 1 << 20), let end = data.last {
            count += data.reduce(0) { $0 + ($1 == UInt8(ascii: "\n") ? 1 : 0) }
            last = end
        }
        return count + (last.map { $0 == UInt8(ascii: "\n") ? 0 : 1 } ?? 0)
    }
}

/// The lines and users a log's reading has reached, for the progress line's words to read.
private final class LatestProgress {
    var lines = 0
    var users = 0
}
