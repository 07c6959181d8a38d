import AskForReviewDomain

/// The pre-prompt as the terminal shows it.
enum PrePromptText {
    static func lines(for prePrompt: PrePrompt) -> [String] {
        [
            "┌ \(prePrompt.title)",
            "│ \(prePrompt.message)",
            "└ [1] \(prePrompt.rateButton)   [2] \(prePrompt.laterButton)   [3] \(prePrompt.declineButton)",
        ]
    }
}
