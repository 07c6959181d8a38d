import AskForReviewData

/// The problems found so far while reading one file, shared by every reader of its parts; the
/// read that made it throws them all as one ``PolicyFileError``.
public final class PolicyFileReport {
    package private(set) var problems: [PolicyFileProblem] = []

    package init() {}

    /// Notes a problem at `path` (a JSON path such as `segments[0].share`): what was `found` there
    /// and what is `allowed`.
    public func add(_ path: String, found: String, allowed: String) {
        problems.append(PolicyFileProblem(path: path, found: found, allowed: allowed))
    }

    /// `parent` and `key` joined as a JSON path: `key` at the top, `parent.key` below, and
    /// `parent[2]` for a key that is a list index (`[2]`).
    package static func path(_ parent: String, _ key: String) -> String {
        parent.isEmpty || key.hasPrefix("[") ? parent + key : "\(parent).\(key)"
    }
}
