import AskForReviewPresentation

/// `reset`: forgets the stored counts and dates; `--all` the log of system requests too.
struct ResetCommand: StoreCommand, Equatable {
    static let definition = CommandDefinition(
        name: "reset",
        usage: "reset [--all]",
        summary: "forget counts and dates (keeps the system request log; --all too)",
        help: """
            reset [--all]
              Forget the stored counts and dates. The log of system requests is kept, as the system
              keeps its own; --all forgets it too.
            """,
        flags: ["--all"],
        parse: { input in ResetCommand(all: input.has("--all")) }
    )

    let all: Bool

    @MainActor func act(on session: ShellSession, transcript: CommandTranscript) async -> [String: JSONValue] {
        session.viewModel.resetChecks(forgettingSystemRequests: all)
        transcript.say(
            all
                ? "Cleared all stored review state."
                : "Cleared the stored counts and dates; kept the system request log.")
        return [:]
    }
}
