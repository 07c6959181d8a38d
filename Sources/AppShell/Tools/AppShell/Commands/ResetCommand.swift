import AskForReviewPresentation

/// `reset`: forgets the stored counts and dates; `--all` the log of system requests and the opt-out
/// too.
struct ResetCommand: StoreCommand, Equatable {
    static let definition = CommandDefinition(
        name: "reset",
        usage: "reset [--all]",
        summary: "forget counts and dates (keeps the system request log and an opt-out; --all too)",
        help: """
            reset [--all]
              Forget the stored counts and dates. The log of system requests is kept, as the system
              keeps its own, and so is the user's opt-out; --all forgets both too.
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
                : "Cleared the stored counts and dates; kept the system request log and any opt-out.")
        return [:]
    }
}
