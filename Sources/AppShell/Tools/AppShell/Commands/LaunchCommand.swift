import AskForReviewPresentation

/// `launch`: records an app launch.
struct LaunchCommand: StoreCommand, Equatable {
    static let definition = CommandDefinition(
        name: "launch",
        usage: "launch",
        summary: "record a launch (sets the first-launch date once)",
        help: "launch\n  Record an app launch. Only this command records the first-launch date, once.",
        parse: { _ in LaunchCommand() }
    )

    @MainActor func act(on session: ShellSession, transcript: CommandTranscript) async -> [String: JSONValue] {
        session.viewModel.appDidLaunch()
        transcript.say("Recorded an app launch.")
        return [:]
    }
}
