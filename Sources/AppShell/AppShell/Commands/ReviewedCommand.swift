import AskForReviewPresentation

/// `reviewed`: the user reviewed through the app's own path and is never asked again.
struct ReviewedCommand: StoreCommand, Equatable {
    static let definition = CommandDefinition(
        name: "reviewed",
        usage: "reviewed",
        summary: "the user reviewed through the app's own path: never asked again",
        help: "reviewed\n  Record that the user reviewed through the app's own path (a Rate us button).",
        parse: { _ in ReviewedCommand() }
    )

    @MainActor func act(on session: ShellSession, transcript: CommandTranscript) async -> [String: JSONValue] {
        session.viewModel.userDidReview()
        transcript.say("Recorded that the user reviewed the app.")
        return [:]
    }
}
