/// A command line that cannot be run: the shell prints ``line`` and exits with ``code``: 64, or for a
/// policy file the command line names, 65 (it is not a valid policy) or 66 (it cannot be read).
struct UsageError: Error, Equatable {
    let message: String
    /// The command whose help explains the fix, or `nil` for the general help.
    let command: String?
    /// The exit code.
    let code: ExitCode
    /// Lines printed after the first, each indented (a policy file's problems).
    let details: [String]

    init(_ message: String, command: String? = nil, code: ExitCode = .usage, details: [String] = []) {
        self.message = message
        self.command = command
        self.code = code
        self.details = details
    }

    /// The first line printed on standard error.
    var line: String {
        "AppShell: \(message). See 'AppShell help\(command.map { " \($0)" } ?? "")'."
    }

    /// Every line printed on standard error: ``line``, then the details, indented.
    var lines: [String] {
        [line] + details.map { "  " + $0 }
    }
}
