import Foundation

/// `help [command]`, `--help` and `-h`: the general help, listing every command in ``CommandTable``,
/// or one command's.
struct HelpCommand: ShellCommand, Equatable {
    static let definition = CommandDefinition(
        name: "help",
        usage: "help [command]",
        summary: "this help, or one command's",
        help: "help [command]\n  Print the general help or one command's.",
        maximumArguments: 1,
        parse: { input throws(UsageError) in try HelpCommand(topic: input.arguments.first) }
    )

    /// The command whose help to print, or `nil` for the general help.
    let topic: String?

    /// The help on `topic`; throws when no command has that name.
    init(topic: String?) throws(UsageError) {
        if let topic, CommandTable.named(topic) == nil {
            let hint = NearestName.hint(for: topic, among: CommandTable.all.map(\.name))
            throw UsageError("no help for unknown command \(TerminalText.quoted(topic))\(hint)")
        }
        self.topic = topic
    }

    var changesStore: Bool { false }

    @MainActor func run(in context: ShellContext) async -> Int32 {
        HelpLayout.fitted(text).forEach(context.console.out)
        return ExitCode.success.rawValue
    }

    /// The text printed, before ``HelpLayout`` fits it to 80 columns.
    var text: String {
        guard let topic, let definition = CommandTable.named(topic) else { return Self.general }
        return HelpLayout.usagePrefix + definition.help + "\n\nOptions every command takes: see 'AppShell help'."
    }

    /// The general help: the commands, the options every command takes and the exit codes.
    static var general: String {
        let commands = CommandTable.all.map { definition in
            let usage = definition.usage.split(separator: "\n").map { "  " + $0 }.joined(separator: "\n")
            let fits = !definition.usage.contains("\n") && usage.count < 28
            return fits
                ? usage.padding(toLength: 28, withPad: " ", startingAt: 0) + definition.summary
                : usage + "\n" + String(repeating: " ", count: 28) + definition.summary
        }
        return """
            AppShell: the AskForReview command-line shell.

            Usage: swift run AppShell <command> [options]

            Commands:
            \(commands.joined(separator: "\n"))
              --version                 the version

            Run 'AppShell help COMMAND' for a command's arguments and details. The full reference,
            with every --json key and file format: Documentation/CLI.md.

            \(options)
            """
    }

    private static let options = """
        Options (every command):
          --policy \(PolicySource.presetSpellings.joined(separator: "|"))   the preset policy (default apple)
          --policy-file FILE    a policy file, or an experiment file, instead of a preset
          --store PATH          the JSON store file (default
                                $XDG_STATE_HOME/askforreview/command-line/state.json,
                                else ~/.local/state/askforreview/command-line/state.json)
          --app-version V       the current app version (default 1.0)
          --now ISO-8601        act as if it were that moment, e.g. 2026-01-01T00:00:00Z
          --pause SECONDS       the pause on the completion screen (default 2; 0 allowed)
          --signed-out          the user is signed out
          --background          the app is in the background
          --json                print exactly one JSON object on standard output (not demo)
          --help, -h            this help; after a command, that command's
          --                    end of options: what follows is a command or argument

        Exit codes: 0 success; 64 bad command line (nothing stored); 65 a policy, population,
        experiment or mapping file is not valid, an event log has a problem (each told with its
        line), or replay or simulate results do not merge; 66 a policy, population or mapping file
        cannot be read, an event log or a result to merge does not exist or cannot be read;
        73 a --csv, --svg or --per-user path cannot be written (nothing run or written);
        74 store unreadable or unwritable, or standard output unwritable; 75 store busy (another
        process held its lock for 3 s; nothing stored; try again); 130 simulate --population,
        replay or population fit interrupted (Ctrl-C): nothing printed, no file written.
        """
}
