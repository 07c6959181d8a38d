public import Foundation

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
    public var conditionsHoldNoEarlierThan: Date? {
        let conditionReasons = unmet.dropFirst(addedReasons)
        return conditionReasons.isEmpty ? evaluatedAt : UnmetReason.latestClearing(of: conditionReasons)
    }
    /// How many reasons ``adding(first:)`` listed before those of the policy's conditions.
    private let addedReasons: Int

    /// Creates a decision from the unmet conditions' reasons (none: eligible).
    public init(unmet: [UnmetReason], evaluatedAt: Date) {
        self.init(unmet: unmet, evaluatedAt: evaluatedAt, addedReasons: 0)
    }

    private init(unmet: [UnmetReason], evaluatedAt: Date, addedReasons: Int) {
        self.unmet = unmet
        self.evaluatedAt = evaluatedAt
        self.addedReasons = addedReasons
    }

    /// `true` when no reason stands against asking.
    public var isEligible: Bool { unmet.isEmpty }

    /// Every reason in words, in order. Empty exactly when eligible.
    public var reasons: [String] { unmet.map(\.text) }

    /// This decision with `reasons` listed first (the moment, a skipped process, damage seen): not
    /// eligible. When the conditions could hold says the same, as it speaks of the conditions only.
    package func adding(first reasons: [UnmetReason]) -> ReviewDecision {
        ReviewDecision(
            unmet: reasons + unmet, evaluatedAt: evaluatedAt, addedReasons: addedReasons + reasons.count)
    }
}
