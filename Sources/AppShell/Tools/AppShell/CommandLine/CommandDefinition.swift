/// What the shell knows of one command before it runs: its name, its help, the options only it takes,
/// the options it refuses, and how it reads its own arguments. Each command file declares one;
/// ``CommandTable`` lists them.
struct CommandDefinition: Sendable {
    /// The name as typed.
    let name: String
    /// How the general help lists it: the usage, then what it does.
    let usage: String
    /// What it does, in a few words, for the general help.
    let summary: String
    /// The text `help <name>` prints after "Usage: swift run AppShell ".
    let help: String
    /// Options only this command takes that stand alone (`--all`).
    var flags: Set<String> = []
    /// Options only this command takes that have a value (`--outcome completed`).
    var valued: Set<String> = []
    /// Options every other command takes that this one refuses, each with the reason, in the order
    /// they are checked.
    var refused: [(option: String, reason: String)] = []
    /// How many arguments may follow the name.
    var maximumArguments = 0
    /// Reads the command's arguments and option values into the command to run.
    let parse: @Sendable (CommandInput) throws(UsageError) -> any ShellCommand
}
