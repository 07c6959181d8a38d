public import AskForReviewDomain
public import Foundation

/// Builds the use case from a policy, the services and the clock.
public enum UsecasesFactory {
    /// The use case applying `policy` over `reviewStoreService`, reading the version from
    /// `versionService`, the time from `currentDate` (the real clock by default) and the app's state
    /// from `appState`. In ``RequestMode/preview`` the same use case runs on what a preview needs
    /// instead: `policy` asking whenever it is asked to (its pre-prompt, rate action and moments'
    /// flow kept, no condition to meet, no mirror of the system's limit) over a fresh state held in
    /// memory, so every ask shows the flow and `reviewStoreService` is never read or written: the use
    /// case's `state()` is then that state in memory (what the preview recorded), not the app's.
    @MainActor
    public static func makeAskForReviewUsecase(
        policy: ReviewPolicy,
        reviewStoreService: any ReviewStoreService,
        versionService: any VersionService,
        currentDate: @escaping @Sendable () -> Date = { Date() },
        appState: @escaping @Sendable () -> AppState = { AppState() },
        mode: RequestMode = .live
    ) -> any AskForReviewUsecase {
        let isPreview = mode == .preview
        return DefaultAskForReviewUsecase(
            policy: isPreview ? PreviewDependencies.policy(showing: policy) : policy,
            reviewStoreService: isPreview ? PreviewDependencies.reviewStoreService() : reviewStoreService,
            versionService: versionService, currentDate: currentDate, appState: appState,
            isTestFlight: mode == .testFlight)
    }
}
