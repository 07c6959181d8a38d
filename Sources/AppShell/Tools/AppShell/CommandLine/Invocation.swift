/// One parsed command line: the command to run and the options every command takes.
struct Invocation {
    var command: any ShellCommand
    var options: ShellOptions
}
