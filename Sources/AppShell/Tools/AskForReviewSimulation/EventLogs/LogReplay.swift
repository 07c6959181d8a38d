public import AskForReviewDomain
public import Foundation

/// Replays real users' histories — an event log as a team exports it from its analytics, or events
/// it builds from its own store — through policies, and says what each would have done to them: who
/// would have been asked, when, after which event, at which version.
///
/// Each user is replayed on their own, under each policy, with the policy's own transition (the
/// one the use case runs) and again without the policy's mirror of the system's limit; one user's
/// history is held at a time. Every user counts as signed in and in the foreground, and answers a
/// pre-prompt as drawn once from the answer shares by a stable hash of their id, so the same log
/// gives the same figures on every run and machine.
///
/// A log is read strictly: each user's events together and in time order (users in any order), each
/// line one JSON object (see <doc:ReplayingYourUsers>). A log with any problem is refused whole, with
/// every problem and its line.
public struct LogReplay: Sendable {
    /// The policies replayed, in order.
    private let policies: [ReviewPolicy]
    /// The shares of the pre-prompt answers users give.
    private let answers: PopulationModel.Answers
    /// The part of the users replayed: those whose id's stable hash falls in shard `shard` of `shards`.
    let shard: UInt64
    let shards: UInt64
    /// Whether each user id is replaced by its hash as it is read.
    let hashesUserIDs: Bool
    /// Whether only the users whose history starts with their install are replayed.
    private let onlyInstalledInLog: Bool
    /// The export's format a log's lines are read in, or `nil` for the package's own event log lines.
    let format: ExportFormat?
    /// The events any policy needs, each counted once a user; what each outcome's `eventsInLog` counts.
    private let needed: [EventName]
    /// For each policy, the indices in ``needed`` of the events it needs.
    private let neededByPolicy: [[Int]]
    /// The index in ``needed`` of `processCompleted`, counted by its kind, and those of the others.
    private let neededCompletion: Int?
    private let neededOthers: [Int]

    /// A replay under `policies`, users answering a pre-prompt in `answers`' shares (by default those
    /// of the built-in population: 20% rate, 50% later, 30% decline).
    ///
    /// With `shards` above 1, only the users of shard `shard` (from 0 to `shards` − 1) are replayed:
    /// those whose id's stable hash, the same on every machine, leaves `shard` when divided by
    /// `shards`, the whole log still read and checked by each; or, for a file read
    /// ``run(readingLogFrom:splittingBytes:threads:order:eachAsk:progress:)`` splitting its bytes, the users of the
    /// shard's part of the file. The shards of a log, replayed apart (by as many processes or machines)
    /// and split one way, add up (``PolicyOutcome/add(_:)``) to exactly what one replay of the whole
    /// log gives. A `shard` outside `0..<shards` replays nobody.
    ///
    /// With `hashesUserIDs`, each user id is replaced, as it is read, by its stable hash (16
    /// hexadecimal digits): the replay, and what it tells of each ask, never hold the ids the log
    /// gives. The figures, each user's shard and each user's answer are the same either way.
    ///
    /// With `onlyInstalledInLog`, only the users whose history starts with their install
    /// (``LoggedEvent/install``) are replayed: those whose every day since the install the log holds.
    ///
    /// With `format`, a log read from a file or standard input is an analytics export read as it is,
    /// each line in that format (see ``ExportFormat``); by default, the package's own event log lines.
    public init(
        policies: [ReviewPolicy], answers: PopulationModel.Answers = PopulationModel().answers, shard: Int = 0,
        of shards: Int = 1, hashesUserIDs: Bool = false, onlyInstalledInLog: Bool = false,
        format: ExportFormat? = nil
    ) {
        self.format = format
        let names = policies.map { PolicyEvents.needed(by: $0) }
        let needed = Set(names.joined()).sorted().compactMap { try? EventName($0) }
        self.needed = needed
        neededByPolicy = names.map { wanted in needed.indices.filter { wanted.contains(needed[$0].rawValue) } }
        let completion = needed.firstIndex(of: .processCompleted)
        neededCompletion = completion
        neededOthers = needed.indices.filter { $0 != completion }
        self.hashesUserIDs = hashesUserIDs
        self.onlyInstalledInLog = onlyInstalledInLog
        self.policies = policies
        self.answers = answers
        self.shards = UInt64(max(1, shards))
        self.shard = (0..<max(1, shards)).contains(shard) ? UInt64(shard) : UInt64.max
    }

    /// What each policy would have done to the users of `events`, in the order of
    /// ``init(policies:answers:shard:of:hashesUserIDs:onlyInstalledInLog:format:)``; `eachAsk` is told every ask as each user is replayed.
    /// - Throws: an ``EventLogError`` when a user's events do not come together or in time order
    ///   (positions counted from 1, as lines); what `eachAsk` was told before then is not the replay
    ///   of a valid log, and is to be dropped.
    public func run(
        _ events: some Sequence<LoggedEvent>, eachAsk: (ReplayedAsk) -> Void = { _ in }
    ) throws(EventLogError) -> [PolicyOutcome] {
        var outcomes = noOutcomes
        _ = try EventLogReader.read(
            events, hashesUserIDs: hashesUserIDs, eachUserLines: { count($0, into: &outcomes, everyUser: false) },
            eachUser: { replay($0, into: &outcomes, everyUser: false, eachAsk: eachAsk) })
        return outcomes
    }

    /// What each policy would have done to the users of the JSON Lines log `handle` reads to its end
    /// (a file, or standard input): ``run(readingLogFiles:splittingBytes:threads:order:eachAsk:progress:)``
    /// with that one handle.
    public func run(
        readingLogFrom handle: FileHandle, splittingBytes: Bool = false, threads: Int? = nil,
        order: LogOrder = .standard, eachAsk: ((ReplayedAsk) -> Void)? = nil,
        progress: (LogProgress) -> Void = { _ in }
    ) throws -> [PolicyOutcome] {
        try run(
            readingLogFiles: [handle], splittingBytes: splittingBytes, threads: threads, order: order,
            eachAsk: eachAsk, progress: progress)
    }

    /// What each policy would have done to the users of the JSON Lines log `handles` read, each to its
    /// end, one after another (one file or standard input; or the files a log was written in, in their
    /// order, a user's lines going on from one file to the next as they may); `eachAsk` is told every
    /// ask as each user is replayed, and `progress` how far the reading has gone (bytes, lines,
    /// users), after each megabyte. A file's last line ends with it, newline or not.
    ///
    /// Files read at any position are divided among `threads` (by default one a core, each reading a
    /// megabyte at least), each reading its part of the bytes, from the first line of a user to the
    /// first line of another; the figures and the order of the asks told are those of one reading in
    /// order, the asks told once every part is read. Standard input, and any one input that cannot be
    /// read at any position, is read in order.
    ///
    /// With `splittingBytes`, a shard reads only its part of the files: about 1/N of their bytes,
    /// divided the same way (so each user is read by exactly one shard), and each handle must be a
    /// file it can read at any position. Its figures are those of the users whose events it reads,
    /// and the shards of a log, split either way, add up to the same whole. Problems are told with the
    /// lines they have in the whole log, the lines of the files counted one after another. A user
    /// whose events come in two blocks, in the parts of two shards, is caught only by a replay that
    /// reads both.
    /// - Throws: an ``EventLogError`` listing every problem of the log, each with its line; or the
    ///   error reading a handle threw. What `eachAsk` was told before then is to be dropped.
    public func run(
        readingLogFiles handles: [FileHandle], splittingBytes: Bool = false, threads: Int? = nil,
        order: LogOrder = .standard, eachAsk: ((ReplayedAsk) -> Void)? = nil,
        progress: (LogProgress) -> Void = { _ in }
    ) throws -> [PolicyOutcome] {
        let split = splittingBytes && shards > 1
        if split, shard >= shards { return noOutcomes }
        let checked = try LogFiles.checked(handles, requiringFiles: split)
        if split, checked?.isCompressed == true {
            throw EventLogError(
                problems: [
                    "the log cannot be split by its bytes: it holds gzip data, read from its start; divide it with "
                        + "a partition into parts, or shard it by users"
                ], unlisted: 0)
        }
        // Files read at any offset; a log with gzip data, as standard input, is read in order.
        let files = checked?.isCompressed == true ? nil : checked
        let inOrder = { checked.map { FileChunks(inOrder: $0) } ?? FileChunks(handle: handles[0]) }
        // A shard of a file's bytes reads only its part: the log must be sorted.
        return try (split ? .sorted : order).read(isFiles: checked != nil) { stopsOutOfOrder in
            guard stopsOutOfOrder, let eachAsk else {
                return try replayAsItComes(
                    inOrder(), files: files, split: split, threads: threads, stopsOutOfOrder: stopsOutOfOrder,
                    eachAsk: eachAsk, progress: progress)
            }
            // Asks are told once the log is known to be in order: one read again would tell them twice.
            var asks: [ReplayedAsk] = []
            let outcomes = try replayAsItComes(
                inOrder(), files: files, split: split, threads: threads, stopsOutOfOrder: true,
                eachAsk: { asks.append($0) }, progress: progress)
            asks.forEach(eachAsk)
            return outcomes
        } gathered: { folder in
            let chunks = files.map { FileChunks(files: $0, bytes: 0..<$0.size) } ?? inOrder()
            let count = threads ?? ProcessInfo.processInfo.activeProcessorCount
            return try replayGathered(
                chunks, size: files?.size, threads: max(1, count), in: folder, eachAsk: eachAsk, progress: progress)
        }
    }

    /// What each policy would have done to the users of the log read as it comes: `files`, when
    /// they are files read at any offset, on `threads` (or only this shard's part of their bytes,
    /// `split`), else what `inOrder` reads.
    private func replayAsItComes(
        _ inOrder: FileChunks, files: LogFiles?, split: Bool, threads: Int?, stopsOutOfOrder: Bool,
        eachAsk: ((ReplayedAsk) -> Void)?, progress: (LogProgress) -> Void
    ) throws -> [PolicyOutcome] {
        guard let files else {
            return try replayCounting(
                inOrder, everyUser: false, stopsOutOfOrder: stopsOutOfOrder, eachAsk: eachAsk ?? { _ in },
                progress: progress
            ).outcomes
        }
        var ranges = LogByteRanges(files: files, format: format)
        let range = split ? try ranges.range(ofShard: Int(shard), of: Int(shards)) : 0..<files.size
        let count = threads ?? min(ProcessInfo.processInfo.activeProcessorCount, Int(range.count >> 20))
        let parts = try ranges.parts(of: range, count: max(1, count))
        if parts.count > 1,
            let outcomes = try replay(
                parts: parts, of: files, everyUser: split, stopsOutOfOrder: stopsOutOfOrder, eachAsk: eachAsk,
                progress: progress)
        {
            return outcomes
        }
        do {
            return try replayCounting(
                FileChunks(files: files, bytes: range), everyUser: split, stopsOutOfOrder: stopsOutOfOrder,
                eachAsk: eachAsk ?? { _ in }, progress: progress
            ).outcomes
        } catch let error as EventLogError where split && range.lowerBound > 0 {
            // Read again, its lines numbered as in the whole log, for the problems to name them so.
            try EventLogReader.read(
                from: FileChunks(files: files, bytes: range), firstLine: try files.lines(before: range.lowerBound) + 1,
                hashesUserIDs: hashesUserIDs, format: format, progress: { _ in }, eachUser: { _ in })
            throw error
        }
    }

    /// Each policy's outcome before any user is replayed.
    var noOutcomes: [PolicyOutcome] {
        zip(policies, neededByPolicy).map { policy, indices in
            var outcome = PolicyOutcome(policy: policy.name, days: 0)
            for index in indices { outcome.eventsInLog[needed[index].rawValue] = 0 }
            return outcome
        }
    }

    /// What each policy would have done to the users of the log's bytes `chunks` reads, read in order
    /// (every user, or only those of this shard), the users read, by their ids' hashes, and those a
    /// block of whose lines had none kept; with `countsUsersLeftOut`, those of them with no event
    /// in the log are counted as left out (a part of a log read on threads leaves that to the whole).
    func replayCounting(
        _ chunks: FileChunks, everyUser: Bool, stopsOutOfOrder: Bool = false, countsUsersLeftOut: Bool = true,
        eachAsk: (ReplayedAsk) -> Void, progress: (LogProgress) -> Void
    ) throws -> (outcomes: [PolicyOutcome], users: Set<UInt64>, leftOutUsers: LeftOutUsers) {
        var outcomes = noOutcomes
        // The reading's closure holds the replay by reference: holding it by value copied the replay
        // at every line (a tenth more instructions, callgrind).
        let replayer = Shared(self)
        let read = try EventLogReader.read(
            from: chunks, hashesUserIDs: hashesUserIDs, format: format, stopsOutOfOrder: stopsOutOfOrder,
            progress: progress, eachUserLines: { replayer.value.count($0, into: &outcomes, everyUser: everyUser) },
            eachUser: { replayer.value.replay($0, into: &outcomes, everyUser: everyUser, eachAsk: eachAsk) })
        count(userless: read.userless, into: &outcomes, everyUser: everyUser)
        if countsUsersLeftOut {
            count(read.leftOutUsers, keeping: read.users, into: &outcomes, everyUser: everyUser)
        }
        return (outcomes, read.users, read.leftOutUsers)
    }

    /// Counts one user's block of lines into every outcome: every user's, or (for a split by users)
    /// only those of this shard's users.
    func count(_ lines: LineTally.User, into outcomes: inout [PolicyOutcome], everyUser: Bool) {
        guard everyUser || UserHistories.hash(lines.user) % shards == shard else { return }
        for index in outcomes.indices {
            outcomes[index].linesRead += lines.lines
            if !lines.leftOut.isEmpty { outcomes[index].linesLeftOut.merge(lines.leftOut, uniquingKeysWith: +) }
        }
    }

    /// Counts the users of `leftOut` with no event in the log (none among `kept`, the users read)
    /// into every outcome as left out: every user, or (for a split by users) only this shard's.
    func count(
        _ leftOut: LeftOutUsers, keeping kept: Set<UInt64>, into outcomes: inout [PolicyOutcome], everyUser: Bool
    ) {
        leftOut.forEachLeftOut(keeping: kept, hashedIDs: hashesUserIDs) { user, reason in
            guard everyUser || user % shards == shard else { return }
            for index in outcomes.indices { outcomes[index].leaveOut(for: reason) }
        }
    }

    /// Counts the lines that named no user into every outcome: of a split by users, into the shard of
    /// the empty id.
    func count(userless: [String: Int], into outcomes: inout [PolicyOutcome], everyUser: Bool) {
        guard !userless.isEmpty, everyUser || UserHistories.hash("") % shards == shard else { return }
        for index in outcomes.indices {
            outcomes[index].linesRead += userless.values.reduce(0, +)
            outcomes[index].linesLeftOut.merge(userless, uniquingKeysWith: +)
        }
    }

    /// Replays one user's `events` under every policy into `outcomes`: every user, or (for a split by
    /// users) only those of this shard.
    func replay(
        _ events: [LoggedEvent], into outcomes: inout [PolicyOutcome], everyUser: Bool,
        eachAsk: (ReplayedAsk) -> Void
    ) {
        guard let first = events.first else { return }
        let id = first.user
        // A hashed id is its hash in hexadecimal: the same number picks the shard and the answer.
        let hash = hashesUserIDs ? UInt64(id, radix: 16) ?? UserHistories.hash(id) : UserHistories.hash(id)
        guard everyUser || hash % shards == shard else { return }
        // An export's install before the log is no line of it (an export line never names one).
        let lines = events.count - (format != nil && first.kind == .installBeforeLog ? 1 : 0)
        guard !onlyInstalledInLog || first.kind == .install else {
            for index in outcomes.indices {
                outcomes[index].linesLeftOut[Self.installedBeforeLog, default: 0] += lines
                outcomes[index].leaveOut(for: Self.installedBeforeLog)
            }
            return
        }
        for index in outcomes.indices {
            outcomes[index].linesUsed += lines
            outcomes[index].usersInLog += 1
        }
        let events = format?.sessionsAfterIdle.map { Self.sessions(of: events, afterIdle: $0) } ?? events
        let user = ReplayedUser(events: events, answer: answer(hash: hash), tellsUnnamedVersion: format != nil)
        let counts = neededCounts(in: events)
        for (index, policy) in policies.enumerated() {
            user.replay(under: policy, into: &outcomes[index], eachAsk: eachAsk)
            for name in neededByPolicy[index] where counts[name] > 0 {
                outcomes[index].eventsInLog[needed[name].rawValue, default: 0] += counts[name]
            }
            outcomes[index].launchesInLog += counts[needed.count]
        }
    }

    /// How many times each of ``needed`` happens in `events`, in one pass that reads each event's kind
    /// in place through the array's storage: a completed process by its kind, worked out when the
    /// event was made, another event only when some policy needs one (reading each event through the
    /// array's subscript copied it, and comparing names as text cost more: together 4% more
    /// instructions for a replay of the package's own log, callgrind).
    private func neededCounts(in events: [LoggedEvent]) -> [Int] {
        // One count more, after those of the events needed: the launches.
        var counts = [Int](repeating: 0, count: needed.count + 1)
        var completions = 0
        var launches = 0
        events.withUnsafeBufferPointer { events in
            for event in events.indices {
                switch events[event].kind {
                case .launch: launches += 1
                case .processCompleted: completions += 1
                case .other where !neededOthers.isEmpty:
                    for other in neededOthers where events[event].name == needed[other] { counts[other] += 1 }
                default: break
                }
            }
        }
        if let neededCompletion { counts[neededCompletion] = completions }
        counts[needed.count] = launches
        return counts
    }

    /// `events`, one user's history, with their sessions derived from them: the logged launches left
    /// out, a launch at the first event and at each event `idle` seconds or more after the one
    /// before it (an install, logged or before the log, starts no session and keeps its place).
    static func sessions(of events: [LoggedEvent], afterIdle idle: TimeInterval) -> [LoggedEvent] {
        var derived: [LoggedEvent] = []
        derived.reserveCapacity(events.count + 8)
        var last: Date?
        for event in events {
            switch event.kind {
            case .launch: continue
            case .install, .installBeforeLog:
                derived.append(event)
                continue
            case .processCompleted, .other: break
            }
            if last.map({ event.time.timeIntervalSince($0) >= idle }) ?? true {
                derived.append(
                    LoggedEvent(user: event.user, time: event.time, name: LoggedEvent.launch, version: event.version))
            }
            derived.append(event)
            last = event.time
        }
        return derived
    }

    /// Why the lines of a user who did not install within the log are left out, when only those who
    /// did are replayed.
    static let installedBeforeLog = "installed before the log"

    /// The answer a user gives a pre-prompt: drawn from the answer shares by their id's stable `hash`.
    private func answer(hash: UInt64) -> PrePromptAnswer {
        guard answers.total > 0 else { return .later }
        return answers.answer(drawn: Double(hash >> 11) / Double(1 << 53) * answers.total)
    }
}

/// A value held by reference, for a closure called at every line to hold it without copying it.
final class Shared<Value: Sendable>: Sendable {
    let value: Value

    init(_ value: Value) {
        self.value = value
    }
}
