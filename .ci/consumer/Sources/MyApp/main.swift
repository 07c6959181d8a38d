import AskForReview
import Foundation

// What an app does with the package, run by `Scripts/consumer-check`: one call, then one event.
let folder = FileManager.default.temporaryDirectory.appendingPathComponent("consumer-\(UUID())")
defer { try? FileManager.default.removeItem(at: folder) }
let viewModel = await ViewModelFactory.makeAskForReviewViewModel(
    policy: .apple, store: JSONFileStore(fileURL: folder.appendingPathComponent("state.json")),
    versionService: ServiceFactory.makeVersionService(fallback: "1.0"))
let decision = await viewModel.processDidFinish(.completed)
print(decision?.reasons ?? ["no decision"])
