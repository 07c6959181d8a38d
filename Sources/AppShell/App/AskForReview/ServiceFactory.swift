public import AskForReviewData
public import AskForReviewDomain
public import Foundation

/// Builds the repositories the use case needs, over the Data layer.
public enum ServiceFactory {
    /// The review state kept in `store`.
    public static func makeReviewStoreService(store: any Storeable) -> any ReviewStoreService {
        StoreableReviewStoreService(store: store)
    }

    /// The bundle's version (`CFBundleVersion`) where there is one, `fallback` otherwise.
    public static func makeVersionService(bundle: Bundle = .main, fallback: String? = nil) -> any VersionService {
        BundleVersionService(bundle: bundle, fallback: fallback)
    }

    /// A fresh review state in memory, kept nowhere: for previews and simulations.
    public static func makeInMemoryReviewStoreService() -> any ReviewStoreService {
        InMemoryReviewStoreService()
    }
}
