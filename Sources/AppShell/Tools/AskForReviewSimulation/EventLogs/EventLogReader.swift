import AskForReviewDomain
import Foundation

/// Reads an event log — JSON Lines from a file or standard input, or events a team builds — into
/// each user's history, strictly (every problem with its line, see ``UserHistories``), and hands each
/// history on as soon as it is complete: one user's history is held at a time. What ``LogReplay``
/// replays and what ``PopulationFit`` estimates a population from.
struct EventLogReader {
    /// The histories being gathered, and their problems.
    private var histories = UserHistories()
    /// Whether each user id is replaced by its stable hash as it is read.
    private let hashesUserIDs: Bool
    /// The texts the lines repeat (event names, the user and version of the line before), each made once.
    private var texts = LineTextCache()
    /// The reader of the export's lines, or `nil` for the package's own event log lines.
    private var export: ExportLineReader?
    /// The last user id hashed, and its hash.
    private var lastHashed: (user: String, hashed: String)?
    /// The lines of each user, counted as they are read.
    private var tally = LineTally()

    private init(hashesUserIDs: Bool, format: ExportFormat? = nil) {
        self.hashesUserIDs = hashesUserIDs
        export = format.map { ExportLineReader($0) }
    }

    /// Hands `eachUser` the history of every user of `events`, in the order the users come, and
    /// `eachUserLines` each user's events counted as lines.
    /// - Throws: an ``EventLogError`` when a user's events do not come together or in time order
    ///   (positions counted from 1, as lines); the histories handed on before then are to be dropped.
    static func read(
        _ events: some Sequence<LoggedEvent>, hashesUserIDs: Bool = false,
        eachUserLines: (LineTally.User) -> Void = { _ in }, eachUser: ([LoggedEvent]) -> Void
    ) throws(EventLogError) {
        var reader = EventLogReader(hashesUserIDs: hashesUserIDs)
        for (offset, event) in events.enumerated() {
            var finished: LineTally.User?
            _ = reader.tally.note(event.user, leftOut: nil, isEvent: true) { finished = $0 }
            reader.add(event, line: offset + 1, eachUser: eachUser)
            if let finished { eachUserLines(finished) }
        }
        try reader.finish(eachUser: eachUser)
        reader.tally.finish(eachUserLines)
    }

    /// Hands `eachUser` the history of every user of the JSON Lines log `chunks` reads (a handle to its
    /// end, or a part of a log's files, its lines numbered from `firstLine`), its lines in `format` (by
    /// default the package's own), and `progress` how far the reading has gone, after each megabyte.
    /// With `stopsOutOfOrder`, a log whose users' lines are not together or in time order stops the
    /// reading (a ``LogOutOfOrder``), within a megabyte, for the caller to read it in any order.
    /// `eachUserLines` is told each user's lines (``LineTally``) once they are read, after the user's
    /// history is handed on.
    /// - Returns: the users read, and what became of the lines no user's history holds.
    /// - Throws: an ``EventLogError`` listing every problem of the log, each with its line; or the
    ///   error reading threw. The histories handed on before then are to be dropped.
    @discardableResult
    static func read(
        from chunks: FileChunks, firstLine: Int = 1, hashesUserIDs: Bool = false, format: ExportFormat? = nil,
        stopsOutOfOrder: Bool = false, progress: (LogProgress) -> Void,
        eachUserLines: (LineTally.User) -> Void = { _ in }, eachUser: ([LoggedEvent]) -> Void
    ) throws -> LogLinesRead {
        var reader = EventLogReader(hashesUserIDs: hashesUserIDs, format: format)
        var lines = EventLogLines(firstLine: firstLine)
        var chunks = chunks
        let stream = chunks.isStream
        var read = 0
        while let chunk = try chunks.next() {
            if read == 0, stream { try refuseCompressed(chunk) }
            lines.read(chunk) { reader.add(line: $1, number: $0, eachUserLines: eachUserLines, eachUser: eachUser) }
            read += chunk.count
            // A log out of order is read again, gathered by user, when the caller can: the sooner the better.
            if stopsOutOfOrder, reader.histories.outOfOrder { throw LogOutOfOrder() }
            progress(LogProgress(bytes: read, lines: lines.lineNumber - firstLine, users: reader.histories.seen.count))
        }
        lines.finish { reader.add(line: $1, number: $0, eachUserLines: eachUserLines, eachUser: eachUser) }
        if stream, read == 0 { throw EventLogError(problems: ["the log is empty"], unlisted: 0) }
        if stopsOutOfOrder, reader.histories.outOfOrder { throw LogOutOfOrder() }
        return try reader.finishLog(eachUserLines: eachUserLines, eachUser: eachUser)
    }

    /// Hands `eachUser` the history of every user of `part`, a part of a log read in any order
    /// (``UserPartitions``), its lines in `format`.
    /// - Returns: as ``read(from:firstLine:hashesUserIDs:format:stopsOutOfOrder:progress:eachUser:)``.
    @discardableResult
    static func read(
        part: SortedPart, hashesUserIDs: Bool, format: ExportFormat?,
        eachUserLines: (LineTally.User) -> Void = { _ in }, eachUser: ([LoggedEvent]) -> Void
    ) throws(EventLogError) -> LogLinesRead {
        var reader = EventLogReader(hashesUserIDs: hashesUserIDs, format: format)
        if part.holdsEvents {
            part.forEachLine { reader.add(gathered: $1, number: $0, eachUserLines: eachUserLines, eachUser: eachUser) }
        } else {
            part.forEachLine {
                reader.add(line: .text($1), number: $0, eachUserLines: eachUserLines, eachUser: eachUser)
            }
        }
        return try reader.finishLog(eachUserLines: eachUserLines, eachUser: eachUser)
    }

    /// Ends the reading of a log: its last user's history handed on, then their lines.
    /// - Returns: the users read, and what became of the lines no user's history holds.
    private mutating func finishLog(
        eachUserLines: (LineTally.User) -> Void, eachUser: ([LoggedEvent]) -> Void
    ) throws(EventLogError) -> LogLinesRead {
        try finish(eachUser: eachUser)
        tally.finish(eachUserLines)
        return LogLinesRead(users: histories.seen, userless: tally.userless, leftOutUsers: tally.leftOutUsers)
    }

    /// Refuses a log (or the file of it that `which` names) whose first bytes, `start`, say it is
    /// compressed (gzip, bzip2, xz, zstd), naming the command that decompresses it.
    static func refuseCompressed(_ start: [UInt8], _ which: String = "the log") throws(EventLogError) {
        let signatures: [(format: String, command: String, bytes: [UInt8])] = [
            ("gzip", "zcat", [0x1F, 0x8B]), ("bzip2", "bzcat", [0x42, 0x5A, 0x68]),
            ("xz", "xzcat", [0xFD, 0x37, 0x7A, 0x58, 0x5A, 0x00]), ("zstd", "zstdcat", [0x28, 0xB5, 0x2F, 0xFD]),
        ]
        guard let (format, command, _) = signatures.first(where: { start.starts(with: $0.bytes) }) else { return }
        throw EventLogError(
            problems: [
                "\(which) is \(format)-compressed data, not JSON Lines; decompress it as it is read: "
                    + "\(command) FILE, into standard input"
            ], unlisted: 0)
    }

    private mutating func add(
        line: EventLogLines.Line, number: Int, eachUserLines: (LineTally.User) -> Void,
        eachUser: ([LoggedEvent]) -> Void
    ) {
        var finished: LineTally.User?
        defer { if let finished { eachUserLines(finished) } }
        switch line {
        case .tooLong:
            histories.note(LoggedEventLine.problem(number, "longer than \(EventLogLines.maximumLineBytes) bytes"))
        case .text(let bytes):
            // An export's lines apart from the log's own: one result of an optional event for both
            // cost a replay of the log's own lines 8% more instructions (callgrind).
            if export != nil {
                do throws(EventLogError) {
                    guard let line = try export?.read(bytes, number: number) else { return }
                    add(line, from: bytes, number: number, finished: &finished, eachUser: eachUser)
                } catch {
                    histories.note(error)
                }
                return
            }
            switch LoggedEventLine.event(in: bytes, number: number, texts: &texts) {
            case .success(let event): add(logged: event, number: number, finished: &finished, eachUser: eachUser)
            case .failure(let error): histories.note(error)
            }
        }
    }

    /// Adds the event line `number` of the package's own log held, as a part of a log read in any
    /// order holds it (``GatheredEvent``), its line read and checked before.
    private mutating func add(
        gathered record: ArraySlice<UInt8>, number: Int, eachUserLines: (LineTally.User) -> Void,
        eachUser: ([LoggedEvent]) -> Void
    ) {
        var finished: LineTally.User?
        defer { if let finished { eachUserLines(finished) } }
        guard let event = record.withUnsafeBufferPointer({ GatheredEvent.event(in: $0, texts: &texts) }) else {
            // Only a temporary file changed by another process gives a record that is not one.
            return histories.note(LoggedEventLine.problem(number, "its copy in the temporary files was changed"))
        }
        add(logged: event, number: number, finished: &finished, eachUser: eachUser)
    }

    /// Tallies and adds `event`, the package's own log's line `number`; `finished` is set to the user
    /// before when it is another user's.
    private mutating func add(
        logged event: consuming LoggedEvent, number: Int, finished: inout LineTally.User?,
        eachUser: ([LoggedEvent]) -> Void
    ) {
        _ = tally.note(event.user, leftOut: nil, isEvent: true) { finished = $0 }
        add(event, line: number, eachUser: eachUser)
    }

    /// Tallies an export's `line`, read from `bytes` (line `number`), and adds its event when it is
    /// kept; `finished` is set to the user before when the line is another user's. The line is
    /// consumed, its event moved into the histories (each copy of a line cost a replay hundreds of
    /// instructions a line, callgrind).
    private mutating func add(
        _ line: consuming ExportLineReader.Line, from bytes: ArraySlice<UInt8>, number: Int,
        finished: inout LineTally.User?, eachUser: ([LoggedEvent]) -> Void
    ) {
        let (user, leftOut, time, isEvent) = (line.user, line.leftOut, line.loggedAt, line.event != nil)
        let kept =
            if let id = line.eventID, let name = line.event?.name.rawValue {
                id.withUTF8(in: bytes) { id in
                    tally.note(user, leftOut: leftOut, isEvent: true, time: time, eventID: (id, name), line: bytes) {
                        finished = $0
                    }
                }
            } else {
                tally.note(user, leftOut: leftOut, isEvent: isEvent, time: time, line: bytes) { finished = $0 }
            }
        if kept, let event = line.event.take() {
            add(event, line: number, installedBefore: line.installed, backdated: line.backdated, eachUser: eachUser)
        }
    }

    /// Adds `event`, found on `line`; when the line dates its user's install at `installed`, earlier
    /// than an event that starts their history and is not itself the install, an install before the
    /// log (``LoggedEvent/installBeforeLog``) starts it instead.
    private mutating func add(
        _ event: consuming LoggedEvent, line: Int, installedBefore installed: Date? = nil, backdated: Bool = false,
        eachUser: ([LoggedEvent]) -> Void
    ) {
        if hashesUserIDs { event.user = hashedID(event.user) }
        if let installed, installed < event.time, event.kind != .install, histories.startsHistory(of: event.user) {
            let install = LoggedEvent(user: event.user, time: installed, name: LoggedEvent.installBeforeLog)
            if let events = histories.add(install, line: line) { eachUser(events) }
        }
        let finished = backdated ? histories.addBackdated(event, line: line) : histories.add(event, line: line)
        if let events = finished { eachUser(events) }
        if histories.tooMany { tally.leaveOutCurrentUser() }
    }

    /// `user`'s stable hash in hexadecimal (``UserHistories/hashedID(_:)``): the last line's, when it
    /// named the same id, as a user's every line does (hashing every line made a replay half as slow
    /// again).
    private mutating func hashedID(_ user: String) -> String {
        if let last = lastHashed, UserHistories.sameBytes(last.user, user) { return last.hashed }
        let hashed = UserHistories.hashedID(user)
        lastHashed = (user, hashed)
        return hashed
    }

    private mutating func finish(eachUser: ([LoggedEvent]) -> Void) throws(EventLogError) {
        if let events = histories.finish() { eachUser(events) }
        guard !histories.failed else { throw EventLogError(problems: histories.problems, unlisted: histories.unlisted) }
    }
}

/// What a reading of a log gives besides its users' histories: the users it read, by the hash of
/// their ids as the histories hold them (``UserHistories/hash(_:)``), the lines that named no
/// user, by why they were left out, and the users a block of whose lines had none kept.
struct LogLinesRead {
    var users: Set<UInt64>
    var userless: [String: Int]
    var leftOutUsers: LeftOutUsers
}
