import AskForReview
import SwiftUI

/// One model for the app, made once (`.searchConsole` for a time-based policy with a pre-prompt).
@MainActor let reviews = ViewModelFactory.makeReviewPromptModel(policy: .apple)

struct StartView: View {
    @ObservedObject var reviews: ReviewPromptModel

    var body: some View {
        Text("Requesting App Store Reviews")
            .askForReviewPeriodically(reviews)  // the periodic check of a time-based policy
            .askForReviewPrePrompt(reviews)  // its pre-prompt, when due, in the user's language
            .askForReviewSynchronized(reviews)  // on the root view: written when the scene leaves
    }
}

struct ProcessCompletedView: View {
    let reviews: ReviewPromptModel

    var body: some View {
        Text("Process Completed")
            .askForReviewOnCompletion(reviews)  // asks after the pause if the user stays
    }
}
