/// Why an event log was refused: every problem found, each with its line (or, for events given as
/// values, its position from 1). Nothing of a log with a problem is replayed.
public struct EventLogError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The problems, in the order of their lines, each starting "line N: "; at most
    /// 100 of them, the rest counted in ``unlisted``.
    public let problems: [String]
    /// The problems found beyond those listed.
    public let unlisted: Int

    /// How many problems an error lists at most.
    static let listedProblems = 100

    /// The problems, one a line, and how many more there were.
    public var description: String {
        (problems + (unlisted > 0 ? ["… and \(unlisted) more problems"] : [])).joined(separator: "\n")
    }
}
