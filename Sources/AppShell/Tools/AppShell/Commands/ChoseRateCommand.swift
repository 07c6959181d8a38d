import AskForReviewPresentation

/// `chose-rate`: the user chose to rate through the app's own path.
struct ChoseRateCommand: StoreCommand, Equatable {
    static let definition = CommandDefinition(
        name: "chose-rate",
        usage: "chose-rate",
        summary: "the user chose to rate through the app's own path",
        help: "chose-rate\n  Record that the user chose to rate through the app's own path (a Rate us button).",
        parse: { _ in ChoseRateCommand() }
    )

    @MainActor func act(on session: ShellSession, transcript: CommandTranscript) async -> [String: JSONValue] {
        session.viewModel.userDidChooseRate()
        transcript.say("Recorded that the user chose to rate the app.")
        return [:]
    }
}
