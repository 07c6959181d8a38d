import AskForReviewDomain
import AskForReviewPresentation
import Foundation

/// The hand-written parser of the command line: the one place arguments are read and checked.
///
/// Options may stand before or after the command, as `--name value` or `--name=value`. Every value
/// is checked here, before any store is opened, so bad input never touches the store.
enum ArgumentParser {
    private static let globalFlags: Set<String> = ["--signed-out", "--background", "--json", "--help"]
    private static let globalValued: Set<String> = ["--policy", "--store", "--app-version", "--now", "--pause"]
    private static let commandValued: [String: Set<String>] = [
        "complete": ["--outcome"],
        "simulate": ["--days", "--launches-per-day", "--completions-per-day", "--new-version-every", "--answer"],
        "review-link": ["--app-id"],
        "demo": ["--app-id"],
    ]

    static func parse(_ arguments: [String]) throws(UsageError) -> Invocation {
        var positionals: [String] = []
        var values: [String: String] = [:]
        var flags: Set<String> = []
        var index = 0
        while index < arguments.count {
            let argument = arguments[index]
            index += 1
            guard argument.hasPrefix("--") else {
                positionals.append(argument)
                continue
            }
            let parts = argument.split(separator: "=", maxSplits: 1).map(String.init)
            let name = parts[0]
            if globalFlags.contains(name) {
                guard parts.count == 1 else { throw UsageError("\(name) takes no value") }
                flags.insert(name)
                continue
            }
            guard globalValued.contains(name) || commandValued.values.contains(where: { $0.contains(name) }) else {
                throw UsageError("unknown option '\(name)'")
            }
            guard values[name] == nil else { throw UsageError("\(name) is given twice") }
            if parts.count == 2 {
                values[name] = parts[1]
            } else if index < arguments.count, !arguments[index].hasPrefix("--") {
                values[name] = arguments[index]
                index += 1
            } else {
                throw UsageError("\(name) needs a value")
            }
        }

        let commandName = positionals.first ?? "demo"
        guard ShellCommand.names.contains(commandName) else { throw UsageError("unknown command '\(commandName)'") }
        let allowed = commandValued[commandName] ?? []
        for name in values.keys.sorted() where !globalValued.contains(name) && !allowed.contains(name) {
            throw UsageError("'\(commandName)' does not take \(name)", command: commandName)
        }
        let arguments = Array(positionals.dropFirst())
        var reader = ValueReader(values: values, command: commandName)
        let options = try parseOptions(&reader, flags: flags)
        if flags.contains("--help") { return Invocation(command: .help(topic: commandName), options: options) }
        let command = try parseCommand(commandName, arguments: arguments, reader: &reader)
        return Invocation(command: command, options: options)
    }

    private static func parseOptions(_ reader: inout ValueReader, flags: Set<String>) throws(UsageError) -> ShellOptions
    {
        var options = ShellOptions()
        if let policy = reader.string("--policy") {
            guard ReviewPolicy.preset(named: policy) != nil else {
                throw UsageError(
                    "unknown policy '\(policy)' (expected \(ReviewPolicy.presetNames.joined(separator: ", ")))"
                )
            }
            options.policyName = policy
        }
        if let store = reader.string("--store") {
            guard !store.isEmpty else { throw UsageError("--store needs a path") }
            options.storePath = store
        }
        if let version = reader.string("--app-version") {
            guard !version.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty else {
                throw UsageError("--app-version needs a non-blank version")
            }
            options.appVersion = version
        }
        options.now = try reader.date("--now")
        options.pauseSeconds = try reader.seconds("--pause") ?? 2
        options.signedOut = flags.contains("--signed-out")
        options.background = flags.contains("--background")
        options.json = flags.contains("--json")
        return options
    }

    private static func parseCommand(_ name: String, arguments: [String], reader: inout ValueReader)
        throws(UsageError) -> ShellCommand
    {
        let expectsArgument = name == "respond" || name == "help"
        if arguments.count > (expectsArgument ? 1 : 0) {
            throw UsageError("unexpected argument '\(arguments[expectsArgument ? 1 : 0])'", command: name)
        }
        switch name {
        case "demo": return .demo(reviewLink: try reader.reviewLink())
        case "launch": return .launch
        case "tick": return .tick
        case "status": return .status
        case "reset": return .reset
        case "complete":
            return .complete(try reader.choice("--outcome", of: ProcessOutcome.self) ?? .completed)
        case "respond":
            guard let text = arguments.first else {
                throw UsageError("respond needs rate, later or decline", command: name)
            }
            guard let answer = PrePromptAnswer(rawValue: text) else {
                throw UsageError("unknown answer '\(text)' (expected rate, later or decline)", command: name)
            }
            return .respond(answer)
        case "review-link":
            guard let url = try reader.reviewLink() else {
                throw UsageError("review-link needs --app-id DIGITS", command: name)
            }
            return .reviewLink(url)
        case "simulate":
            var settings = SimulatedUser()
            settings.days = try reader.count("--days", range: 1...36_500) ?? settings.days
            settings.launchesPerDay = try reader.rate("--launches-per-day") ?? settings.launchesPerDay
            settings.completionsPerDay = try reader.rate("--completions-per-day") ?? settings.completionsPerDay
            settings.newVersionEveryDays = try reader.count("--new-version-every", range: 1...36_500)
            settings.answer = try reader.choice("--answer", of: PrePromptAnswer.self) ?? settings.answer
            return .simulate(settings)
        default:
            if let topic = arguments.first, !ShellCommand.names.contains(topic) {
                throw UsageError("no help for unknown command '\(topic)'")
            }
            return .help(topic: arguments.first)
        }
    }
}

/// Reads and checks option values, naming the option in every error.
private struct ValueReader {
    let values: [String: String]
    let command: String

    func string(_ name: String) -> String? {
        values[name]
    }

    /// The write-review link for `--app-id`, or `nil` when the option is not given.
    func reviewLink() throws(UsageError) -> URL? {
        guard let id = values["--app-id"] else { return nil }
        do {
            return try WriteReviewLink.url(appID: id)
        } catch {
            throw UsageError("--app-id: \(error.description)", command: command)
        }
    }

    func date(_ name: String) throws(UsageError) -> Date? {
        guard let text = values[name] else { return nil }
        let strategies: [Date.ISO8601FormatStyle] = [
            .iso8601, Date.ISO8601FormatStyle(includingFractionalSeconds: true),
        ]
        for strategy in strategies {
            if let date = try? Date(text, strategy: strategy) { return date }
        }
        throw UsageError("\(name) expects an ISO-8601 date such as 2026-01-01T00:00:00Z, got '\(text)'")
    }

    func seconds(_ name: String) throws(UsageError) -> Double? {
        guard let text = values[name] else { return nil }
        guard let value = Double(text), value.isFinite, value >= 0, value <= 3_600 else {
            throw UsageError("\(name) expects seconds from 0 to 3600, got '\(text)'")
        }
        return value
    }

    func rate(_ name: String) throws(UsageError) -> Double? {
        guard let text = values[name] else { return nil }
        guard let value = Double(text), value.isFinite, value >= 0, value <= 1_000 else {
            throw UsageError("\(name) expects a number from 0 to 1000, got '\(text)'", command: command)
        }
        return value
    }

    func count(_ name: String, range: ClosedRange<Int>) throws(UsageError) -> Int? {
        guard let text = values[name] else { return nil }
        guard let value = Int(text), range.contains(value) else {
            throw UsageError(
                "\(name) expects a whole number from \(range.lowerBound) to \(range.upperBound), got '\(text)'",
                command: command
            )
        }
        return value
    }

    func choice<Choice: RawRepresentable & CaseIterable>(_ name: String, of type: Choice.Type) throws(UsageError)
        -> Choice? where Choice.RawValue == String
    {
        guard let text = values[name] else { return nil }
        guard let value = Choice(rawValue: text) else {
            let expected = Choice.allCases.map(\.rawValue).joined(separator: " or ")
            throw UsageError("\(name) expects \(expected), got '\(text)'", command: command)
        }
        return value
    }
}
