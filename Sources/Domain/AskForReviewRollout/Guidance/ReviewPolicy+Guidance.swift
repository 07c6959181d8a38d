public import AskForReviewDomain
import Foundation

extension ReviewPolicy {
    /// Where this policy goes against the App Store's guidance or the established libraries'
    /// defaults, leaving out the codes in `allowed`. Pure; a team that writes its policy in code
    /// calls it from a unit test.
    public func guidanceWarnings(allowing allowed: Set<PolicyWarning.Code> = []) -> [PolicyWarning] {
        // A policy switched off never asks, so no guidance on asking bears on it.
        guard isEnabled else { return [] }
        var warnings: [PolicyWarning] = []
        if !hasMinimumInterval {
            warnings.append(
                PolicyWarning(
                    code: .noMinimumInterval,
                    message:
                        "nothing keeps two requests apart (no minimumTimeElapsed since the last request of a day or more): with only the system's limit, three requests can come on three days in a row"
                ))
        }
        if asksInFirstSession {
            warnings.append(
                PolicyWarning(
                    code: .asksInFirstSession,
                    message:
                        "the policy can ask in the user's first session, after one occurrence of each event it counts; the peers wait for several uses and days"
                ))
        }
        if prePrompt != nil {
            warnings.append(
                PolicyWarning(
                    code: .prePromptReappearsForever,
                    message:
                        "after \"Later\" the pre-prompt comes back whenever the conditions hold again, with no end: the system's limit counts system requests only"
                ))
        }
        if prePrompt != nil, rateAction == .systemRequest {
            warnings.append(
                PolicyWarning(
                    code: .reviewGating,
                    message:
                        "only users who answer the pre-prompt with \"Rate\" reach the system's prompt (review gating, which the App Store's guidelines discourage)"
                ))
        }
        return warnings.filter { !allowed.contains($0.code) }
    }

    /// The conditions that must all hold: the policy's own and those inside every `AllOf`, never
    /// those inside an `AnyOf` (an alternative may let the user through without them).
    private var requiredConditions: [any EligibilityCondition] {
        func required(_ conditions: [any EligibilityCondition]) -> [any EligibilityCondition] {
            conditions.flatMap { condition in
                (condition as? AllOf).map { required($0.conditions) } ?? [condition]
            }
        }
        return required(conditions) + (systemQuota.map { [$0] } ?? [])
    }

    /// Whether a required condition waits a day or more after the last request.
    private var hasMinimumInterval: Bool {
        requiredConditions.contains { condition in
            guard let elapsed = condition as? MinimumTimeElapsed, elapsed.anchor == .lastRequest else { return false }
            return (elapsed.seconds ?? 0) >= 86_400
        }
    }

    /// Whether the policy may ask at one of its moments in a first session that had one occurrence of
    /// each event its conditions name, a minute after the first launch.
    private var asksInFirstSession: Bool {
        let launch = Date(timeIntervalSinceReferenceDate: 800_000_000)
        var state = ReviewState()
        state.recordLaunch(at: launch, version: "1.0")
        let events = Set(eventsNamed(in: conditions)).union([.processCompleted])
        for name in events.sorted(by: { $0.rawValue < $1.rawValue }) {
            try? state.record(ReviewEvent(name), at: launch.addingTimeInterval(30), version: "1.0")
        }
        let context = EligibilityContext(state: state, now: launch.addingTimeInterval(60), currentVersion: "1.0")
        return moments.contains { decision(in: context, at: $0).isEligible }
    }

    /// The events the conditions count, inside groups too.
    private func eventsNamed(in conditions: [any EligibilityCondition]) -> [EventName] {
        conditions.flatMap { condition -> [EventName] in
            switch condition {
            case let count as MinimumEventCount: [count.event]
            case let total as MinimumWeightedTotal: [total.event]
            case let group as AllOf: eventsNamed(in: group.conditions)
            case let group as AnyOf: eventsNamed(in: group.conditions)
            default: []
            }
        }
    }
}
