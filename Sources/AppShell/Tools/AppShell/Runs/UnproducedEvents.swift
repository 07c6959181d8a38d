import AskForReviewData
import AskForReviewDomain
import AskForReviewPolicyFiles
import AskForReviewSimulation
import Foundation

/// The events a policy needs that a population never produces. A policy counting a team's own
/// events, run on a population that never has them (the built-in one), asks nobody; its figures
/// alone would say so only as zeros.
enum UnproducedEvents {
    /// One warning line for each policy that needs events `model` never produces, naming them.
    static func warnings(for policies: [ReviewPolicy], in model: PopulationModel) -> [String] {
        let produced = Set(model.segments.flatMap { $0.eventsPerSession.map(\.event.rawValue) })
        return policies.compactMap { policy in
            let missing = PolicyEvents.needed(by: policy).subtracting(produced).sorted()
            guard !missing.isEmpty else { return nil }
            return "AppShell: warning: policy \(TerminalText.quoted(policy.name)) counts events the population never "
                + "produces (\(TerminalText.safe(missing.joined(separator: ", "), limit: 300))), so they never "
                + "count toward an ask; describe them in a --population-file ('AppShell population show' prints one)."
        }
    }
}
