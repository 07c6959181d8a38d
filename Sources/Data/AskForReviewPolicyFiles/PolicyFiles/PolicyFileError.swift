import AskForReviewData

/// Why a policy file was not loaded: every problem found in it, at once. Nothing of such a file is
/// used, so the caller keeps its last good (or built-in) policy.
public struct PolicyFileError: Error, Sendable, Equatable, CustomStringConvertible {
    /// Every problem, in the order of the file.
    public let problems: [PolicyFileProblem]

    /// An error listing `problems`.
    public init(problems: [PolicyFileProblem]) {
        self.problems = problems
    }

    /// One line a problem.
    public var description: String {
        problems.map(\.description).joined(separator: "\n")
    }
}
