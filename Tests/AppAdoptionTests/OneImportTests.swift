import AskForReview
import AskForReviewTesting
import Foundation
import Testing

/// What an app writes: `import AskForReview` and one call. This target depends on the product's
/// umbrella module (and the shipped test support) only, so a missing piece of API fails to compile.
@MainActor
@Suite("One import, one call")
struct OneImportTests {
    @Test("One call sets up a view model over the JSON file store that asks on the fourth completion")
    func oneCall() async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("askforreview-app-\(UUID())")
        defer { try? FileManager.default.removeItem(at: folder) }
        let prompter = CountingPrompter()
        let clock = ManualClock()
        let viewModel = ViewModelFactory.makeAskForReviewViewModel(
            policy: .apple,
            store: JSONFileStore(fileURL: folder.appendingPathComponent("state.json")),
            versionService: BundleVersionService(fixedVersion: "1.0"),
            prompter: prompter,
            clock: clock
        )
        for _ in 1...3 { viewModel.processDidFinish(.completed) }
        #expect(viewModel.pendingReviewRequest == nil)
        viewModel.processDidFinish(.completed)
        let pending = try #require(viewModel.pendingReviewRequest)
        clock.advance(by: .seconds(2))
        await pending.value
        #expect(prompter.requests == 1)
        #expect(viewModel.decision()?.reasons == ["already asked for version 1.0"])
    }

    @Test("The default store lives in XDG's state folder off Apple platforms, in Application Support on them")
    func defaultStore() {
        let url = DataFactory.defaultStoreURL(environment: ["XDG_STATE_HOME": "/x/state", "HOME": "/home/u"])
        #if canImport(Darwin)
            #expect(url.path.contains("Application Support"))
        #else
            #expect(url.path == "/x/state/askforreview/state.json")
            #expect(
                DataFactory.defaultStoreURL(environment: ["HOME": "/home/u"]).path
                    == "/home/u/.local/state/askforreview/state.json")
        #endif
    }

    @Test("Where no system prompt exists the platform prompter is the one that never asks")
    func platformPrompter() {
        #if !canImport(UIKit)
            #expect(ViewModelFactory.platformPrompter() is NoSystemReviewPrompter)
        #endif
    }
}

/// Counts the system requests, as an app's own prompter might for a test.
@MainActor
private final class CountingPrompter: SystemReviewPrompter {
    private(set) var requests = 0
    func requestReview() { requests += 1 }
}
