import AskForReview
import AskForReviewTesting
import Foundation
import Testing

/// The one-call setup's lifecycle wiring, which an app never calls itself: a notification that the
/// app leaves writes what the view model holds in memory, one that it returns reads the store again.
@MainActor
@Suite("The one-call setup and the app's lifecycle")
struct AppLifecycleObservationTests {
    @Test("The app's lifecycle notifications write the state on leaving and read it again on return")
    func lifecycleNotifications() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("askforreview-app-\(UUID())")
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("state.json")
        let viewModel = ViewModelFactory.makeAskForReviewViewModel(
            policy: .apple, store: JSONFileStore(fileURL: file),
            versionService: BundleVersionService(fixedVersion: "1.0"),
            prompter: SystemReviewPrompterSpy(), clock: ManualClock())
        let center = NotificationCenter()
        let (leaving, returning) = (Notification.Name("test.leaving"), Notification.Name("test.returning"))
        AppLifecycleObservation.observe(viewModel, leaving: [leaving], returning: [returning], center: center)
        viewModel.appDidLaunch()
        for _ in 1...3 { viewModel.processDidFinish(.completed) }
        let files = { StoreableReviewStoreService(store: JSONFileStore(fileURL: file)) }
        #expect(try files().loadState().completedCount < 3, "some held in memory until the app leaves")

        center.post(name: leaving, object: nil)
        #expect(try files().loadState().completedCount == 3)
        // Another process completes one more; the return reads it.
        try files().record(.event(ReviewEvent(.processCompleted), at: Date(), version: "1.0"))
        #expect(viewModel.decision()?.isEligible == false, "not yet read again")
        center.post(name: returning, object: nil)
        #expect(viewModel.decision()?.isEligible == true)
    }
}
