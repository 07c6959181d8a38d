import AskForReviewDomain
import Foundation
import TestSupport
import Testing

/// The policy itself: its moments, the rules every policy adds to its own, and its two gates.
@Suite("Review policy")
struct ReviewPolicyTests: ConditionTesting {
    /// A policy whose own conditions always hold, so that only what the policy adds can stand in the way.
    func open(
        moments: Set<ReviewMoment> = [.processCompleted], quota: SystemPromptQuota? = .appStore,
        asksAfterBadExperience: Bool = false, prePrompt: PrePrompt? = nil
    ) -> ReviewPolicy {
        ReviewPolicy(
            name: "open", conditions: [], moments: moments, prePrompt: prePrompt, systemQuota: quota,
            asksAfterBadExperienceInSession: asksAfterBadExperience)
    }

    func state(requests: Int = 0, badSession: Bool = false, problems: [String] = []) -> ReviewState {
        var state = ReviewState(systemRequestDates: Array(repeating: now.addingTimeInterval(-86_400), count: requests))
        state.sessions.currentHadBadExperience = badSession
        state.loadProblems = problems
        return state
    }

    @Test("A moment the policy does not ask at comes first among the reasons, naming the moments it asks at")
    func moments() {
        let policy = open(moments: [.processCompleted])
        #expect(policy.decision(in: context(state()), at: .processCompleted).isEligible)
        let decision = policy.decision(in: context(state(requests: 3)), at: .periodicCheck)
        #expect(decision.unmet.map(\.kind) == [.notAskedAtMoment, .systemLimitReached])
        #expect(decision.reasons.first == "the open policy asks at process completed, not at periodic check")
        #expect(open(moments: [.periodicCheck]).primaryMoment == .periodicCheck)
        #expect(open(moments: [.periodicCheck, .processCompleted]).primaryMoment == .processCompleted)
    }

    @Test("Every policy mirrors the system's limit unless made without it")
    func systemLimit() {
        let limited = open().decision(in: context(state(requests: 3)), at: .processCompleted)
        #expect(limited.unmet.map(\.kind) == [.systemLimitReached])
        #expect(open(quota: nil).decision(in: context(state(requests: 3)), at: .processCompleted).isEligible)
    }

    @Test("A session with a bad experience never asks unless the policy allows it; a damaged store never asks")
    func badSessionAndDamage() {
        let bad = context(state(badSession: true))
        #expect(open().decision(in: bad, at: .processCompleted).unmet.map(\.kind) == [.badExperience])
        #expect(open(asksAfterBadExperience: true).decision(in: bad, at: .processCompleted).isEligible)
        let damaged = open(asksAfterBadExperience: true).decision(
            in: context(state(problems: ["a count was negative"])), at: .processCompleted)
        #expect(damaged.unmet.map(\.kind) == [.storeDamaged])
    }

    @Test("The policy's decision is pure: the same context gives the same decision, dated at its time")
    func pure() {
        let policy = ReviewPolicy.apple
        let context = context(state())
        let first = policy.decision(in: context, at: .processCompleted)
        #expect(policy.decision(in: context, at: .processCompleted) == first)
        #expect(first.evaluatedAt == now)
    }
}
