import AskForReviewDomain
import AskForReviewTransitions
import Foundation

/// One replay of a user under one policy, as ``UsageSimulator`` drives it event by event: the state in
/// memory changed by the policy's `ReviewTransition` (the one the use case runs), the decisions left
/// out because they cannot ask, and the result so far.
///
/// A value: copying it mid-run gives a second run that goes on from the same point, which is how a run
/// without the mirror of the system's limit follows one with it until the mirror first matters.
struct SimulatedRun {
    /// The policy's transitions, at the moment and version of the latest step.
    private(set) var transition: ReviewTransition
    /// The policy applied.
    private(set) var policy: ReviewPolicy
    /// Whether the user is signed in and the app in the foreground, the whole run.
    private let appState: AppState
    /// How the user answers a pre-prompt.
    let answer: PrePromptAnswer
    /// Whether decisions that provably cannot ask are left out.
    let skipsDecisionsThatCannotAsk: Bool
    /// When the replay ends (every step comes before), and whether it stops once no later decision can
    /// ask; `nil` replays every step.
    let stopsWhenNoAskCanFollowBefore: Date?
    /// Whether a run without the mirror may still part from this one, which keeps it going.
    var mayPart: Bool
    /// Whether the policy shows a pre-prompt before the system request (read once: reading the
    /// policy's optional pre-prompt on every decision copied it).
    private let showsPrePrompt: Bool

    private(set) var state = ReviewState()
    private(set) var result = UsageSimulator.Result()
    /// The last decision, while it did not ask and it is kept (decisions that cannot ask are left out).
    private var lastDecision: ReviewDecision?
    /// The kinds of change since ``lastDecision``.
    private var changedSince: StateChanges = []
    /// No decision in this span can ask: what ``lastDecision`` says, despite ``changedSince``.
    private var cannotAsk: Range<Date>?
    /// When the run stopped because no later decision could ask.
    private(set) var stoppedAt: Date?

    init(
        policy: ReviewPolicy, answer: PrePromptAnswer, appState: AppState, skipsDecisionsThatCannotAsk: Bool,
        stopsWhenNoAskCanFollowBefore end: Date?, mayPart: Bool
    ) {
        transition = ReviewTransition(
            policy: policy, now: Date(timeIntervalSinceReferenceDate: 0), currentVersion: "1.0", appState: appState)
        self.policy = policy
        self.appState = appState
        self.answer = answer
        self.skipsDecisionsThatCannotAsk = skipsDecisionsThatCannotAsk
        stopsWhenNoAskCanFollowBefore = end
        self.mayPart = mayPart
        showsPrePrompt = policy.prePrompt != nil
    }

    /// The kinds of change a run makes between its asks: launches and events, new versions.
    private static let changesWithoutAsking: StateChanges = [.events, .version]

    /// Takes `step`.
    /// - Returns: where the mirror of the system's limit first stood in the way, if it did in this step.
    mutating func take(_ step: UsageStep) -> Parting? {
        guard stoppedAt == nil else { return nil }
        switch step {
        case .ship(let version): ship(version)
        case .launch(let date): launch(at: date)
        case .install(let date): install(at: date)
        case .check(let date, let day): return decide(at: .periodicCheck, now: date, day: day)
        case .record(let event, let date): record(event, at: date)
        case .complete(let date, let day): return complete(at: date, day: day)
        case .ask(let event, let date, let day):
            record(event, at: date)
            return decide(at: .processCompleted, now: date, day: day, after: event.name)
        }
        return nil
    }

    /// From now on the run follows `policy`.
    mutating func apply(_ policy: ReviewPolicy) {
        self.policy = policy
        transition = ReviewTransition(
            policy: policy, now: transition.now, currentVersion: transition.currentVersion, appState: appState)
    }

    /// A new version ships.
    private mutating func ship(_ version: String) {
        transition.currentVersion = version
        note(.version)
    }

    /// A launch at `date` starts a session, which rules may read: what could not ask before may now.
    ///
    /// Launches and events go through the transition's recording functions, which are inlined here:
    /// a call on the transition that is not inlined, stored beside the state it changes, made the
    /// compiler copy the whole transition (some 200 bytes, its policy included) for every replayed
    /// event, a fifth of a population run's time (perf, 2026-11-23).
    private mutating func launch(at date: Date) {
        transition.now = date
        transition.recordLaunch(in: &state)
        note(.events)
        result.launches += 1
    }

    /// The install at `date`: the first launch, unless one came before, counts from it.
    private mutating func install(at date: Date) {
        guard state.firstLaunchDate == nil else { return }
        state.firstLaunchDate = date
        note(.events)
    }

    /// An event the policy never asks at, recorded at `date`.
    private mutating func record(_ event: ReviewEvent, at date: Date) {
        // The names come checked, and a run records too few distinct ones to reach the bound.
        transition.now = date
        try? transition.record(event, in: &state)
        note(.events)
    }

    /// Where a decision found the mirror of the system's limit in the way for the first time: the run
    /// as it stood just before that decision, and the decision's moment, date and day. A reference, so
    /// that a step without one passes on no more than a null pointer.
    final class Parting {
        let run: SimulatedRun
        let moment: ReviewMoment
        let date: Date
        let day: Int
        let trigger: EventName?

        init(run: SimulatedRun, moment: ReviewMoment, date: Date, day: Int, trigger: EventName?) {
            self.run = run
            self.moment = moment
            self.date = date
            self.day = day
            self.trigger = trigger
        }

        /// The run under `policy` from this point: the same decision taken again, under it.
        func continued(under policy: ReviewPolicy) -> SimulatedRun {
            var run = run
            run.apply(policy)
            run.mayPart = false
            _ = run.decide(at: moment, now: date, day: day, after: trigger)
            return run
        }
    }

    /// A completed process at `date`, on `day`, and the decision the use case makes after it.
    private mutating func complete(at date: Date, day: Int) -> Parting? {
        transition.now = date
        try? transition.record(ReviewEvent(.processCompleted), in: &state)
        note(.events)
        result.completions += 1
        return decide(at: .processCompleted, now: date, day: day, after: .processCompleted)
    }

    /// The result, with the state and a decision at the end of the run at `date`.
    func finished(at date: Date) -> UsageSimulator.Result {
        var result = result
        result.finalState = state
        var transition = transition
        transition.now = stoppedAt ?? date
        result.finalDecision = transition.decision(at: policy.primaryMoment, for: state)
        result.stoppedAt = stoppedAt
        return result
    }

    /// A change of `kind` happened: what the last decision rules out may shrink.
    private mutating func note(_ kind: StateChanges) {
        guard !changedSince.isSuperset(of: kind), let lastDecision else { return }
        changedSince.formUnion(kind)
        cannotAsk = Self.span(ruledOutBy: lastDecision, despite: changedSince)
    }

    /// The moments from `decision`'s on at which the policy's conditions cannot hold, though `changes`
    /// happen meanwhile.
    private static func span(ruledOutBy decision: ReviewDecision, despite changes: StateChanges) -> Range<Date>? {
        guard let until = StateChanges.conditionsHoldNoEarlierThan(decision, despite: changes),
            decision.evaluatedAt < until
        else {
            return nil
        }
        return decision.evaluatedAt..<until
    }

    /// Decides at `moment`, and asks as the use case and the view model would when eligible.
    /// - Returns: where the mirror of the system's limit first stood in the way, if it did here.
    /// The decision at `moment`, `now`, on `day`, and the ask it allows; `trigger` is the event just
    /// recorded that made the ask, if one did (its own count starts again with the ask).
    private mutating func decide(at moment: ReviewMoment, now: Date, day: Int, after trigger: EventName? = nil)
        -> Parting?
    {
        if let cannotAsk, cannotAsk.contains(now) { return nil }
        transition.now = now
        // An ask changes nothing unless the user may be asked, so the decision comes first and only an
        // eligible one is taken again as the ask: a call that changes the state makes the compiler copy
        // the whole transition first (see `launch(at:)`), and most decisions do not ask.
        let decided = transition.decision(at: moment, for: state)
        // The run as it stood, kept only where the runs may part for the first time: the mirror in the
        // way of this decision, or of the request that a pre-prompt's "rate" makes.
        let mayWithholdRequest = decided.isEligible && showsPrePrompt && answer == .rate
        let mayPartHere =
            mayPart && !result.heldBackBySystemLimit
            && (mayWithholdRequest || decided.unmet.contains { $0.kind == .systemLimitReached })
        let before = mayPartHere ? self : nil
        let decision = decided.isEligible ? transition.ask(at: moment, in: &state, after: trigger) : decided
        var mirrorInTheWay = decision.unmet.contains { $0.kind == .systemLimitReached }
        result.decisions += 1
        // What the decision rules out if nothing changes; an eligible decision asks, which changes the
        // state: nothing of it is kept.
        let ruledOut = decision.isEligible ? nil : Self.span(ruledOutBy: decision, despite: [])
        lastDecision = skipsDecisionsThatCannotAsk && ruledOut != nil ? decision : nil
        changedSince = []
        cannotAsk = skipsDecisionsThatCannotAsk ? ruledOut : nil
        if decision.isEligible {
            mirrorInTheWay = followAsk(now: now, day: day, after: trigger) || mirrorInTheWay
        }
        if mirrorInTheWay { result.heldBackBySystemLimit = true }
        // Changes only shorten what a decision rules out, so a stop needs it to reach the end unchanged.
        if let end = stopsWhenNoAskCanFollowBefore, let ruledOut, ruledOut.upperBound >= end,
            !mayPart || result.heldBackBySystemLimit,
            let holds = StateChanges.conditionsHoldNoEarlierThan(decision, despite: Self.changesWithoutAsking),
            holds >= end
        {
            stoppedAt = now
        }
        guard mirrorInTheWay, let before else { return nil }
        return Parting(run: before, moment: moment, date: now, day: day, trigger: trigger)
    }

    /// What follows an ask as the app drives it: the pre-prompt answered at once, or the system
    /// request after the pause (the user stays through it), decided again as the use case decides it.
    /// - Returns: whether the mirror of the system's limit withheld the system request.
    private mutating func followAsk(now: Date, day: Int, after trigger: EventName?) -> Bool {
        let request: ReviewDecision?
        if showsPrePrompt {
            // The ask just recorded the pre-prompt awaiting this answer, so it cannot throw.
            request = (try? transition.answerPrePrompt(answer, requestCanGoOut: true, in: &state))?.systemRequest
        } else {
            request = transition.requestSystemReview(in: &state, after: trigger)
        }
        let sent = request?.isEligible == true
        if sent { result.systemRequestDates.append(now) }
        let kind: UsageSimulator.Ask.Kind =
            showsPrePrompt ? (sent ? .prePromptThenSystemRequest : .prePrompt) : .systemRequest
        result.asks.append(
            UsageSimulator.Ask(date: now, day: day, version: transition.currentVersion ?? "", kind: kind))
        return request?.unmet.contains { $0.kind == .systemLimitReached } == true
    }
}
