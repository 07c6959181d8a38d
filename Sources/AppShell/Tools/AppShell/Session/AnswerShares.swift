import AskForReviewSimulation

/// `--answers rate=R,later=L,decline=D`: the shares of the pre-prompt answers users are assumed to
/// give, each a number from 0 (a missing one is 0), one at least above 0.
enum AnswerShares {
    /// The shares `--answers` gives, or `nil` when it is not given.
    /// - Throws: a usage error naming the command when the value is not as above.
    static func read(from input: CommandInput) throws(UsageError) -> PopulationModel.Answers? {
        guard let text = input.string("--answers") else { return nil }
        var shares: [String: Double] = [:]
        for part in text.split(separator: ",", omittingEmptySubsequences: false) {
            let pair = part.split(separator: "=", maxSplits: 1).map(String.init)
            guard pair.count == 2, ["rate", "later", "decline"].contains(pair[0]), shares[pair[0]] == nil,
                let share = CommandInput.decimal(pair[1]), share >= 0, share <= 1_000_000
            else {
                throw UsageError(
                    "--answers expects rate=R,later=L,decline=D with numbers from 0, got \(TerminalText.quoted(text))",
                    command: input.command)
            }
            shares[pair[0]] = share
        }
        let answers = PopulationModel.Answers(
            rate: shares["rate"] ?? 0, later: shares["later"] ?? 0, decline: shares["decline"] ?? 0)
        guard answers.rate + answers.later + answers.decline > 0 else {
            throw UsageError("--answers needs a share above 0", command: input.command)
        }
        return answers
    }
}
