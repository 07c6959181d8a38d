import Foundation

/// Whether the user may be asked now, and if not, every reason why.
///
/// Computing a decision has no side effects, so it answers "why has the prompt not shown?" at any time.
public struct ReviewDecision: Sendable, Equatable {
    /// Every reason the user may not be asked, in order; empty when eligible.
    public let unmet: [UnmetReason]
    /// The moment the decision was made for.
    public let evaluatedAt: Date
    /// The earliest moment every condition of the policy could hold if only the clock moves on (the
    /// stored state, the app's version and the app's state unchanged): `evaluatedAt` when they hold now,
    /// `Date.distantFuture` when time alone never makes them hold, `nil` when no unmet condition's
    /// reason promises anything about time (see ``UnmetReason/clearsAt``).
    ///
    /// A caller that checks on a timer may skip every check before this date while nothing else
    /// changes. It speaks of the conditions only: a policy never asks at a moment it does not list.
    public let conditionsHoldNoEarlierThan: Date?
    /// The earliest moment every condition could hold even while the app records launches and events
    /// meanwhile (no request, answer or review recorded, no reset, the app's version and state
    /// unchanged): `evaluatedAt`
    /// when they hold now, `Date.distantFuture` when only another change can make them hold, `nil` when
    /// no unmet condition's reason promises anything (see ``UnmetReason/clearsAtDespiteEvents``).
    ///
    /// A caller that replays a user's events may skip every decision before this date until one of
    /// those other changes: none could ask.
    public let conditionsHoldNoEarlierThanDespiteEvents: Date?

    /// Creates a decision from the unmet conditions' reasons (none: eligible).
    public init(unmet: [UnmetReason], evaluatedAt: Date) {
        self.unmet = unmet
        self.evaluatedAt = evaluatedAt
        conditionsHoldNoEarlierThan = unmet.isEmpty ? evaluatedAt : UnmetReason.latestClearing(of: unmet)
        conditionsHoldNoEarlierThanDespiteEvents =
            unmet.isEmpty ? evaluatedAt : UnmetReason.latestClearingDespiteEvents(of: unmet)
    }

    /// Creates a decision from reasons in words (none: eligible), which promise nothing about time.
    public init(reasons: [String], evaluatedAt: Date) {
        self.init(unmet: reasons.map { UnmetReason($0) }, evaluatedAt: evaluatedAt)
    }

    private init(unmet: [UnmetReason], evaluatedAt: Date, conditionsHoldNoEarlierThan: Date?, despiteEvents: Date?) {
        self.unmet = unmet
        self.evaluatedAt = evaluatedAt
        self.conditionsHoldNoEarlierThan = conditionsHoldNoEarlierThan
        conditionsHoldNoEarlierThanDespiteEvents = despiteEvents
    }

    /// `true` when no reason stands against asking.
    public var isEligible: Bool { unmet.isEmpty }

    /// Every reason in words, in order. Empty exactly when eligible.
    public var reasons: [String] { unmet.map(\.text) }

    /// This decision with `reasons` listed first (the moment, a skipped process, damage seen): not
    /// eligible. When the conditions could hold says the same, as it speaks of the conditions only.
    public func adding(first reasons: [UnmetReason]) -> ReviewDecision {
        ReviewDecision(
            unmet: reasons + unmet, evaluatedAt: evaluatedAt, conditionsHoldNoEarlierThan: conditionsHoldNoEarlierThan,
            despiteEvents: conditionsHoldNoEarlierThanDespiteEvents)
    }
}
