import AskForReview
import AskForReviewTesting

/// AppReviewKit's two call sites as "The conditions and exactly what they mean" writes them: a use
/// case for each of the article's `AppReviewKitPolicies` over one store, on one clock.
@MainActor
struct AppReviewKitCallSites {
    let interactions: any AskForReviewUsecase
    let significantEvents: any AskForReviewUsecase

    /// The two call sites over `store`, reading `clock`; `policies` replaces the article's, for a
    /// mutation.
    init(
        clock: SteppingDate,
        store: any ReviewStoreService = ServiceFactory.makeReviewStoreService(store: DataFactory.makeInMemoryStore()),
        policies: (interactions: ReviewPolicy, significantEvents: ReviewPolicy) = (
            AppReviewKitPolicies.interactions, AppReviewKitPolicies.significantEvents
        )
    ) {
        interactions = UsecasesFactory.makeAskForReviewUsecase(
            policy: policies.interactions, reviewStoreService: store, versionService: VersionServiceStub("1.0"),
            currentDate: clock.provider)
        significantEvents = UsecasesFactory.makeAskForReviewUsecase(
            policy: policies.significantEvents, reviewStoreService: store, versionService: VersionServiceStub("1.0"),
            currentDate: clock.provider)
    }

    // An interaction on a screen that may ask; whether the system request went out.
    func registerInteraction() throws -> Bool {
        guard try interactions.record(ReviewEvent("interaction"), askingAt: .processCompleted).isEligible else {
            return false
        }
        return try interactions.recordSystemReviewRequest(after: "interaction").isEligible
    }
    // A significant event: asks at once when the install age and the cool-down allow, else nothing.
    func registerSignificantEvent() throws -> Bool {
        guard try significantEvents.requestForShowAppReview(at: .processCompleted).isEligible else { return false }
        return try significantEvents.recordSystemReviewRequest(after: nil).isEligible
    }
}
