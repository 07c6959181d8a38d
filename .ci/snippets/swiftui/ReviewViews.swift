import AskForReview
import SwiftUI

/// Apple's sample in SwiftUI: the start screen runs the periodic check of a time-based policy, shows
/// its pre-prompt and, as the root view, writes the state when the scene goes to the background; the
/// completion screen asks after the pause if the user stays.
struct StartView: View {
    @ObservedObject var reviews: ReviewPromptModel

    var body: some View {
        Text("Requesting App Store Reviews")
            .askForReviewPeriodically(reviews)
            .askForReviewPrePrompt(reviews)
            .askForReviewSynchronized(reviews)
    }
}

struct ProcessCompletedView: View {
    let reviews: ReviewPromptModel

    var body: some View {
        Text("Process Completed")
            .askForReviewOnCompletion(reviews)
    }
}

/// One model for the app, made once: `ViewModelFactory.makeReviewPromptModel(policy: .searchConsole)`
/// for a time-based policy with a pre-prompt.
@MainActor let reviews = ViewModelFactory.makeReviewPromptModel(policy: .apple)
