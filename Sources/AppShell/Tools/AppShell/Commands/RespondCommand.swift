import AskForReviewDomain
import AskForReviewPresentation

/// `respond`: the user's answer to the pre-prompt that awaits one.
struct RespondCommand: StoreCommand, Equatable {
    static let definition = CommandDefinition(
        name: "respond",
        usage: "respond rate|later|decline",
        summary: "the user's answer to the pre-prompt; rate makes the system request",
        help: """
            respond rate|later|decline
              Answer the pre-prompt that awaits an answer (shown by tick or demo, not yet
              answered); 1, 2 and 3 answer as its buttons [1] [2] [3] do. rate makes the system review request. Without such a pre-prompt: exit 64, nothing stored.
            """,
        maximumArguments: 1,
        parse: { input throws(UsageError) in
            guard let text = input.arguments.first else {
                throw UsageError("respond needs rate, later or decline", command: input.command)
            }
            // The pre-prompt shows its buttons as [1] [2] [3]: each number answers as its button.
            guard let answer = PrePromptAnswer(rawValue: text) ?? PrePromptText.answers[text] else {
                let hint = NearestName.hint(for: text, among: ["rate", "later", "decline"])
                throw UsageError(
                    "unknown answer \(TerminalText.quoted(text)) (expected rate, later or decline, or 1, 2 or 3)\(hint)",
                    command: input.command)
            }
            return RespondCommand(answer: answer)
        }
    )

    let answer: PrePromptAnswer

    @MainActor func act(on session: ShellSession, transcript: CommandTranscript) async -> [String: JSONValue] {
        session.viewModel.answerPrePrompt(answer)
        transcript.say("Recorded the answer '\(answer.rawValue)'.")
        return [:]
    }
}
