import Foundation

/// Met unless the user said they never want to be asked (``UserChoice/optOut``): a condition
/// every policy starts with. Nothing but a full reset clears it.
struct NotOptedOut: EligibilityCondition {
    func evaluate(in context: EligibilityContext) -> ConditionResult {
        guard context.state.facts(of: .optOut).count > 0 else { return .met }
        return .notMet(
            UnmetReason(
                "the user asked never to be asked for a review", kind: .optedOut, clearsAt: .distantFuture,
                clearedBy: []))
    }
}
