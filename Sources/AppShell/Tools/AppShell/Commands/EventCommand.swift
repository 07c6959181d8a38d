import AskForReviewDomain
import AskForReviewPresentation

/// `event`: records one occurrence of an event the app names; with `--ask`, asks on its screen.
struct EventCommand: StoreCommand, Equatable {
    static let definition = CommandDefinition(
        name: "event",
        usage: "event NAME [--weight W] [--bad] [--ask]",
        summary: "record an app's own event; --ask asks on its screen after the pause",
        help: """
            event NAME [--weight W] [--bad] [--ask]
              Record one occurrence of an event the app names (1-64 ASCII letters, digits, . _ - :), with
              a weight (default 1; may be negative) and marked as a bad experience with --bad. With
              --ask, the screen after it counts as a completion screen: the request goes out after the
              pause if the policy allows it.
            """,
        flags: ["--bad", "--ask"],
        valued: ["--weight"],
        maximumArguments: 1,
        parse: { input throws(UsageError) in try EventCommand(input) }
    )

    let event: ReviewEvent
    let ask: Bool

    init(event: ReviewEvent, ask: Bool) {
        self.event = event
        self.ask = ask
    }

    private init(_ input: CommandInput) throws(UsageError) {
        guard let text = input.arguments.first else { throw UsageError("event needs a name", command: input.command) }
        let name: EventName
        do {
            name = try EventName(text)
        } catch {
            guard case .invalidEventName(_, let reason) = error else {
                throw UsageError("\(error)", command: input.command)
            }
            throw UsageError("\(reason), got \(TerminalText.quoted(text))", command: input.command)
        }
        let weight = try input.signedNumber("--weight") ?? 1
        event = ReviewEvent(name, weight: weight, isBadExperience: input.has("--bad"))
        ask = input.has("--ask")
    }

    @MainActor func act(on session: ShellSession, transcript: CommandTranscript) async -> [String: JSONValue] {
        let decision = session.viewModel.eventDidHappen(event, askingOnScreen: ask)
        transcript.say("Recorded the event '\(event.name)'\(event.isBadExperience ? " (a bad experience)" : "").")
        if ask, let decision {
            transcript.say(decision, pauseSeconds: session.options.pauseSeconds)
            await session.finishPendingRequest()
        }
        return [:]
    }
}
