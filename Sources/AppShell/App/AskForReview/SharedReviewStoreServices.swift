package import AskForReviewData
package import AskForReviewDomain
package import AskForReviewPresentation

/// One write-behind service per store in this process, shared by every view model the one-call setup
/// makes over that store, so each decides on one state at once: a launch one model records and
/// holds in memory is what every other model of the store sees, whatever the write-behind delay.
///
/// A store is known by its identity (`StoreIdentity`), asked of every store alike: its `id` when it is
/// `Identifiable` (the file of a JSON file store, the suite and key of a UserDefaults store), else its
/// object when it is a class, else its type. The registry holds each service weakly: the use cases
/// hold it, and once the last of them is gone (its queued changes written as it goes) the next view
/// model reads the store again.
@MainActor
package final class SharedReviewStoreServices {
    /// The services the one-call setup shares in this process.
    package static let process = SharedReviewStoreServices()

    /// A service shared over one store and the view models told of its failed writes.
    private final class Shared {
        weak var service: WriteBehindReviewStoreService?
        let store: StoreReference
        let listeners = FailureListeners()

        init(_ store: StoreReference) {
            self.store = store
        }

        var isStale: Bool { service == nil || store.isGone }
    }

    private var services: [StoreIdentity: Shared] = [:]

    /// A registry with no service yet; the one-call setup uses ``process``.
    package init() {}

    /// The write-behind service over `store` that the view models of this store share, made now when
    /// none is alive, and where to name the view model made over it: each one named is told when a
    /// write of the service fails (its `handleError`).
    package func service(over store: any Storeable) -> (
        service: any ReviewStoreService, tellingFailuresTo: @MainActor (AskForReviewViewModel) -> Void
    ) {
        let identity = StoreIdentity(store)
        if let known = services[identity], !known.isStale, let service = known.service {
            return (service, known.listeners.add)
        }
        services = services.filter { !$0.value.isStale }
        let shared = Shared(StoreReference(store, identity: identity))
        let service = makeService(over: store, telling: shared.listeners)
        shared.service = service
        services[identity] = shared
        return (service, shared.listeners.add)
    }

    private func makeService(over store: any Storeable, telling listeners: FailureListeners)
        -> WriteBehindReviewStoreService
    {
        WriteBehindReviewStoreService(
            base: StoreableReviewStoreService(store: store),
            onFailure: { error in Task { @MainActor in listeners.tell(error) } })
    }
}

/// The view models told when a shared service's write behind fails: each alive one's `handleError`.
@MainActor
private final class FailureListeners {
    private struct Weak {
        weak var viewModel: AskForReviewViewModel?
    }

    private var viewModels: [Weak] = []

    func add(_ viewModel: AskForReviewViewModel) {
        viewModels.removeAll { $0.viewModel == nil }
        viewModels.append(Weak(viewModel: viewModel))
    }

    func tell(_ error: any Error) {
        for entry in viewModels { entry.viewModel?.handleError?(error) }
    }
}
