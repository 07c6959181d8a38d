import AskForReviewDomain
import AskForReviewPresentation

/// `complete`: records a finished process; a completed one may ask after the pause.
struct CompleteCommand: StoreCommand, Equatable {
    static let definition = CommandDefinition(
        name: "complete",
        usage: "complete [--outcome completed|skipped]",
        summary: "record a finished process; may ask after the pause",
        help: """
            complete [--outcome completed|skipped]
              Record one finished process (or workout). A completed one may present the review
              request after the pause; a skipped one is recorded as skipped and never triggers.
            """,
        valued: ["--outcome"],
        parse: { input throws(UsageError) in
            CompleteCommand(outcome: try input.choice("--outcome", of: ProcessOutcome.self) ?? .completed)
        }
    )

    let outcome: ProcessOutcome

    @MainActor func act(on session: ShellSession, transcript: CommandTranscript) async -> [String: JSONValue] {
        let decision = session.viewModel.processDidFinish(outcome)
        transcript.say("Recorded a \(outcome.rawValue) process.")
        if let decision {
            transcript.say(decision, pauseSeconds: session.options.pauseSeconds, where: " on the completion screen")
        }
        await session.finishPendingRequest()
        return [:]
    }
}
