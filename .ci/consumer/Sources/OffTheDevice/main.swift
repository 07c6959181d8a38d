import AskForReview
import AskForReviewConditions

// "Trying it off the device" in Getting started: the flow a newcomer sees in a package's executable
// on a Mac or on Linux. `Scripts/consumer-check` runs it and compares what it prints with the article.

/// The system's review prompt, off the device: says where it would show.
@MainActor
final class PrintingPrompter: SystemReviewPrompter {
    var unavailableReason: String? { nil }
    func requestReview() {
        print("  [the system's review prompt shows here]")
    }
}

let policy = ReviewPolicy(
    name: "tryout",
    conditions: [
        ReviewConditions.completedProcesses(4),
        ReviewConditions.versionNotYetPrompted(),
    ],
    moments: [.processCompleted],
    prePrompt: PrePrompt(
        title: "Enjoying the app?",
        message: "A rating helps others find it.",
        rateButton: "Rate", laterButton: "Later",
        declineButton: "No, thanks"),
    rateAction: .systemRequest)
let viewModel = ViewModelFactory.makeAskForReviewViewModel(
    policy: policy, store: DataFactory.makeInMemoryStore(),
    versionService: ServiceFactory.makeVersionService(fallback: "1.0"),
    prompter: PrintingPrompter())
viewModel.handleShowPrePrompt = { prePrompt in
    print("  pre-prompt: \(prePrompt.title) [\(prePrompt.rateButton)]")
    viewModel.answerPrePrompt(.rate)
}
for process in 1...4 {
    print("process \(process) completed")
    let decision = viewModel.processDidFinish(.completed)
    if let decision, !decision.isEligible {
        let reasons = decision.reasons.joined(separator: "; ")
        print("  not asked: \(reasons)")
    }
    await viewModel.pendingReviewRequest?.value
}
