public import Foundation

/// How the lines of an event log come, and so how a replay or a population fit reads them.
///
/// A log sorted by user and then time is read as it comes, one user's history held at a time. A log
/// in any other order is read twice: once to write each line, by a stable hash of its user, into one
/// of many temporary files (a line of the package's own log as its event, read and checked, so that
/// it is read as JSON once), each then read back into memory, sorted by user and time (lines logged
/// at the same time keep their order in the log) and read as a sorted log. Memory stays bounded
/// whatever the log's size (a part is at most 32 MB of lines); the temporary files take at most the
/// log's size on disk plus 28 bytes a line (the package's own lines less: 49 bytes and the line's
/// user id, event name and version), have no name from the moment they are made, and are freed by
/// the system when the reading ends, however the process ends.
public enum LogOrder: Sendable, Equatable {
    /// Each user's lines together and in time order; a log in another order is refused, every line
    /// out of order named.
    case sorted
    /// Read as it comes while it is sorted; a log of files found out of order is read again in any
    /// order, its temporary files made in `folder`. Standard input, read once, must be sorted.
    case sortedOrGathered(in: URL)
    /// In any order, standard input included: read in any order from the start, its temporary files
    /// made in `folder`.
    case gathered(in: URL)

    /// What a replay and a population fit read by default: a log sorted or not, its temporary files
    /// (when it is not) in the system's temporary folder.
    public static var standard: LogOrder { .sortedOrGathered(in: FileManager.default.temporaryDirectory) }

    /// What `asItComes` reads (told whether to stop at a user's lines out of order), or, for a log
    /// it finds out of order or one gathered from the start, what `gathered` reads, given the folder
    /// of its temporary files. Only a log of files (`isFiles`) is read again.
    func read<Result>(
        isFiles: Bool, asItComes: (_ stopsOutOfOrder: Bool) throws -> Result, gathered: (URL) throws -> Result
    ) throws -> Result {
        switch self {
        case .sorted: return try asItComes(false)
        case .gathered(let folder): return try gathered(folder)
        case .sortedOrGathered(let folder):
            guard isFiles else { return try asItComes(false) }
            do {
                return try asItComes(true)
            } catch is LogOutOfOrder {
                return try gathered(folder)
            }
        }
    }
}
