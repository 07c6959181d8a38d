import AskForReviewDomain
import AskForReviewSimulation
import Foundation

/// Builds the use case from a policy, the services and the clock.
enum UsecasesFactory {
    @MainActor
    static func makeAskForReviewUsecase(
        options: ShellOptions,
        reviewStoreService: any ReviewStoreService
    ) -> any AskForReviewUsecase {
        let policy = PresetCatalog.policy(named: options.policyName) ?? .apple
        let fixedNow = options.now
        let appState = AppState(isSignedIn: !options.signedOut, isInForeground: !options.background)
        return DefaultAskForReviewUsecase(
            policy: policy,
            reviewStoreService: reviewStoreService,
            versionService: ServiceFactory.makeVersionService(appVersion: options.appVersion),
            currentDate: { fixedNow ?? Date() },
            appState: { appState }
        )
    }

    /// A simulator of `user` under `policy`, keeping its state in a fresh in-memory service.
    @MainActor
    static func makeSimulator(policy: ReviewPolicy, user: SimulatedUser, start: Date) -> UsageSimulator {
        UsageSimulator(policy: policy, user: user, start: start) { ServiceFactory.makeInMemoryReviewStoreService() }
    }
}
