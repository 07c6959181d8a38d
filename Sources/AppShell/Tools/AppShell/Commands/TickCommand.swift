import AskForReviewDomain
import AskForReviewPresentation

/// `tick`: the periodic check of a time-based policy; shows the pre-prompt if due.
struct TickCommand: StoreCommand, Equatable {
    static let definition = CommandDefinition(
        name: "tick",
        usage: "tick",
        summary: "the periodic check of a time-based policy; shows the pre-prompt if due",
        help: "tick\n  The periodic check of a time-based policy at --now; presents the pre-prompt if due.",
        parse: { _ in TickCommand() }
    )

    @MainActor func act(on session: ShellSession, transcript: CommandTranscript) async -> [String: JSONValue] {
        let decision = session.viewModel.periodicCheck()
        if let prePrompt = session.prePromptShown {
            PrePromptText.lines(for: prePrompt).forEach(transcript.say)
            transcript.say("Answer with: AppShell respond rate|later|decline")
        } else if let decision, !decision.isEligible {
            transcript.explain("Not asking, because:", decision.reasons)
        }
        return [:]
    }
}
