import AskForReviewDomain
import Foundation
import TestSupport

/// What the condition tests share: one fixed moment, a context over a state at it, and the words of
/// a result.
protocol ConditionTesting {}

extension ConditionTesting {
    /// The moment every condition test decides at.
    var now: Date { Date.iso("2026-11-21T10:00:00Z") }

    func context(_ state: ReviewState, version: String? = "1.0", appState: AppState = AppState()) -> EligibilityContext
    {
        EligibilityContext(state: state, now: now, currentVersion: version, appState: appState)
    }

    /// The words of an unmet result's reasons; `nil` when it is met or not configured.
    func words(_ result: ConditionResult) -> [String]? {
        guard case .notMet(let reasons) = result else { return nil }
        return reasons.map(\.text)
    }
}
