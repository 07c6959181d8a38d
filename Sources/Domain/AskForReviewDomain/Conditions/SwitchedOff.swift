import Foundation

/// Never met: the condition a policy switched off starts with (a kill switch, an experiment's
/// holdout). Nothing the user does and no time clears it; only another policy does.
struct SwitchedOff: EligibilityCondition {
    /// The policy's name, for the reason's words.
    let policy: String

    func evaluate(in context: EligibilityContext) -> ConditionResult {
        .notMet(
            UnmetReason(
                "the \(policy) policy is switched off", kind: .switchedOff, clearsAt: .distantFuture))
    }
}
