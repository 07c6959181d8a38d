import AskForReviewDomain

/// The pre-prompt as the terminal shows it.
enum PrePromptText {
    /// The answer each of the buttons ``lines(for:)`` numbers gives, by its number: what the demo and
    /// `respond` take.
    static let answers: [String: PrePromptAnswer] = ["1": .rate, "2": .later, "3": .decline]

    static func lines(for prePrompt: PrePrompt) -> [String] {
        [
            "┌ \(prePrompt.title)",
            "│ \(prePrompt.message)",
            "└ [1] \(prePrompt.rateButton)   [2] \(prePrompt.laterButton)   [3] \(prePrompt.declineButton)",
        ]
    }
}
