/// The hand-written parser of the command line: the one place arguments are read and checked.
///
/// Options may stand before or after the command, as `--name value` or `--name=value`; `--` ends the
/// options. Every value is checked here, before any store is opened, so bad input never touches the
/// store. Echoed arguments are escaped and cut (see ``TerminalText``). What each command takes is
/// its ``CommandDefinition``'s business; this parser knows only the options every command takes.
enum ArgumentParser {
    /// The command line split into arguments, option values and flags, each option known to some command.
    private struct Tokens {
        var positionals: [String] = []
        var values: [String: String] = [:]
        var flags: Set<String> = []
    }

    static func parse(_ arguments: [String]) throws(UsageError) -> Invocation {
        let tokens = try tokenize(arguments)
        if tokens.flags.contains("--version") { return Invocation(command: VersionCommand(), options: ShellOptions()) }
        if tokens.flags.contains("--help") {
            // `--help` alone is the general help; after a command, that command's.
            let topic = tokens.positionals.first
            return Invocation(command: try HelpCommand(topic: topic == "help" ? nil : topic), options: ShellOptions())
        }
        let name = tokens.positionals.first ?? "demo"
        guard let definition = CommandTable.named(name) else {
            let hint = NearestName.hint(for: name, among: CommandTable.all.map(\.name))
            throw UsageError("unknown command \(TerminalText.quoted(name))\(hint)")
        }
        try check(tokens, against: definition)
        var input = CommandInput(
            command: name, arguments: Array(tokens.positionals.dropFirst()), values: tokens.values, flags: tokens.flags)
        input.options = try ShellOptions(reading: input)
        if input.arguments.count > definition.maximumArguments {
            throw UsageError(
                "unexpected argument \(TerminalText.quoted(input.arguments[definition.maximumArguments]))",
                command: name)
        }
        return Invocation(command: try definition.parse(input), options: input.options)
    }

    /// Refuses an option the command does not take, or takes but would silently ignore.
    private static func check(_ tokens: Tokens, against definition: CommandDefinition) throws(UsageError) {
        let name = definition.name
        for option in tokens.values.keys.sorted()
        where !ShellOptions.valued.contains(option) && !definition.valued.contains(option) {
            throw UsageError("'\(name)' does not take \(option)", command: name)
        }
        for option in tokens.flags.sorted()
        where !ShellOptions.flags.contains(option) && !definition.flags.contains(option) {
            throw UsageError("'\(name)' does not take \(option)", command: name)
        }
        for (option, reason) in definition.refused
        where tokens.values[option] != nil || tokens.flags.contains(option) {
            throw UsageError(reason, command: name)
        }
    }

    /// Splits `arguments` into positionals, option values and flags; refuses an option no command
    /// takes, a flag given a value, a value given twice and an option missing its value.
    private static func tokenize(_ arguments: [String]) throws(UsageError) -> Tokens {
        let flagNames = CommandTable.all.reduce(ShellOptions.flags) { $0.union($1.flags) }
        let valuedNames = CommandTable.all.reduce(ShellOptions.valued) { $0.union($1.valued) }
        var tokens = Tokens()
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
                tokens.positionals.append(argument)
                continue
            }
            if argument == "-h" {
                tokens.flags.insert("--help")
                continue
            }
            guard argument.hasPrefix("--") else {
                let hint = NearestName.hint(for: argument, among: flagNames.union(valuedNames).sorted())
                throw UsageError("unknown option \(TerminalText.quoted(argument))\(hint)")
            }
            let equals = argument.firstIndex(of: "=")
            let name = String(argument[..<(equals ?? argument.endIndex)])
            let attached = equals.map { String(argument[argument.index(after: $0)...]) }
            if flagNames.contains(name) {
                guard attached == nil else { throw UsageError("\(name) takes no value") }
                tokens.flags.insert(name)
                continue
            }
            guard valuedNames.contains(name) else {
                let hint = NearestName.hint(for: name, among: flagNames.union(valuedNames).sorted())
                throw UsageError("unknown option \(TerminalText.quoted(name))\(hint)")
            }
            guard tokens.values[name] == nil else { throw UsageError("\(name) is given twice") }
            if let attached {
                guard !attached.isEmpty else { throw UsageError("\(name)= needs a value after the '='") }
                tokens.values[name] = attached
            } else if index < arguments.count, !arguments[index].hasPrefix("--") {
                tokens.values[name] = arguments[index]
                index += 1
            } else {
                throw UsageError("\(name) needs a value")
            }
        }
        return tokens
    }
}
