import AskForReviewData
import AskForReviewPolicyFiles
import Foundation

/// The problems `read` finds in `data`, or none when it reads: one way for the policy-file tests to
/// ask what a file gets wrong, whichever entry point (a policy, an experiment, either) reads it.
func policyFileProblems<Read>(of data: Data, _ read: (Data) throws(PolicyFileError) -> Read) -> [PolicyFileProblem] {
    do {
        _ = try read(data)
        return []
    } catch {
        return error.problems
    }
}
