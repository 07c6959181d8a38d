import AskForReview
import Testing

/// The view model `make` returns, made with the platform's prompter off the device, where the
/// one-call setup writes one line to standard error (once a process): read here rather than left in
/// the test run's output, and, when this call is the one that writes it, checked to say that the
/// platform has no system review prompt.
@MainActor
func madeWithoutSystemPrompt(_ make: () -> AskForReviewViewModel) -> AskForReviewViewModel {
    let (viewModel, notice) = capturingStandardError(make)
    #expect(
        notice.isEmpty || notice.hasPrefix("AskForReview: off the device, this platform has no system review prompt"),
        "\(notice)")
    return viewModel
}
