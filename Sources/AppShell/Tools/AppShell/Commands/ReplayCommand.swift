import AskForReviewData
import AskForReviewDomain
import AskForReviewSimulation
import Foundation

/// `replay --events FILE|FOLDER|-`: real users' histories from an event log replayed under each policy, side
/// by side, as a table or one JSON object.
struct ReplayCommand: ShellCommand, Equatable {
    static let definition = CommandDefinition(
        name: "replay",
        usage: """
            replay --events FILE|FOLDER|- [--format F] [--user-key install|account]
                   [--app-id ID,...] [--all-platforms] [--compare P1,P2] [--answers rate=R,...]
                   [--shard K/N] [--threads T] [--per-user FILE.csv] [--hash-ids]
                   [--installed-within-log] [--any-order] [--temp-dir DIR]
            replay partition --events FILE|FOLDER|- --parts N --out FOLDER
                   [--format F] [--user-key K] [--app-id ID,...] [--all-platforms]
                   [--threads T] [--temp-dir DIR]
            replay merge FILE…
            """,
        summary: "replay your real users' event log under policies compared",
        help: """
            replay --events FILE|FOLDER|- [--format F] [--user-key install|account]
                   [--app-id ID,...] [--all-platforms] [--compare P1,P2,...]
                   [--answers rate=R,later=L,decline=D] [--shard K/N] [--threads T]
                   [--per-user FILE.csv] [--hash-ids] [--installed-within-log]
                   [--any-order] [--temp-dir DIR] [--sessions-after-idle D]
              Replay the users of an event log (JSON Lines, one event a line: "user", "time",
              "event", optional "version", "weight" and "bad"; a folder: its files one after
              another in name order, as one log; '-' reads standard input) under each policy
              compared (presets, policy
              files and experiment files' variants, in the order given; default: --policy or
              --policy-file), and print one table (or, with --json, one object): users, users asked
              at least once and in their first session, system requests, requests the system's limit
              would have swallowed without the mirror, pre-prompts and the answers assumed (drawn per
              user from the shares of --answers, default rate=0.2,later=0.5,decline=0.3), days from a
              user's first event to their first ask (p10/p50/p90), asks by app version, and the events
              asks followed. A log with any problem is refused whole, every problem with its line
              (exit 65). Every user counts as signed in and in the foreground, so --signed-out,
              --background and --app-version are refused.
              --shard K/N replays shard K of N (1 to N), so N processes or machines each take one
              part of the same log: of a file (or a folder's files), about 1/N of its bytes, from
              one user's first line to another's; of standard input, the users whose id's stable hash falls in shard K.
              A file is read on every core (at least a megabyte a thread), or on --threads T
              (1 to 256); standard input in order.
              --per-user writes one CSV row per ask (user,policy,time,kind,event,version,answer: the
              pre-prompt answer assumed), for joining with your own data; --hash-ids replaces each
              user id by its stable hash as it is read. A user whose history starts with an
              "install" event installed within the log; the summary says how many did (the others'
              histories may start long after their install), and --installed-within-log replays
              only them; one whose history starts with "installBeforeLog" (an install the log does
              not hold: from a user table, or an export's first-open field) counts from it, apart.
              The lines may come in any order. A log sorted by user and time is read as it comes;
              a file or folder out of order is read again, each user's lines gathered in
              temporary files (in --temp-dir DIR, else TMPDIR: about the log's size, nameless,
              freed however the run ends), then each part sorted in memory. Standard input is
              read once: it must be sorted unless --any-order gathers it from the start.
              --format F reads an analytics export as it is, in any order: firebase, amplitude, mixpanel, segment or posthog, or a
              mapping file saying where the user, time, event and version are and which events
              are launches, the install, completed processes, asks, bad experiences or dropped.
              A user of an export is an app install (the vendor's device id), as the package's
              state lives in one install; --user-key account reads the signed-in account's id
              first, for an app that syncs its state across a user's devices. Only the lines of
              Apple's platforms are read (an Android or web line is left out; --all-platforms keeps
              them), and with --app-id only those of the apps it lists (bundle ids); a vendor's
              duplicates are left out. The summary and --json account for every line and user:
              replayed, or left out and why. --sessions-after-idle D (such as 30m) derives each
              user's sessions from their events, one starting after D without an event, for an
              export that logs no launch or counts sessions otherwise.

            replay partition --events FILE|FOLDER|- --parts N --out FOLDER [--format F]
                   [--user-key K] [--app-id ID,...] [--all-platforms] [--threads T]
                   [--temp-dir DIR]
              Divide a log, its lines in any order, by user into N parts (1 to 1000), each
              sorted by user and time, its lines' bytes as the log gives them, written once into
              FOLDER (new or empty) as part-00001-of-0000N.jsonl and on; a part's file appears
              only once every part is written. Then N processes or machines each replay one part:
              replay --events FOLDER --shard K/N reads part K alone (given the same --format,
              --user-key, --app-id and --all-platforms), and replay merge adds their results.

            replay merge FILE...
              Add up the --json results of the shards of one replay: the figures of the whole log,
              exactly (counts and histograms), as a table or, with --json, the object one replay of
              the whole log prints.
            """,
        flags: ["--hash-ids", "--installed-within-log", "--all-platforms", "--any-order"],
        valued: [
            "--events", "--format", "--user-key", "--app-id", "--compare", "--answers", "--shard", "--threads",
            "--per-user", "--temp-dir", "--parts", "--out", "--sessions-after-idle",
        ],
        refused: ["--signed-out", "--background", "--app-version"].map { option in
            (
                option,
                "replay takes each user's versions from the log and counts them signed in and in the foreground, so it does not take \(option)"
            )
        },
        maximumArguments: 10_000,
        parse: { input throws(UsageError) in
            if input.arguments == ["partition"] { return try ReplayPartitionCommand(input) }
            guard input.arguments.first == "merge" else {
                guard input.arguments.isEmpty else {
                    throw UsageError("replay takes no arguments, only 'merge FILE…' or 'partition'", command: "replay")
                }
                return try ReplayCommand(input)
            }
            let files = Array(input.arguments.dropFirst())
            guard !files.isEmpty, input.string("--events") == nil, input.string("--shard") == nil else {
                throw UsageError(
                    "'replay merge' takes the shards' result files, and no --events or --shard", command: "replay")
            }
            return ReplayMergeCommand(files: files)
        }
    )

    /// The log, and for a shard of a folder of parts (which reads one), the folder's description:
    /// the log the parts were divided from is the one the shard reports.
    let events: EventLogInput
    let partition: PartitionFolder?
    /// Preset names and policy file paths, in the order compared; empty means the policy of
    /// `--policy` or `--policy-file`.
    let policies: [String]
    /// The shares of the pre-prompt answers users are assumed to give.
    let answers: PopulationModel.Answers
    /// The shard replayed, from 0, and how many there are.
    let shard: Shard
    /// How many threads read a file, or `nil` for one a core.
    let threads: Int?
    /// Where to write a row per ask, if anywhere; checked before the replay.
    let perUser: ReplacedFile?
    /// Whether user ids are replaced by their hashes as they are read.
    let hashesIDs: Bool
    /// Whether only the users whose history starts with their install are replayed.
    let installedWithinLogOnly: Bool
    /// The analytics export the log is, or `nil` for the package's own event log.
    let format: ExportFormat?
    /// How the log's lines come, and where a log out of order is gathered by user.
    let order: LogOrder

    var changesStore: Bool { false }

    private init(_ input: CommandInput) throws(UsageError) {
        var events = try EventLogInput(input, needing: "replay")
        var partition: PartitionFolder?
        policies =
            try input.string("--compare").map { list throws(UsageError) in
                try PolicySource.compared(list, command: "replay")
            } ?? []
        answers = try AnswerShares.read(from: input) ?? PopulationModel().answers
        var shard = try Shard.read(from: input)
        // A file's shards each read their part of it; standard input's each read all and keep their users.
        shard.split = events.path == "-" ? .users : .bytes
        // A shard of a folder of parts reads its part alone: the users of the shard.
        // Shard K/N of a partition's folder (1/1 too, when given) reads its part; without --shard, the
        // folder is read whole, its parts one after another, as any folder is.
        if input.string("--shard") != nil, PartitionFolder.holdsParts(events) {
            guard let folder = try PartitionFolder.read(at: events.path) else {
                throw UsageError(
                    "--events: \(TerminalText.quoted(events.path)) holds the parts of a partition but no "
                        + "\(PartitionFolder.descriptionName), which says how they were divided: divide the log again "
                        + "with 'replay partition'", code: .dataError)
            }
            events = try folder.part(shard, of: events, reading: PartitionFolder.reading(input))
            shard.split = folder.events == "-" ? .users : .bytes
            partition = folder
        }
        self.events = events
        self.partition = partition
        self.shard = shard
        threads = try input.count("--threads", range: 1...256)
        perUser = try input.outputFile("--per-user")
        hashesIDs = input.has("--hash-ids")
        installedWithinLogOnly = input.has("--installed-within-log")
        format = try ExportFormatOption.read(from: input)
        order = try LogOrderOption.read(from: input)
        for option in ["--parts", "--out"] where input.string(option) != nil {
            throw UsageError("\(option) goes with 'replay partition'", command: "replay")
        }
        if shard.split == .bytes, shard.count > 1, partition == nil, input.has("--any-order") {
            throw UsageError(
                "--any-order reads a whole log, and --shard K/N of a file its part of the bytes; to replay a log in "
                    + "any order on several machines, write its parts with 'replay partition'", command: "replay")
        }
    }

    @MainActor func run(in context: ShellContext) async -> Int32 {
        let (options, console) = (context.options, context.console)
        let policies: [ReviewPolicy]
        do throws(UsageError) {
            policies = try PolicySource.policies(compared: self.policies, options: options)
        } catch {
            error.lines.forEach(console.error)
            return error.code.rawValue
        }
        var rows = ["user,policy,time,kind,event,version,answer"]
        let interrupt = InterruptStop()
        defer { interrupt.cancel() }
        let replay = LogReplay(
            policies: policies, answers: answers, shard: shard.index, of: shard.count, hashesUserIDs: hashesIDs,
            onlyInstalledInLog: installedWithinLogOnly, format: format)
        // Taken before the replay reads the log: what every shard of it computes alike.
        let identity = partition.map(\.input) ?? (events.path == "-" ? nil : InputIdentity(files: events.files))
        return events.read(console: console, quiet: options.json, nothing: "nothing was replayed", shard: shard) {
            try replay.run(
                readingLogFiles: $0, splittingBytes: shard.split == .bytes && partition == nil, threads: threads,
                order: order,
                eachAsk: perUser == nil ? nil : { rows.append(Self.row($0)) }, progress: $1)
        } then: { outcomes in
            interrupt.beginWriting()
            if let perUser {
                do throws(ReplacedFile.Refusal) {
                    try perUser.write(Data(rows.map { $0 + "\n" }.joined().utf8))
                } catch {
                    console.error("AppShell: cannot write \(TerminalText.quoted(perUser.path)): \(error.reason)")
                    return ExitCode.cannotCreate.rawValue
                }
            }
            let report = ReplayReport(
                events: partition?.events ?? events.path, input: identity, answers: answers,
                figures: zip(outcomes, policies).map { ReplayFigures($0, policy: $1) }, shard: shard,
                installedWithinLogOnly: installedWithinLogOnly, format: format?.name)
            if options.json {
                console.out(report.json().line())
            } else {
                report.table().forEach(console.out)
            }
            return ExitCode.success.rawValue
        }
    }

    /// `ask` as a CSV row: a pre-prompt is `prePrompt` whether or not the system request followed.
    static func row(_ ask: ReplayedAsk) -> String {
        let kind = ask.kind == .systemRequest ? "systemRequest" : "prePrompt"
        return [
            ask.user, ask.policy, ISOTimestamp.text(ask.time), kind, ask.event.rawValue, ask.version,
            ask.answer?.rawValue ?? "",
        ]
        .map(csvField).joined(separator: ",")
    }

    /// `text` as a CSV field (RFC 4180): quoted, its quotes doubled, when it holds a comma, a quote or
    /// a line break.
    static func csvField(_ text: String) -> String {
        guard text.contains(where: { ",\"\n\r".contains($0) }) else { return text }
        return "\"" + text.replacingOccurrences(of: "\"", with: "\"\"") + "\""
    }
}
