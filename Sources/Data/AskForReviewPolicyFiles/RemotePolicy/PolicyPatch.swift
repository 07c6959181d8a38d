import AskForReviewJSON
import Foundation

/// A payload that names only the values it changes over the policy the app ships: a policy file's
/// object with `"extends": "bundled"`, applied to the bundled policy's file as a JSON merge patch
/// (RFC 7396): an object merges member by member, any other value (a list among them) replaces
/// the bundled one whole, and `null` removes the member; `conditions` given as an object changes
/// the bundled conditions one by one (``ConditionPatch``). What results is read as a whole policy
/// file, with every check a whole payload gets.
enum PolicyPatch {
    /// The key that marks a payload as a patch, and the one value it takes.
    static let key = "extends"
    static let bundledName = "bundled"

    /// What `payload` means over `bundled`: the whole file it and the bundled policy make, when it
    /// extends the bundled policy; `nil` when it is a whole file of its own (read as it is); every
    /// reason it is refused otherwise.
    static func resolve(_ payload: Data, over bundled: PolicyFile.Contents, conditions: PolicyConditions)
        -> Result<Data?, PolicyFileError>
    {
        // A payload that does not parse (a key given twice among the reasons) is read as it is, so
        // that its problems are told as in any file.
        guard let json = try? StrictJSONParser.parse(payload), case .object(let members) = json,
            let marker = members.first(where: { $0.key == key })
        else { return .success(nil) }
        var problems: [PolicyFileProblem] = []
        if case .string(let name) = marker.value, name == bundledName {
        } else {
            problems.append(PolicyFileProblem(path: key, found: marker.value.found, allowed: "\"bundled\""))
        }
        if !members.contains(where: { $0.key == "format" && isFormatTwo($0.value) }) {
            problems.append(
                PolicyFileProblem(
                    path: "format", found: members.first { $0.key == "format" }?.value.found ?? "nothing",
                    allowed:
                        "2 in a payload that extends the bundled policy (an app of an earlier version refuses it whole)"
                ))
        }
        guard case .policy(let policy, let target) = bundled else {
            problems.append(
                PolicyFileProblem(
                    path: key, found: "a bundled experiment", allowed: "a payload extends a bundled policy only"))
            return .failure(PolicyFileError(problems: problems))
        }
        guard problems.isEmpty else { return .failure(PolicyFileError(problems: problems)) }
        do {
            let base = try StrictJSONParser.parse(
                PolicyFile.data(for: policy, appliesTo: target, conditions: conditions))
            let patch = try listingConditions(members.filter { $0.key != key }, over: base).get()
            return .success(Data(merged(.object(patch), over: base).text.utf8))
        } catch let error as PolicyFileError {
            return .failure(error)
        } catch {
            let problem = PolicyFileProblem(
                path: key, found: "a bundled policy that cannot be written", allowed: "\(error)")
            return .failure(PolicyFileError(problems: [problem]))
        }
    }

    /// `patch` applied to `base` as RFC 7396 says: members of two objects merge, `null` removes, any
    /// other value replaces.
    static func merged(_ patch: StrictJSON, over base: StrictJSON) -> StrictJSON {
        guard case .object(let changes) = patch else { return patch }
        guard case .object(var members) = base else { return merged(patch, over: .object([])) }
        for change in changes {
            let index = members.firstIndex { $0.key == change.key }
            if case .null = change.value {
                if let index { members.remove(at: index) }
            } else if let index {
                members[index] = StrictJSON.Member(change.key, merged(change.value, over: members[index].value))
            } else {
                members.append(StrictJSON.Member(change.key, merged(change.value, over: .object([]))))
            }
        }
        return .object(members)
    }

    /// `members` with a `conditions` object (``ConditionPatch``) made the whole list it gives over
    /// `base`'s, or the problems with it.
    private static func listingConditions(_ members: [StrictJSON.Member], over base: StrictJSON)
        -> Result<[StrictJSON.Member], PolicyFileError>
    {
        guard let index = members.firstIndex(where: { $0.key == "conditions" }),
            case .object(let changes) = members[index].value
        else { return .success(members) }
        var bundled: [StrictJSON] = []
        if case .object(let baseMembers) = base,
            case .array(let list)? = baseMembers.first(where: { $0.key == "conditions" })?.value
        {
            bundled = list
        }
        return ConditionPatch.applied(changes, to: bundled).map { list in
            var members = members
            members[index] = StrictJSON.Member("conditions", .array(list))
            return members
        }
    }

    private static func isFormatTwo(_ value: StrictJSON) -> Bool {
        if case .number(_, let number) = value { number == 2 } else { false }
    }
}
