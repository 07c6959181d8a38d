/// A parsed command line, ready to run: one per command file, made by its ``CommandDefinition``.
protocol ShellCommand {
    /// Whether running it may change the stored state (a failed write to standard output says so).
    var changesStore: Bool { get }
    /// Runs the command and returns the exit code; what it prints goes to `context.console`.
    @MainActor func run(in context: ShellContext) async -> Int32
}

/// What a command runs with: the options every command takes, the console and the line input.
@MainActor
struct ShellContext {
    let options: ShellOptions
    let console: Console
    let input: LineInput
}
