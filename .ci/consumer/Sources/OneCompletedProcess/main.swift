import AskForReview
import Foundation


// One completed process through the one-call setup, as an app on a platform with a system prompt
// runs it: the fourth completion of version 1.0 under `.apple`, the pause, the request. Linux has no
// StoreKit, so the prompter is the app's own; everything else is the package's default wiring (the
// JSON file store written behind, the real clock and its two-second pause). `Scripts/one-process-trace`
// builds this with coverage, runs it with and without `setup`, and lists what the difference executed.

/// A prompter that can always present, and says when it is asked to.
@MainActor
final class PrintingPrompter: SystemReviewPrompter {
    var unavailableReason: String? { nil }
    func requestReview() { print("the system review request went out") }
}

let folder = FileManager.default.temporaryDirectory.appendingPathComponent("one-process-\(UUID())")
defer { try? FileManager.default.removeItem(at: folder) }
let store = JSONFileStore(fileURL: folder.appendingPathComponent("state.json"))
let viewModel = ViewModelFactory.makeAskForReviewViewModel(
    policy: .apple, store: store, versionService: ServiceFactory.makeVersionService(fallback: "1.0"),
    prompter: PrintingPrompter())
for _ in 1...3 { viewModel.processDidFinish(.completed) }
await viewModel.synchronize()
// With `setup`, the run stops here: what a full run executes beyond it is the fourth completion alone.
if CommandLine.arguments.dropFirst().first != "setup" {
    // The traced process: the fourth completion, the pause while the completion screen shows, the request.
    viewModel.processDidFinish(.completed)
    await viewModel.pendingReviewRequest?.value
    await viewModel.synchronize()
}
// Nothing follows: a closing step run by both would add to the difference what the setup's run does
// not reach (a decision's reasons differ after three completions and after four).
