import AskForReviewDomain
import AskForReviewRollout
import AskForReviewSimulation
import Foundation

/// `replay merge A.json B.json …`: the `replay --json` results of the shards of one log added up, to
/// exactly what one replay of the whole log prints.
struct ReplayMergeCommand: ShellCommand, Equatable {
    /// The shards' result files, in any order.
    let files: [String]

    var changesStore: Bool { false }

    @MainActor func run(in context: ShellContext) async -> Int32 {
        let console = context.console
        var merged: ReplayReport?
        var shards: [(file: String, shard: Shard)] = []
        do throws(UsageError) {
            for file in files {
                let part = try Self.report(in: file)
                shards.append((file, part.shard))
                if var total = merged {
                    try total.add(part, from: file)
                    merged = total
                } else {
                    merged = part
                }
            }
            try Shard.checkComplete(shards, merge: "replay merge")
        } catch {
            error.lines.forEach(console.error)
            return error.code.rawValue
        }
        guard var merged else { return ExitCode.usage.rawValue }
        merged.shard = Shard(index: 0, count: 1, split: merged.shard.split)
        if context.options.json {
            console.out(merged.json().line())
        } else {
            merged.table().forEach(console.out)
        }
        return ExitCode.success.rawValue
    }

    /// The result `replay --json` wrote to `path`.
    static func report(in path: String) throws(UsageError) -> ReplayReport {
        let quoted = TerminalText.quoted(path)
        let replay = try OutcomeJSON.section(
            "replay", of: "replay", output: "replay --json", in: path, merge: "replay merge")
        guard let shard = Shard(json: replay["shard"]) else {
            throw UsageError(
                "replay merge: \(quoted) says no shard: it was written by an earlier version; replay it again",
                code: .dataError)
        }
        let input = InputIdentity(json: replay["input"])
        guard input != nil || replay["input"] is NSNull else {
            throw UsageError("replay merge: \(quoted) has an input it cannot read", code: .dataError)
        }
        guard let events = replay["events"] as? String, let shares = replay["answersAssumed"] as? [String: Any],
            let rate = shares["rate"] as? Double, let later = shares["later"] as? Double,
            let decline = shares["decline"] as? Double, let policies = replay["policies"] as? [[String: Any]],
            let installedOnly = OutcomeJSON.flag("installedWithinLogOnly", in: replay),
            replay["format"] == nil || replay["format"] is NSNull || replay["format"] is String
        else {
            throw UsageError("replay merge: \(quoted) is not the output of 'replay --json'", code: .dataError)
        }
        var figures: [ReplayFigures] = []
        for policy in policies {
            guard let read = ReplayFigures(json: policy) else {
                throw UsageError("replay merge: \(quoted) has a policy's figures it cannot read", code: .dataError)
            }
            if let problem = OutcomeJSON.inconsistency(of: read.outcome) {
                throw UsageError("replay merge: \(quoted) has figures that do not add up: \(problem)", code: .dataError)
            }
            figures.append(read)
        }
        return ReplayReport(
            events: events, input: input,
            answers: PopulationModel.Answers(rate: rate, later: later, decline: decline), figures: figures,
            shard: shard, installedWithinLogOnly: installedOnly, format: replay["format"] as? String)
    }
}

extension ReplayReport {
    /// Adds `part`, another shard's result read from `file`, which must be of the same log (the same
    /// identity, wherever it was named from; standard input's results are told apart by nothing but
    /// their shards), answers, users replayed and policies.
    mutating func add(_ part: ReplayReport, from file: String) throws(UsageError) {
        guard (part.input == nil) == (input == nil) else {
            let (read, others) = part.input == nil ? ("standard input", "a file") : ("a file", "standard input")
            throw UsageError(
                "replay merge: \(TerminalText.quoted(file)) read its log from \(read) and the files before it from "
                    + "\(others); the shards of one replay read the log the same way (a file's shards split it by "
                    + "bytes, standard input's by users)", code: .dataError)
        }
        guard part.input == input else {
            throw UsageError(
                "replay merge: \(TerminalText.quoted(file)) is a replay of another log than the files before it "
                    + "(its size or its first or last 64 KiB differ)", code: .dataError)
        }
        guard part.answers == answers, part.installedWithinLogOnly == installedWithinLogOnly, part.format == format,
            part.figures.map(\.outcome.policy) == figures.map(\.outcome.policy),
            zip(part.figures, figures).allSatisfy({ $0.warnings.map(\.message) == $1.warnings.map(\.message) })
        else {
            throw UsageError(
                "replay merge: \(TerminalText.quoted(file)) is not a shard of the same replay (the same "
                    + "--answers, --installed-within-log, --format and policies, in the same order)",
                code: .dataError)
        }
        for index in figures.indices { figures[index].outcome.add(part.figures[index].outcome) }
    }
}

extension ReplayFigures {
    /// The figures of one policy as `replay --json` printed them, or `nil` when a field is missing or
    /// of another type.
    init?(json: [String: Any]) {
        guard var outcome = OutcomeJSON.outcome(from: json, days: 0),
            let firstSession = OutcomeJSON.count("askedInFirstSession", in: json),
            let installed = OutcomeJSON.count("installedInLog", in: json),
            let installedBefore = OutcomeJSON.count("installedBeforeLog", in: json),
            let versions = OutcomeJSON.counts("asksByVersion", in: json),
            let after = json["asksAfterEvent"] as? [[String: Any]], let warnings = json["warnings"] as? [[String: Any]]
        else { return nil }
        outcome.askedInFirstSession = firstSession
        outcome.installedInLog = installed
        outcome.installedBeforeLog = installedBefore
        outcome.asksByVersion = versions
        outcome.eventsInLog = OutcomeJSON.counts("eventsInLog", in: json) ?? [:]
        outcome.linesLeftOut = OutcomeJSON.counts("linesLeftOut", in: json) ?? [:]
        outcome.usersLeftOut = OutcomeJSON.count("usersLeftOut", in: json) ?? 0
        // Written since the figures reconcile with the log: a result without them is an earlier version's.
        guard let usersLeftOutBy = OutcomeJSON.counts("usersLeftOutBy", in: json),
            let linesRead = OutcomeJSON.count("linesRead", in: json),
            let linesUsed = OutcomeJSON.count("linesUsed", in: json),
            let usersInLog = OutcomeJSON.count("usersInLog", in: json),
            let launches = OutcomeJSON.count("launchesInLog", in: json)
        else { return nil }
        outcome.usersLeftOutBy = usersLeftOutBy
        outcome.linesRead = linesRead
        outcome.linesUsed = linesUsed
        outcome.usersInLog = usersInLog
        outcome.launchesInLog = launches
        for entry in after {
            guard let event = entry["event"] as? String, let asks = OutcomeJSON.count("asks", in: entry) else {
                return nil
            }
            outcome.asksAfterEvent[event] = asks
        }
        var read: [(code: PolicyWarning.Code, message: String)] = []
        for warning in warnings {
            guard let code = warning["code"] as? String, let message = warning["message"] as? String else { return nil }
            // The warning a replay adds for asks in a first session is worded again from the counts.
            if ![ReplayFigures.askedInFirstSession, ReplayFigures.eventNotInLog, ReplayFigures.noLaunchInLog].contains(
                PolicyWarning.Code(rawValue: code))
            {
                read.append((PolicyWarning.Code(rawValue: code), message))
            }
        }
        self.init(outcome, warnings: read)
    }
}
