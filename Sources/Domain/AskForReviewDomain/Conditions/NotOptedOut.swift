import Foundation

/// Met unless the user said they never want to be asked (``ReviewState/optedOutDate``): a condition
/// every policy starts with. Nothing but a full reset clears it.
struct NotOptedOut: EligibilityCondition {
    func evaluate(in context: EligibilityContext) -> ConditionResult {
        guard context.state.optedOutDate != nil else { return .met }
        return .notMet(
            UnmetReason(
                "the user asked never to be asked for a review", kind: .optedOut, clearsAt: .distantFuture,
                clearedBy: []))
    }
}
