import AskForReviewJSON

/// A patch's `conditions` given as an object: each member changes one condition of the bundled
/// policy's list and leaves every other condition, and every other value, as the app ships it. A
/// member's key addresses the condition: its name (`"minimumSessions"`) where the bundled list has
/// one condition of that name, or its name and subject (`"minimumTimeElapsed/lastRequest"`), the
/// subject being the value of the condition's `event`, `since` or `choice` parameter. Its value is
/// a merge patch over that condition's parameters, or `null`, which removes the condition.
enum ConditionPatch {
    /// The parameters whose value is a condition's subject: what it counts, or the moment it measures
    /// time from.
    static let subjectKeys = ["event", "since", "choice"]

    /// One condition of the bundled list: its name, its subject if it has one, its parameters.
    private struct Bundled {
        let name: String
        let subject: String?
        let parameters: StrictJSON

        init?(_ condition: StrictJSON) {
            guard case .object(let members) = condition, members.count == 1, let only = members.first else {
                return nil
            }
            name = only.key
            parameters = only.value
            subject = Self.subject(of: only.value)
        }

        /// The value of the first subject parameter among `parameters`, when they are an object.
        private static func subject(of parameters: StrictJSON) -> String? {
            guard case .object(let parameters) = parameters else { return nil }
            for key in ConditionPatch.subjectKeys {
                if case .string(let value) = parameters.first(where: { $0.key == key })?.value { return value }
            }
            return nil
        }

        func isAddressed(by key: String) -> Bool {
            guard let slash = key.firstIndex(of: "/") else { return key == name }
            return key[..<slash] == name && subject == String(key[key.index(after: slash)...])
        }
    }

    /// The bundled list `bundled` with `changes` applied, or every problem with them.
    static func applied(_ changes: [StrictJSON.Member], to bundled: [StrictJSON]) -> Result<
        [StrictJSON], PolicyFileError
    > {
        let conditions = bundled.map(Bundled.init)
        var result: [StrictJSON?] = bundled
        var changed: Set<Int> = []
        var problems: [PolicyFileProblem] = []
        for change in changes {
            let path = "conditions.\(change.key)"
            let matches = conditions.indices.filter { conditions[$0]?.isAddressed(by: change.key) == true }
            guard matches.count == 1, let index = matches.first, let condition = conditions[index] else {
                let found = matches.isEmpty ? "no condition of the bundled policy" : "\(matches.count) of them"
                problems.append(PolicyFileProblem(path: path, found: found, allowed: addresses(of: conditions)))
                continue
            }
            guard changed.insert(index).inserted else {
                problems.append(
                    PolicyFileProblem(path: path, found: "a condition another key changes", allowed: "one key each"))
                continue
            }
            switch change.value {
            case .null: result[index] = nil
            case .object:
                let parameters = PolicyPatch.merged(change.value, over: condition.parameters)
                result[index] = .object([StrictJSON.Member(condition.name, parameters)])
            default:
                problems.append(
                    PolicyFileProblem(
                        path: path, found: change.value.found,
                        allowed: "an object of the parameters to change, or null to remove the condition"))
            }
        }
        guard problems.isEmpty else { return .failure(PolicyFileError(problems: problems)) }
        return .success(result.compactMap { $0 })
    }

    /// The keys that address each condition of the bundled list, for a problem to list.
    private static func addresses(of conditions: [Bundled?]) -> String {
        // Each condition's shortest key that addresses it alone: its name, else its name and subject.
        let keys = conditions.compactMap { condition -> String? in
            guard let condition else { return nil }
            let candidates = [condition.name] + (condition.subject.map { ["\(condition.name)/\($0)"] } ?? [])
            return candidates.first { key in conditions.filter { $0?.isAddressed(by: key) == true }.count == 1 }
                .map { "\"\($0)\"" }
        }
        guard !keys.isEmpty else {
            return "a list of every condition: the bundled policy's cannot be addressed one by one"
        }
        return "a key that addresses one condition of the bundled policy: " + keys.joined(separator: ", ")
    }
}
