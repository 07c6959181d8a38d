import Foundation

/// Whether the user may be asked now, and if not, every reason why.
///
/// Computing a decision has no side effects, so it answers "why has the prompt not shown?" at any time.
/// The reasons are kept as data and put into words only when ``reasons`` is read.
public struct ReviewDecision: Sendable, Equatable {
    /// Reasons put in front of the conditions' own (the moment, a skipped process), or `nil`.
    private let leading: UnmetReason?
    /// The conditions' reasons, or `nil` when every condition is met.
    private let conditions: UnmetReason?
    /// The moment the decision was made for.
    public let evaluatedAt: Date

    /// Creates a decision from why it is not eligible (`nil`: eligible).
    public init(unmet: UnmetReason?, evaluatedAt: Date) {
        leading = nil
        conditions = unmet
        self.evaluatedAt = evaluatedAt
    }

    /// Creates a decision from the reasons in words (none means eligible).
    public init(reasons: [String], evaluatedAt: Date) {
        self.init(unmet: reasons.isEmpty ? nil : .all(reasons.map { UnmetReason($0) }), evaluatedAt: evaluatedAt)
    }

    /// Creates a decision from reasons put in front (the moment, a skipped process) and the conditions' own.
    init(leading: UnmetReason?, conditions: UnmetReason?, evaluatedAt: Date) {
        self.leading = leading
        self.conditions = conditions
        self.evaluatedAt = evaluatedAt
    }

    /// Why the user may not be asked, every reason in order, or `nil` when eligible.
    public var unmet: UnmetReason? {
        guard let leading else { return conditions }
        guard let conditions else { return leading }
        return .all([leading, conditions])
    }

    /// `true` when no condition is unmet.
    public var isEligible: Bool {
        // Matching patterns, not `== nil`: the comparison goes through generic code on every decision.
        if case .none = leading, case .none = conditions { return true }
        return false
    }

    /// The earliest moment every condition of the policy could hold if only the clock moves on (the
    /// stored state, the app's version and the app's state unchanged): `evaluatedAt` when they hold now,
    /// `Date.distantFuture` when time alone never makes them hold, `nil` when a condition's reason
    /// promises nothing about time (see ``UnmetReason/timeless(_:)``).
    ///
    /// A caller that checks on a timer may skip every check before this date while nothing else
    /// changes. It says nothing about the moment: a policy never asks at a moment it does not list.
    public var conditionsHoldNoEarlierThan: Date? {
        guard let conditions else { return evaluatedAt }
        return conditions.clearsNoEarlierThan
    }

    /// Every unmet condition's reason in words, in the policy's order. Empty exactly when eligible.
    public var reasons: [String] { (leading?.texts ?? []) + (conditions?.texts ?? []) }

    /// This decision with `reason` listed first: not eligible. Allocates nothing unless the decision
    /// already had a reason put in front.
    public func adding(firstReason reason: UnmetReason) -> ReviewDecision {
        ReviewDecision(
            leading: leading.map { .all([reason, $0]) } ?? reason, conditions: conditions, evaluatedAt: evaluatedAt)
    }

    /// Equal when made for the same moment with the same reasons in words.
    public static func == (lhs: ReviewDecision, rhs: ReviewDecision) -> Bool {
        lhs.evaluatedAt == rhs.evaluatedAt && lhs.reasons == rhs.reasons
    }
}
