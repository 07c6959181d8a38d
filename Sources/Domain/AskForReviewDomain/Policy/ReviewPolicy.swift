public import Foundation

/// When to ask: a named list of conditions, the moments at which asking is considered, and an
/// optional pre-prompt. A policy is data; the use case applies any policy the same way.
///
/// Every policy also requires `StateIntact` (a damaged store never asks), `NotOptedOut` (a user who
/// said never to ask is never asked), unless switched off,
/// ``SystemPromptQuota`` (never spend a request the system would swallow), and unless allowed,
/// `NoBadExperienceThisSession` (a session with a bad experience never asks).
public struct ReviewPolicy: Sendable {
    /// The policy's name, as reasons and reports spell it.
    public let name: String
    /// The policy's own conditions, all of which must hold.
    package let conditions: [any EligibilityCondition]
    /// The moments at which this policy considers asking.
    public let moments: Set<ReviewMoment>
    /// The in-app alert shown before the system request, or `nil` to make the system request directly.
    public let prePrompt: PrePrompt?
    /// What the pre-prompt's "Rate" answer does: open the write-review page (the default, as Apple's
    /// guidance asks after a tap) or make the system request.
    public let rateAction: PrePromptRateAction
    /// The mirror of the system's rate limit, or `nil` when switched off.
    public let systemQuota: SystemPromptQuota?
    /// For time-based policies, how often the app runs its periodic check, in seconds.
    public let periodicCheckInterval: TimeInterval?
    /// Whether the policy may ask in a session that had a bad experience.
    package let asksAfterBadExperienceInSession: Bool
    /// The bounds each session's score is clamped into after every event, or `nil` for none: a burst
    /// of good events cannot then absorb the bad ones that follow.
    public let sessionScoreBounds: ClosedRange<Double>?
    /// Whether the policy may ask at all: a policy switched off (a kill switch, or an experiment's
    /// holdout) never asks, every decision saying so, and records events as any policy does.
    public let isEnabled: Bool
    /// The experiment variant this policy is, or `nil` (`PolicyExperiment`, in `AskForReviewRollout`,
    /// names it).
    package private(set) var variant: Variant?

    /// An experiment's name and the name of one of its variants.
    package struct Variant: Sendable, Hashable {
        /// The experiment's name.
        package let experiment: String
        /// The variant's name.
        package let name: String

        /// Variant `name` of `experiment`.
        package init(experiment: String, name: String) {
            self.experiment = experiment
            self.name = name
        }
    }

    private let askGate: AllOf
    private let requestGate: AllOf

    /// Creates a policy. `systemQuota` defaults to the App Store's 3 requests in 365 days; a session
    /// with a bad experience never asks unless `asksAfterBadExperienceInSession`; each session's score
    /// is clamped into `sessionScoreBounds` after every event when given; a policy not `isEnabled`
    /// never asks.
    public init(
        name: String,
        conditions: [any EligibilityCondition],
        moments: Set<ReviewMoment>,
        prePrompt: PrePrompt? = nil,
        rateAction: PrePromptRateAction = .writeReviewPage,
        systemQuota: SystemPromptQuota? = .appStore,
        periodicCheckInterval: TimeInterval? = nil,
        asksAfterBadExperienceInSession: Bool = false,
        sessionScoreBounds: ClosedRange<Double>? = nil,
        isEnabled: Bool = true
    ) {
        self.name = name
        self.conditions = conditions
        self.moments = moments
        self.prePrompt = prePrompt
        self.rateAction = rateAction
        self.systemQuota = systemQuota
        self.periodicCheckInterval = periodicCheckInterval
        self.asksAfterBadExperienceInSession = asksAfterBadExperienceInSession
        self.sessionScoreBounds = sessionScoreBounds
        self.isEnabled = isEnabled
        let quota: [any EligibilityCondition] = systemQuota.map { [$0] } ?? []
        let badSession: [any EligibilityCondition] =
            asksAfterBadExperienceInSession ? [] : [NoBadExperienceThisSession()]
        let switchedOff: [any EligibilityCondition] = isEnabled ? [] : [SwitchedOff(policy: name)]
        let always: [any EligibilityCondition] = [StateIntact(), NotOptedOut(), ClockNotBehind()]
        askGate = AllOf(switchedOff + always + badSession + conditions + quota)
        // With a pre-prompt the user already said yes, so only the system's own limit still applies.
        requestGate =
            prePrompt == nil ? askGate : AllOf(switchedOff + always + quota)
    }

    /// This policy, the same rules, called `name` and with `quota` as its mirror of the system's limit.
    package func rebuilt(name: String, quota: SystemPromptQuota?) -> ReviewPolicy {
        ReviewPolicy(
            name: name,
            conditions: conditions,
            moments: moments,
            prePrompt: prePrompt,
            rateAction: rateAction,
            systemQuota: quota,
            periodicCheckInterval: periodicCheckInterval,
            asksAfterBadExperienceInSession: asksAfterBadExperienceInSession,
            sessionScoreBounds: sessionScoreBounds,
            isEnabled: isEnabled
        ).assigned(variant)
    }

    /// This policy as `variant`.
    package func assigned(_ variant: Variant?) -> ReviewPolicy {
        var policy = self
        policy.variant = variant
        return policy
    }

    /// The moment this policy chiefly asks at: a completed process if it asks then, else its periodic
    /// check. Used where a caller asks or decides without naming a moment.
    public var primaryMoment: ReviewMoment {
        moments.contains(.processCompleted) ? .processCompleted : .periodicCheck
    }

    /// Whether the user `context` describes (the state, the time, the app's version) may be asked at
    /// `moment`, with every reason not. Pure: it reads nothing else and changes nothing, so a team can
    /// check its policy against any context it builds (a condition's test, say). Every decision is
    /// this one: the use case and the view model call it with the stored state, and an app holding
    /// its state in memory reaches it through `ReviewTransition.decision(at:for:)`, which gives it
    /// the context that transition holds.
    public func decision(in context: EligibilityContext, at moment: ReviewMoment) -> ReviewDecision {
        let decision = ReviewDecision(
            unmet: askGate.evaluate(in: context).unmet, evaluatedAt: context.now)
        // A policy switched off says only that; it has no moment to ask at.
        guard moments.contains(moment) || !isEnabled else {
            let asksAt = moments.map(\.rawValue).sorted().joined(separator: " or ")
            let notNow = UnmetReason.timeless(
                "the \(name) policy asks at \(asksAt), not at \(moment.rawValue)", kind: .notAskedAtMoment)
            return decision.adding(first: [notNow])
        }
        return decision
    }

    /// Whether a system review request may go out now, with every reason not.
    ///
    /// Without a pre-prompt this is the full policy again (another process may have asked meanwhile);
    /// after a pre-prompt's "Rate" only the stored state's integrity and the system limit apply.
    func systemRequestDecision(in context: EligibilityContext) -> ReviewDecision {
        ReviewDecision(unmet: requestGate.evaluate(in: context).unmet, evaluatedAt: context.now)
    }
}
