import AskForReview
import Foundation

// The examples of the articles "Getting started" and the umbrella module's landing page that need an
// Apple platform's prompter: type-checked against the shims, word for word as the articles show them.

@MainActor
let reviews = ViewModelFactory.makeAskForReviewViewModel(policy: .apple)

@MainActor
func recordWhatHappened() {
    reviews.processDidFinish(.completed)  // on the completion screen
    reviews.completionScreenDidDisappear()  // the user left: no request
    reviews.eventDidHappen(ReviewEvent("exportSucceeded", weight: 2))
    reviews.eventDidHappen(ReviewEvent("paymentFailed", isBadExperience: true))
    // A settings switch "Ask me again": forget the "No, thanks".
    reviews.forgetUserChoice(.prePrompt(.decline))
}

@MainActor
func explainWhyNot() {
    if let decision = reviews.decision() {
        for reason in decision.unmet {
            print(reason.kind.rawValue, reason.text)  // alreadyAskedForVersion already asked for version 1.3
        }
        if let date = decision.conditionsHoldNoEarlierThan {
            // Date.distantFuture: time alone never makes them hold.
            print(date == .distantFuture ? "never by time alone" : "\(date)")
        }
    }
}

@MainActor
func landingPage() {
    let reviews = ViewModelFactory.makeAskForReviewViewModel(policy: .apple)
    reviews.processDidFinish(.completed)
}

@MainActor
func builds() {
    let forTestFlight = ViewModelFactory.makeAskForReviewViewModel(policy: .apple, mode: .testFlight)
    let forDevelopment = ViewModelFactory.makeAskForReviewViewModel(policy: .apple, mode: .preview)
    _ = (forTestFlight, forDevelopment)
}
