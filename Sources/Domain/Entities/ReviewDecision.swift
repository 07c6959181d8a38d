import Foundation

/// Whether the user may be asked now, and if not, every reason why.
///
/// Computing a decision has no side effects, so it answers "why has the prompt not shown?" at any time.
/// The reasons are kept as data and put into words only when ``reasons`` is read.
public struct ReviewDecision: Sendable, Equatable {
    /// Why the user may not be asked, or `nil` when eligible.
    public let unmet: UnmetReason?
    /// The moment the decision was made for.
    public let evaluatedAt: Date

    /// Creates a decision from why it is not eligible (`nil`: eligible).
    public init(unmet: UnmetReason?, evaluatedAt: Date) {
        self.unmet = unmet
        self.evaluatedAt = evaluatedAt
    }

    /// Creates a decision from the reasons in words (none means eligible).
    public init(reasons: [String], evaluatedAt: Date) {
        self.init(unmet: reasons.isEmpty ? nil : .all(reasons.map { UnmetReason($0) }), evaluatedAt: evaluatedAt)
    }

    /// `true` when no condition is unmet.
    public var isEligible: Bool {
        if case .none = unmet { return true }
        return false
    }

    /// Every unmet condition's reason in words, in the policy's order. Empty exactly when eligible.
    public var reasons: [String] { unmet?.texts ?? [] }

    /// This decision with `reason` listed first: not eligible.
    public func adding(firstReason reason: UnmetReason) -> ReviewDecision {
        ReviewDecision(unmet: .all([reason] + (unmet.map { [$0] } ?? [])), evaluatedAt: evaluatedAt)
    }
}
