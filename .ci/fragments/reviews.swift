// A function of the app's given the view model that Getting started's first step makes.
import AskForReview

@MainActor
func example(reviews: AskForReviewViewModel) {
    // «fragment»
}
