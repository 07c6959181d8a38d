public import AskForReviewData
public import AskForReviewDomain
public import Foundation

/// Builds the repositories the use case needs, over the Data layer.
public enum ServiceFactory {
    /// The review state kept in `store`, one key per fact (`firstLaunchDate`, `event.<name>.count`,
    /// `sessions.count`, …). A value of the wrong type, a negative count or an invalid event name reads
    /// as missing and is named in `ReviewState.loadProblems`, which makes no user eligible; the next
    /// update has the store set the content aside before replacing it. Content an earlier schema wrote
    /// loads with every count and date kept.
    public static func makeReviewStoreService(store: any Storeable) -> any ReviewStoreService {
        StoreableReviewStoreService(store: store)
    }

    /// A service over `base` that keeps the state in memory and writes recorded changes behind, off
    /// the caller's thread, at most `delay` after they were recorded (0.5 s by default), at once on
    /// `synchronize()` and before any ask's update. Changes are applied to the latest stored state, so
    /// an app and its extension writing the same store lose nothing; the first occurrence of a new
    /// event name is written at once, so the store's limit on names holds. A write that fails is
    /// told to `onFailure` (on a background thread) and tried again; a process killed before a write
    /// loses the changes of the last `delay`, as `UserDefaults` may. Make one such service for a
    /// store and hand it to every use case over that store in the process: each service holds its
    /// own state in memory, so two over one store would each decide without what the other has not
    /// written yet (`ViewModelFactory` shares one per store for the view models it makes).
    public static func makeWriteBehindReviewStoreService(
        base: any ReviewStoreService, delay: Duration = .milliseconds(500),
        onFailure: @escaping @Sendable (any Error) -> Void = { _ in }
    ) -> any ReviewStoreService {
        WriteBehindReviewStoreService(base: base, delay: delay, onFailure: onFailure)
    }

    /// The bundle's version (`CFBundleVersion`), read once, where there is one; `fallback` otherwise
    /// (Linux has no Info.plist). A blank version counts as unknown.
    public static func makeVersionService(bundle: Bundle = .main, fallback: String? = nil) -> any VersionService {
        BundleVersionService(bundle: bundle, fallback: fallback)
    }

    /// `state` (a fresh one by default) kept in memory and nowhere else, in the store
    /// `DataFactory.makeInMemoryStore()` makes: the in-memory store has one entry point, that store,
    /// which a view model and a use case both take (`makeReviewStoreService(store:)`); a state of
    /// one's own goes in with `updateState { $0 = state }`.
    @available(
        *, deprecated,
        message: "use makeReviewStoreService(store: DataFactory.makeInMemoryStore()), then updateState { $0 = state }"
    )
    public static func makeInMemoryReviewStoreService(state: ReviewState = ReviewState()) -> any ReviewStoreService {
        StoreableReviewStoreService(inMemory: state)
    }
}
