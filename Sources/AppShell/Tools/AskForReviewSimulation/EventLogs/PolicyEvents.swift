public import AskForReviewDomain
import AskForReviewPolicyFiles
import Foundation

/// The events a policy needs to ever ask: `processCompleted` when it asks at a completed process, and
/// every event its conditions count. A log or a population without them gives the policy no ask,
/// which its figures alone would say only as zeros.
public enum PolicyEvents {
    /// The names `policy` needs: each `"event"` of its conditions as a policy file writes them, and
    /// `processCompleted` when it asks at that moment; only the latter for a policy with a condition
    /// no policy file can write (a team's own, unregistered).
    public static func needed(by policy: ReviewPolicy) -> Set<String> {
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
