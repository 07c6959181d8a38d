/// `--version`: prints the package's version.
struct VersionCommand: ShellCommand, Equatable {
    var changesStore: Bool { false }

    @MainActor func run(in context: ShellContext) async -> Int32 {
        context.console.out("AppShell \(AskForReviewVersion.current)")
        return ExitCode.success.rawValue
    }
}
