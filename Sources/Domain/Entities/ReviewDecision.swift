import Foundation

/// Whether the user may be asked now, and if not, every reason why.
///
/// Computing a decision has no side effects, so it answers "why has the prompt not shown?" at any time.
public struct ReviewDecision: Sendable, Equatable {
    /// Every unmet condition's reason, in the policy's order. Empty exactly when eligible.
    public let reasons: [String]
    /// The moment the decision was made for.
    public let evaluatedAt: Date

    /// Creates a decision from the reasons it is not eligible (none means eligible).
    public init(reasons: [String], evaluatedAt: Date) {
        self.reasons = reasons
        self.evaluatedAt = evaluatedAt
    }

    /// `true` when no condition is unmet.
    public var isEligible: Bool { reasons.isEmpty }
}
