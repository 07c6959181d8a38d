import AskForReviewDomain
import AskForReviewPresentation
import AskForReviewSimulation
import Foundation

/// The hand-written parser of the command line: the one place arguments are read and checked.
///
/// Options may stand before or after the command, as `--name value` or `--name=value`; `--` ends the
/// options. Every value is checked here, before any store is opened, so bad input never touches the
/// store. Echoed arguments are escaped and cut (see ``TerminalText``).
enum ArgumentParser {
    private static let globalFlags: Set<String> = ["--signed-out", "--background", "--json", "--help", "--version"]
    /// What `simulate` refuses: it replays its own signed-in user in the foreground, from version 1.0.
    private static let simulateRefuses = ["--signed-out", "--background", "--app-version"]
    /// The longest `--app-version`, in characters.
    static let maximumVersionLength = 256
    private static let globalValued: Set<String> = ["--policy", "--store", "--app-version", "--now", "--pause"]
    private static let commandFlags: [String: Set<String>] = ["reset": ["--all"], "event": ["--bad", "--ask"]]
    private static let commandValued: [String: Set<String>] = [
        "complete": ["--outcome"],
        "event": ["--weight"],
        "simulate": [
            "--days", "--launches-per-day", "--completions-per-day", "--new-version-every", "--answer", "--population",
            "--seed", "--compare", "--profile", "--review-rate", "--csv", "--svg",
        ],
        "review-link": ["--app-id"],
        "demo": ["--app-id"],
    ]

    static func parse(_ arguments: [String]) throws(UsageError) -> Invocation {
        var positionals: [String] = []
        var values: [String: String] = [:]
        var flags: Set<String> = []
        var index = 0
        var optionsEnded = false
        while index < arguments.count {
            let argument = arguments[index]
            index += 1
            if argument == "--", !optionsEnded {
                optionsEnded = true
                continue
            }
            guard !optionsEnded, argument.hasPrefix("-"), argument != "-" else {
                positionals.append(argument)
                continue
            }
            if argument == "-h" {
                flags.insert("--help")
                continue
            }
            guard argument.hasPrefix("--") else { throw UsageError("unknown option \(TerminalText.quoted(argument))") }
            let equals = argument.firstIndex(of: "=")
            let name = String(argument[..<(equals ?? argument.endIndex)])
            let attached = equals.map { String(argument[argument.index(after: $0)...]) }
            if globalFlags.contains(name) || commandFlags.values.contains(where: { $0.contains(name) }) {
                guard attached == nil else { throw UsageError("\(name) takes no value") }
                flags.insert(name)
                continue
            }
            guard globalValued.contains(name) || commandValued.values.contains(where: { $0.contains(name) }) else {
                throw UsageError("unknown option \(TerminalText.quoted(name))")
            }
            guard values[name] == nil else { throw UsageError("\(name) is given twice") }
            if let attached {
                guard !attached.isEmpty else { throw UsageError("\(name)= needs a value after the '='") }
                values[name] = attached
            } else if index < arguments.count, !arguments[index].hasPrefix("--") {
                values[name] = arguments[index]
                index += 1
            } else {
                throw UsageError("\(name) needs a value")
            }
        }

        if flags.contains("--version") { return Invocation(command: .version, options: ShellOptions()) }
        if flags.contains("--help") {
            // `--help` alone is the general help; after a command, that command's.
            let topic = positionals.first
            if let topic, !ShellCommand.names.contains(topic) {
                throw UsageError("no help for unknown command \(TerminalText.quoted(topic))")
            }
            return Invocation(command: .help(topic: topic == "help" ? nil : topic), options: ShellOptions())
        }
        let commandName = positionals.first ?? "demo"
        guard ShellCommand.names.contains(commandName) else {
            throw UsageError("unknown command \(TerminalText.quoted(commandName))")
        }
        let allowed = commandValued[commandName] ?? []
        for name in values.keys.sorted() where !globalValued.contains(name) && !allowed.contains(name) {
            throw UsageError("'\(commandName)' does not take \(name)", command: commandName)
        }
        for name in flags.sorted()
        where !globalFlags.contains(name) && !(commandFlags[commandName] ?? []).contains(name) {
            throw UsageError("'\(commandName)' does not take \(name)", command: commandName)
        }
        try refuseWhatIsIgnored(by: commandName, values: values, flags: flags)
        let arguments = Array(positionals.dropFirst())
        var reader = ValueReader(values: values, command: commandName)
        let options = try parseOptions(&reader, flags: flags)
        let command = try parseCommand(commandName, arguments: arguments, flags: flags, reader: &reader)
        if case .simulate = command, values["--answer"] != nil,
            ReviewPolicy.preset(named: options.policyName)?.prePrompt == nil
        {
            throw UsageError(
                "the \(options.policyName) policy shows no pre-prompt, so simulate does not take --answer",
                command: "simulate")
        }
        return Invocation(command: command, options: options)
    }

    /// Refuses options a command would otherwise silently ignore.
    private static func refuseWhatIsIgnored(by command: String, values: [String: String], flags: Set<String>)
        throws(UsageError)
    {
        switch command {
        case "simulate":
            for name in simulateRefuses where values[name] != nil || flags.contains(name) {
                throw UsageError(
                    "simulate replays a signed-in user in the foreground from version 1.0, so it does not take \(name)",
                    command: command)
            }
        case "demo":
            if flags.contains("--json") {
                throw UsageError(
                    "demo is interactive and prints no JSON; --json is for the other commands", command: command)
            }
        default:
            break
        }
    }

    private static func parseOptions(_ reader: inout ValueReader, flags: Set<String>) throws(UsageError) -> ShellOptions
    {
        var options = ShellOptions()
        if let policy = reader.string("--policy") {
            guard ReviewPolicy.preset(named: policy) != nil else {
                throw UsageError(
                    "unknown policy \(TerminalText.quoted(policy)) (expected \(ReviewPolicy.presets.map(\.name).joined(separator: ", ")))"
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
            guard version.count <= maximumVersionLength else {
                throw UsageError("--app-version takes at most \(maximumVersionLength) characters, got \(version.count)")
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

    private static func parseCommand(_ name: String, arguments: [String], flags: Set<String>, reader: inout ValueReader)
        throws(UsageError) -> ShellCommand
    {
        let expectsArgument = ["respond", "help", "event"].contains(name)
        if arguments.count > (expectsArgument ? 1 : 0) {
            throw UsageError(
                "unexpected argument \(TerminalText.quoted(arguments[expectsArgument ? 1 : 0]))", command: name)
        }
        switch name {
        case "demo": return .demo(reviewLink: try reader.reviewLink())
        case "launch": return .launch
        case "tick": return .tick
        case "status": return .status
        case "reset": return .reset(all: flags.contains("--all"))
        case "reviewed": return .reviewed
        case "event":
            guard let text = arguments.first else { throw UsageError("event needs a name", command: name) }
            let eventName: EventName
            do {
                eventName = try EventName(text)
            } catch {
                guard case .invalidEventName(_, let reason) = error else { throw UsageError("\(error)", command: name) }
                throw UsageError("\(reason), got \(TerminalText.quoted(text))", command: name)
            }
            let weight = try reader.signedNumber("--weight") ?? 1
            return .event(
                ReviewEvent(eventName, weight: weight, isBadExperience: flags.contains("--bad")),
                ask: flags.contains("--ask"))
        case "complete":
            return .complete(try reader.choice("--outcome", of: ProcessOutcome.self) ?? .completed)
        case "respond":
            guard let text = arguments.first else {
                throw UsageError("respond needs rate, later or decline", command: name)
            }
            guard let answer = PrePromptAnswer(rawValue: text) else {
                throw UsageError(
                    "unknown answer \(TerminalText.quoted(text)) (expected rate, later or decline)", command: name)
            }
            return .respond(answer)
        case "review-link":
            guard let url = try reader.reviewLink() else {
                throw UsageError("review-link needs --app-id DIGITS", command: name)
            }
            return .reviewLink(url)
        case "simulate" where reader.string("--population") != nil:
            return .population(try reader.populationRun())
        case "simulate":
            for name in ["--seed", "--compare", "--profile", "--review-rate", "--csv", "--svg"]
            where reader.string(name) != nil {
                throw UsageError("\(name) goes with --population", command: "simulate")
            }
            var settings = SimulatedUser()
            settings.days = try reader.count("--days", range: 1...36_500) ?? settings.days
            settings.launchesPerDay = try reader.rate("--launches-per-day") ?? settings.launchesPerDay
            settings.completionsPerDay = try reader.rate("--completions-per-day") ?? settings.completionsPerDay
            settings.newVersionEveryDays = try reader.count("--new-version-every", range: 1...36_500)
            settings.answer = try reader.choice("--answer", of: PrePromptAnswer.self) ?? settings.answer
            return .simulate(settings)
        default:
            if let topic = arguments.first, !ShellCommand.names.contains(topic) {
                throw UsageError("no help for unknown command \(TerminalText.quoted(topic))")
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
        guard let date = ISOTimestamp.date(from: text) else {
            throw UsageError(
                "\(name) expects a real ISO-8601 date and time such as 2026-01-01T00:00:00Z, got \(TerminalText.quoted(text))"
            )
        }
        return date
    }

    func seconds(_ name: String) throws(UsageError) -> Double? {
        guard let text = values[name] else { return nil }
        guard let value = Self.decimal(text), value <= 3_600 else {
            throw UsageError(
                "\(name) expects seconds from 0 to 3600 in decimal digits, got \(TerminalText.quoted(text))")
        }
        return value
    }

    /// A number in decimal digits with an optional fraction and an optional leading `-`, within ±10⁶.
    func signedNumber(_ name: String) throws(UsageError) -> Double? {
        guard let text = values[name] else { return nil }
        let magnitude = text.hasPrefix("-") ? String(text.dropFirst()) : text
        guard let value = Self.decimal(magnitude), value <= 1_000_000 else {
            throw UsageError(
                "\(name) expects a number from -1000000 to 1000000 in decimal digits, got \(TerminalText.quoted(text))",
                command: command)
        }
        return text.hasPrefix("-") ? -value : value
    }

    /// The population run `--population` and its options describe; the single user's own rates are
    /// refused, as each user's come from the population model.
    func populationRun() throws(UsageError) -> PopulationRun {
        for name in ["--launches-per-day", "--completions-per-day", "--new-version-every", "--answer"]
        where values[name] != nil {
            throw UsageError(
                "--population draws each user's \(name.dropFirst(2)) from the population model; set it in --profile",
                command: command)
        }
        var run = PopulationRun()
        run.users = try count("--population", range: 1...PopulationSimulator.maximumUsers) ?? run.users
        run.days = try count("--days", range: 1...36_500) ?? run.days
        if let text = values["--seed"] {
            guard Self.isDigits(text), let seed = UInt64(text) else {
                throw UsageError(
                    "--seed expects a whole number from 0 to \(UInt64.max), got \(TerminalText.quoted(text))",
                    command: command)
            }
            run.seed = seed
        }
        if let list = values["--compare"] {
            let names = list.split(separator: ",", omittingEmptySubsequences: false).map(String.init)
            for name in names where ReviewPolicy.preset(named: name) == nil {
                throw UsageError(
                    "--compare: unknown policy \(TerminalText.quoted(name)) (expected \(ReviewPolicy.presets.map(\.name).joined(separator: ", ")))",
                    command: command)
            }
            run.policies = names
        }
        if let path = values["--profile"] {
            let data: Data
            do {
                data = try Data(contentsOf: URL(fileURLWithPath: path))
            } catch {
                throw UsageError("--profile: cannot read \(TerminalText.quoted(path))", command: command)
            }
            guard data.count <= 1_048_576 else {
                throw UsageError("--profile: the file is over 1 MiB", command: command)
            }
            do {
                run.model = try PopulationModel.decode(data)
            } catch {
                throw UsageError("--profile: \(TerminalText.safe(error.description, limit: 120))", command: command)
            }
        }
        run.csvPath = values["--csv"]
        run.svgPath = values["--svg"]
        if values["--review-rate"] != nil {
            guard let rate = try rate("--review-rate"), rate <= 1 else {
                throw UsageError("--review-rate expects a number from 0 to 1", command: command)
            }
            run.model.reviewRate = rate
        }
        return run
    }

    func rate(_ name: String) throws(UsageError) -> Double? {
        guard let text = values[name] else { return nil }
        guard let value = Self.decimal(text), value <= 1_000 else {
            throw UsageError(
                "\(name) expects a number from 0 to 1000 in decimal digits, got \(TerminalText.quoted(text))",
                command: command)
        }
        return value
    }

    func count(_ name: String, range: ClosedRange<Int>) throws(UsageError) -> Int? {
        guard let text = values[name] else { return nil }
        guard Self.isDigits(text), let value = Int(text), range.contains(value) else {
            throw UsageError(
                "\(name) expects a whole number from \(range.lowerBound) to \(range.upperBound), got \(TerminalText.quoted(text))",
                command: command
            )
        }
        return value
    }

    /// A non-negative number written as decimal digits with an optional fraction (`2`, `0.5`); no
    /// sign, exponent, hexadecimal form, infinity or NaN.
    private static func decimal(_ text: String) -> Double? {
        let parts = text.split(separator: ".", maxSplits: 1, omittingEmptySubsequences: false).map(String.init)
        guard parts.allSatisfy(isDigits) else { return nil }
        return Double(text)
    }

    private static func isDigits(_ text: String) -> Bool {
        !text.isEmpty && text.utf8.allSatisfy { (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) }
    }

    func choice<Choice: RawRepresentable & CaseIterable>(_ name: String, of type: Choice.Type) throws(UsageError)
        -> Choice? where Choice.RawValue == String
    {
        guard let text = values[name] else { return nil }
        guard let value = Choice(rawValue: text) else {
            let expected = Choice.allCases.map(\.rawValue).joined(separator: " or ")
            throw UsageError("\(name) expects \(expected), got \(TerminalText.quoted(text))", command: command)
        }
        return value
    }
}
