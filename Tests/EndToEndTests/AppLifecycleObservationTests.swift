import AskForReview
import AskForReviewTesting
import Foundation
import TestSupport
import Testing

/// The one-call setup's lifecycle wiring, which an app never calls itself: a notification that the
/// app leaves writes what the view models hold in memory, one that it returns reads the store again
/// and counts one session for the store, however many view models are alive.
@MainActor
@Suite("The one-call setup and the app's lifecycle")
struct AppLifecycleObservationTests {
    let center = NotificationCenter()
    let leaving = Notification.Name("test.leaving")
    let returning = Notification.Name("test.returning")

    /// A view model over `store` as the one-call setup makes it, without its observation of the
    /// platform's notifications: the test's own `observation` follows it.
    func viewModel(over store: any Storeable, observedBy observation: AppLifecycleObservation) -> AskForReviewViewModel
    {
        let usecase = UsecasesFactory.makeAskForReviewUsecase(
            policy: .apple,
            reviewStoreService: WriteBehindReviewStoreService(
                base: ServiceFactory.makeReviewStoreService(store: store)),
            versionService: BundleVersionService(fixedVersion: "1.0"))
        let viewModel = AskForReviewViewModel(
            usecase: usecase, prompter: SystemReviewPrompterSpy(), clock: ManualClock())
        observation.observe(viewModel, store: store)
        return viewModel
    }

    func makeObservation() -> AppLifecycleObservation {
        AppLifecycleObservation(leaving: [leaving], returning: [returning], center: center)
    }

    @Test("The app's lifecycle notifications write the state on leaving and read it again on return")
    func lifecycleNotifications() throws {
        let folder = ScratchFolder.url.appendingPathComponent("askforreview-app-\(UUID())")
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("state.json")
        let observation = makeObservation()
        let viewModel = viewModel(over: JSONFileStore(fileURL: file), observedBy: observation)
        for _ in 1...3 { viewModel.processDidFinish(.completed) }
        let files = { StoreableReviewStoreService(store: JSONFileStore(fileURL: file)) }
        #expect(try files().loadState().completedCount < 3, "some held in memory until the app leaves")

        center.post(name: leaving, object: nil)
        #expect(try files().loadState().completedCount == 3)
        #expect(try files().loadState().sessions.count == 1, "the launch, counted when the model was made")
        // Another process completes one more; the return reads it.
        try files().record(.event(ReviewEvent(.processCompleted), at: Date(), version: "1.0"))
        #expect(viewModel.decision()?.isEligible == false, "not yet read again")
        center.post(name: returning, object: nil)
        #expect(viewModel.decision()?.isEligible == true)
        center.post(name: leaving, object: nil)
        #expect(try files().loadState().sessions.count == 2, "the return counted one session")
    }

    @Test("Three models over one store: one launch, and one session for each return after the app left")
    func oneSessionPerReturn() throws {
        let store = DataFactory.makeInMemoryStore()
        let observation = makeObservation()
        let models = (0..<3).map { _ in viewModel(over: store, observedBy: observation) }
        let sessions = {
            for model in models { model.appDidEnterBackground() }
            return try ServiceFactory.makeReviewStoreService(store: store).loadState().sessions.count
        }
        #expect(try sessions() == 1)
        center.post(name: leaving, object: nil)
        center.post(name: returning, object: nil)
        #expect(try sessions() == 2)
        center.post(name: returning, object: nil)
        center.post(name: returning, object: nil)
        #expect(
            try sessions() == 2, "a return posted without the app leaving (an activation after launch) is no session")
    }

    @Test("A return while no model of the store is alive is counted when the next one is made")
    func pendingSession() throws {
        let store = DataFactory.makeInMemoryStore()
        let observation = makeObservation()
        do { _ = viewModel(over: store, observedBy: observation) }
        center.post(name: leaving, object: nil)
        center.post(name: returning, object: nil)
        let count = { try ServiceFactory.makeReviewStoreService(store: store).loadState().sessions.count }
        #expect(try count() == 1)
        do { _ = viewModel(over: store, observedBy: observation) }
        #expect(try count() == 2)
        do { _ = viewModel(over: store, observedBy: observation) }
        #expect(try count() == 2, "a model made with no return in between counts nothing")
    }

    @Test("Stores are told apart: files by path, other objects by identity, a store gone is a new one")
    func storeIdentities() throws {
        let observation = makeObservation()
        var stores = [DataFactory.makeInMemoryStore()]
        _ = viewModel(over: stores[0], observedBy: observation)
        // Many short-lived stores: each is new even where its object takes a freed address.
        var counts: [Int] = []
        for _ in 0..<50 {
            let store = DataFactory.makeInMemoryStore()
            _ = viewModel(over: store, observedBy: observation)
            counts.append(try ServiceFactory.makeReviewStoreService(store: store).loadState().sessions.count)
        }
        #expect(counts == Array(repeating: 1, count: 50))
        stores.append(DataFactory.makeInMemoryStore())
        #expect(
            StoreIdentity(JSONFileStore(fileURL: URL(fileURLWithPath: "/tmp/a/../a/state.json")))
                == StoreIdentity(JSONFileStore(fileURL: URL(fileURLWithPath: "/tmp/a/state.json"))))
        #expect(StoreIdentity(stores[0]) != StoreIdentity(stores[1]))
    }
}
