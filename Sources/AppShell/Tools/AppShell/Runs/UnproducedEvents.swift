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
            let missing = needed(by: policy).subtracting(produced).sorted()
            guard !missing.isEmpty else { return nil }
            return "AppShell: warning: policy \(TerminalText.quoted(policy.name)) counts events the population never "
                + "produces (\(TerminalText.safe(missing.joined(separator: ", "), limit: 300))), so they never "
                + "count toward an ask; describe them in a --population-file ('AppShell population show' prints one)."
        }
    }

    /// The event names `policy` counts (each `"event"` of its conditions as a policy file writes
    /// them) and `processCompleted` when it asks at that moment; none known for a policy with a
    /// condition no policy file can write.
    static func needed(by policy: ReviewPolicy) -> Set<String> {
        var names: Set<String> = policy.moments.contains(.processCompleted) ? [EventName.processCompleted.rawValue] : []
        guard let data = try? PolicyFile.data(for: policy), let file = try? JSONSerialization.jsonObject(with: data)
        else { return names }
        collect(file, into: &names)
        return names
    }

    private static func collect(_ value: Any, into names: inout Set<String>) {
        if let object = value as? [String: Any] {
            if let event = object["event"] as? String { names.insert(event) }
            for member in object.values { collect(member, into: &names) }
        } else if let array = value as? [Any] {
            for element in array { collect(element, into: &names) }
        }
    }
}
