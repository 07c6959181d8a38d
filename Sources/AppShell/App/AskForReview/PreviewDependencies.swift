import AskForReviewData
import AskForReviewDomain

/// What ``RequestMode/preview`` hands the one use case instead of the app's own: a policy that asks
/// whenever it is asked to, over a state held in memory alone.
///
/// The policy keeps the app's pre-prompt, its rate action, its periodic interval and its session
/// scoring, so the flow shows as it would live; it has no conditions, no mirror of the system's
/// limit and every moment, so every ask is eligible. The state starts fresh and is never written
/// anywhere: the app's store is left untouched, and what the preview records (its asks, a pre-prompt
/// awaiting its answer) lasts as long as the use case.
enum PreviewDependencies {
    /// `policy` as a preview shows it: the same name, pre-prompt and rate action, asking at every
    /// moment with nothing to meet.
    static func policy(showing policy: ReviewPolicy) -> ReviewPolicy {
        ReviewPolicy(
            name: policy.name, conditions: [], moments: Set(ReviewMoment.allCases), prePrompt: policy.prePrompt,
            rateAction: policy.rateAction, systemQuota: nil, periodicCheckInterval: policy.periodicCheckInterval,
            asksAfterBadExperienceInSession: true, sessionScoreBounds: policy.sessionScoreBounds)
    }

    /// A fresh state kept in memory and nowhere else.
    static func reviewStoreService() -> any ReviewStoreService {
        StoreableReviewStoreService(inMemory: ReviewState())
    }
}
