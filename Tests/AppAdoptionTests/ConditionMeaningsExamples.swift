import AskForReview
import AskForReviewConditions

// The examples of "The conditions and exactly what they mean" that declare policies, word for word,
// where a reader pastes them: at the top of a file.

/// 10 interactions in all and, after a request, 5 more before the next.
let interactionsPolicy = ReviewPolicy(
    name: "interactions",
    conditions: [
        ReviewConditions.minimumEventCount("interaction", 10),
        ReviewConditions.minimumEventCount("interaction", 5, in: .sinceLastRequest),
    ],
    moments: [.processCompleted])

/// AppReviewKit's two call sites, each a policy over the same store: interactions count toward a
/// threshold; a significant event asks at once when the gates hold, and otherwise leaves nothing.
enum AppReviewKitPolicies {
    /// `registerInteraction`: the 20th interaction since an interaction last asked, 7 days after
    /// the install and 30 days after any request.
    static let interactions = ReviewPolicy(
        name: "interactions",
        conditions: [
            ReviewConditions.minimumTimeElapsed(sinceFirstLaunch: 7 * 86_400),
            ReviewConditions.minimumTimeElapsed(sinceLastRequest: 30 * 86_400),
            ReviewConditions.minimumEventCount("interaction", 20, in: .sinceOwnRequest),
        ],
        moments: [.processCompleted])
    /// `registerSignificantEvent`: the gates alone, asked without recording anything.
    static let significantEvents = ReviewPolicy(
        name: "significantEvents",
        conditions: [
            ReviewConditions.minimumTimeElapsed(sinceFirstLaunch: 7 * 86_400),
            ReviewConditions.minimumTimeElapsed(sinceLastRequest: 30 * 86_400),
        ],
        moments: [.processCompleted])
}
