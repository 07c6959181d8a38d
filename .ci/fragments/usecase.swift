// A function of the app's given the use case the one-call setup or UsecasesFactory made, after the
// document's earlier blocks.
import AskForReview

// «earlier blocks»

@MainActor
func example(usecase: any AskForReviewUsecase) throws {
    // «fragment»
}
