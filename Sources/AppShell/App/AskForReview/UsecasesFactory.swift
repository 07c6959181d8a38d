public import AskForReviewDomain
public import Foundation

/// Builds the use case from a policy, the services and the clock.
public enum UsecasesFactory {
    /// The use case applying `policy` over `reviewStoreService`, reading the version from
    /// `versionService`, the time from `currentDate` (the real clock by default) and the app's state
    /// from `appState`.
    @MainActor
    public static func makeAskForReviewUsecase(
        policy: ReviewPolicy,
        reviewStoreService: any ReviewStoreService,
        versionService: any VersionService,
        currentDate: @escaping @Sendable () -> Date = { Date() },
        appState: @escaping @Sendable () -> AppState = { AppState() },
        mode: RequestMode = .live
    ) -> any AskForReviewUsecase {
        guard mode == .preview else {
            return DefaultAskForReviewUsecase(
                policy: policy, reviewStoreService: reviewStoreService, versionService: versionService,
                currentDate: currentDate, appState: appState, isTestFlight: mode == .testFlight)
        }
        return PreviewAskForReviewUsecase(
            policy: policy, reviewStoreService: reviewStoreService, versionService: versionService,
            currentDate: currentDate, appState: appState)
    }
}
