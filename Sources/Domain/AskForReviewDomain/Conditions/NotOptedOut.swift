import Foundation

/// Met unless the user said they never want to be asked (``UserChoice/optOut``): a condition
/// every policy starts with. Nothing but a full reset clears it.
struct NotOptedOut: EligibilityCondition {
    func evaluate(in context: EligibilityContext) -> ConditionResult {
        guard context.state.facts(of: .optOut).count > 0 else { return .met }
        return .notMet(.optedOut)
    }
}

extension UnmetReason {
    /// Why a user who said never to ask them is not asked (kind `.optedOut`): time never clears it,
    /// nor does any change but a full reset. What a decision says, and what the view model tells when
    /// an opt-out cuts a request's pause short.
    package static let optedOut = UnmetReason(
        "the user asked never to be asked for a review", kind: .optedOut, clearsAt: .distantFuture)
}
