import AskForReviewData

/// One thing wrong in a policy file: where, what was found there, and what is allowed there.
public struct PolicyFileProblem: Sendable, Equatable, CustomStringConvertible {
    /// Where, as a JSON path such as `conditions[2].minimumEventCount.count`; empty for the file as a
    /// whole.
    public let path: String
    /// What was found there: the value (`-1`, `"weekly"`), its kind, `nothing` for a missing field, or
    /// `an unknown key`.
    public let found: String
    /// What is allowed there, in words.
    public let allowed: String

    /// A problem at `path`.
    public init(path: String, found: String, allowed: String) {
        self.path = path
        self.found = found
        self.allowed = allowed
    }

    /// One line: "`path`: found `found`; allowed: `allowed`".
    public var description: String {
        "\(path.isEmpty ? "the file" : path): found \(found); allowed: \(allowed)"
    }
}
