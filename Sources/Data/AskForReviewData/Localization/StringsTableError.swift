public import Foundation

/// A `.strings` table of pre-prompt translations that could not be read.
public struct StringsTableError: Error, Equatable, CustomStringConvertible {
    /// The file (or, when the package's resources are missing, the bundle).
    public let file: URL
    /// What is wrong with it.
    public let problem: String

    /// See `CustomStringConvertible`: the file's path and the problem.
    public var description: String { "\(file.path): \(problem)" }
}
