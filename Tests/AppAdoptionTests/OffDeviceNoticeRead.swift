import AskForReview
import Foundation
import Testing

/// The view model `make` returns, made with the platform's prompter off the device, where the
/// one-call setup writes one line to standard error (once a process): read here rather than left in
/// the test run's output, and, when this call is the one that writes it, checked to say that the
/// platform has no system review prompt. The test runner's own lines, which other tests running
/// meanwhile write to standard error too, are written back there.
@MainActor
func madeWithoutSystemPrompt(_ make: () -> AskForReviewViewModel) -> AskForReviewViewModel {
    let (viewModel, written) = capturingStandardError(make)
    let lines = written.split(separator: "\n", omittingEmptySubsequences: false)
    let notices = lines.filter { $0.hasPrefix("AskForReview:") }
    let others = lines.filter { !$0.hasPrefix("AskForReview:") }.joined(separator: "\n")
    if !others.isEmpty { FileHandle.standardError.write(Data(others.utf8)) }
    #expect(
        notices.allSatisfy { $0.hasPrefix("AskForReview: off the device, this platform has no system review prompt") },
        "\(notices)")
    return viewModel
}
