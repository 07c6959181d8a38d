// The document's earlier blocks, and a use case for each of AppReviewKit's two call sites over one
// store, as the test beside this article makes them.
import AskForReview
import AskForReviewTesting

// «earlier blocks»

@MainActor
func example() {
    let store = ServiceFactory.makeReviewStoreService(store: DataFactory.makeInMemoryStore())
    let interactions = UsecasesFactory.makeAskForReviewUsecase(
        policy: AppReviewKitPolicies.interactions, reviewStoreService: store, versionService: VersionServiceStub("1.0"))
    let significantEvents = UsecasesFactory.makeAskForReviewUsecase(
        policy: AppReviewKitPolicies.significantEvents, reviewStoreService: store,
        versionService: VersionServiceStub("1.0"))
    // «fragment»
    _ = (registerInteraction, registerSignificantEvent)
}
