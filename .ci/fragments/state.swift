// A function of the app's given a user's review state (a use case's `state()`).
import AskForReview
import Foundation

func example(state: ReviewState) throws {
    // «fragment»
}
