import AskForReviewPresentation

/// `opt-out`: the user said they never want to be asked.
struct OptOutCommand: StoreCommand, Equatable {
    static let definition = CommandDefinition(
        name: "opt-out",
        usage: "opt-out",
        summary: "the user said never to ask them (a setting, a support flow); no policy asks again",
        help: """
            opt-out
              Record that the user never wants to be asked, with no pre-prompt: every policy's
              decision is then not eligible (optedOut). reset keeps it; reset --all forgets it.
            """,
        parse: { _ in OptOutCommand() }
    )

    @MainActor func act(on session: ShellSession, transcript: CommandTranscript) async -> [String: JSONValue] {
        session.viewModel.userDidOptOut()
        transcript.say("Recorded that the user never wants to be asked.")
        return [:]
    }
}
