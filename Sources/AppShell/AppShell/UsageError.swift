/// A command line that cannot be run: the shell prints ``message`` on one line and exits with 64.
struct UsageError: Error, Equatable {
    let message: String
    /// The command whose help explains the fix, or `nil` for the general help.
    let command: String?

    init(_ message: String, command: String? = nil) {
        self.message = message
        self.command = command
    }

    /// The one line printed on standard error.
    var line: String {
        "AppShell: \(message). See 'AppShell help\(command.map { " \($0)" } ?? "")'."
    }
}
