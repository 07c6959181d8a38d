import AskForReviewData
import AskForReviewDomain

/// Builds the repositories the use case needs, over the Data layer.
enum ServiceFactory {
    static func makeReviewStoreService(store: any Storeable) -> any ReviewStoreService {
        StoreableReviewStoreService(store: store)
    }

    /// The bundle's version where there is one; the `--app-version` value otherwise.
    static func makeVersionService(appVersion: String) -> any VersionService {
        BundleVersionService(bundle: .main, fallback: appVersion)
    }

    /// A fresh in-memory review state, for simulations.
    static func makeInMemoryReviewStoreService() -> any ReviewStoreService {
        InMemoryReviewStoreService()
    }
}
