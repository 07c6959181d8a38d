public import Foundation

/// A ``PopulationModel`` estimated from real users' event log, so that a population run simulates
/// more users, or longer, who use the app as the log's users did.
///
/// Users are split into segments of about equal shares by their sessions a day (launches over the
/// days from their first event to their last, and the days they would on average have gone without a
/// session after it); each segment's sessions a week and events a session (with each event's mean
/// weight; at most 64 events, the most frequent) are those of its users together. Bad experiences a
/// session are the log's, all users together (simulated under the name `badExperience`). Installs
/// fall within the days by which 99% of the users had had their first event (the whole run when that
/// is 90% of the log's days or more). Churn is
/// the users whose silence at the end of the log says they left (three times the days between their
/// sessions, at least), over all users' days of use. Versions a year count the versions first seen
/// after the log's first day; the days an update takes are the mean, over users who updated, from a
/// version's first sighting to theirs, less the days they would have gone without a session anyway.
/// Every user counts as signed in, as a replay counts them; the pre-prompt answers and the review rate
/// are the model's defaults, which no log shows.
///
/// The log is read as ``LogReplay`` reads it, strictly, one user's history at a time; the fit's memory
/// grows with the event names and days of the log, not with its users.
public struct PopulationFit: Sendable, Equatable {
    /// The population estimated.
    public var model: PopulationModel
    /// How many users the log has.
    public let users: Int
    /// The days the log covers, from the day of its first event to that of its last (in UTC).
    public let days: Int

    /// The population of `events`' users, in `segments` segments (from 1 to 50; fewer when the
    /// users' sessions a day do not tell that many apart).
    /// - Throws: an ``EventLogError`` when a user's events do not come together or in time order
    ///   (positions counted from 1, as lines), or when the log has no users or no `launch` events.
    public init(events: some Sequence<LoggedEvent>, segments: Int = 3) throws(EventLogError) {
        var tally = UsageTally()
        try EventLogReader.read(events) { tally.add($0) }
        try self.init(tally, segments: segments)
    }

    /// The population of the users of the JSON Lines log `handle` reads to its end (a file, or
    /// standard input): ``init(readingLogFiles:segments:format:order:progress:)`` with that one handle.
    public init(
        readingLogFrom handle: FileHandle, segments: Int = 3, format: ExportFormat? = nil,
        progress: (LogProgress) -> Void = { _ in }
    ) throws {
        try self.init(readingLogFiles: [handle], segments: segments, format: format, progress: progress)
    }

    /// The population of the users of the JSON Lines log `handles` read, each to its end, one after
    /// another (one file or standard input; or the files a log was written in, in their order), in
    /// `segments` segments (from 1 to 50); each line in `format` (an analytics export read as it is),
    /// by default the package's own event log lines; `progress` is told how far the reading has gone
    /// (bytes, lines, users), after each megabyte.
    /// - Throws: an ``EventLogError`` listing every problem of the log, each with its line (the lines
    ///   of the files counted one after another), or saying it has no `launch` events; or the error
    ///   reading a handle threw.
    ///
    /// A log in any order is read as `order` says (by default, a log of files out of order is
    /// gathered by user in the system's temporary folder; see ``LogOrder``).
    public init(
        readingLogFiles handles: [FileHandle], segments: Int = 3, format: ExportFormat? = nil,
        order: LogOrder = .standard, progress: (LogProgress) -> Void = { _ in }
    ) throws {
        let chunks = try FileChunks.wholeLog(handles)
        let tally = try order.read(isFiles: chunks.readsAgain) { stopsOutOfOrder in
            var tally = UsageTally()
            try EventLogReader.read(
                from: chunks, format: format, stopsOutOfOrder: stopsOutOfOrder, progress: progress
            ) { tally.add($0) }
            return tally
        } gathered: { folder in
            var tally = UsageTally()
            let partitions = try UserPartitions(
                reading: chunks, format: format, count: UserPartitions.count(forBytes: chunks.size, threads: 1),
                asEvents: true, in: folder, progress: progress)
            for index in 0..<partitions.count {
                try EventLogReader.read(part: partitions.sorted(index), hashesUserIDs: false, format: format) {
                    tally.add($0)
                }
            }
            return tally
        }
        try self.init(tally, segments: segments)
    }

    private init(_ tally: UsageTally, segments: Int) throws(EventLogError) {
        guard tally.users > 0 else { throw EventLogError(problems: ["the log has no events"], unlisted: 0) }
        guard tally.bins.values.contains(where: { $0.launches > 0 }) else {
            throw EventLogError(
                problems: ["the log has no \"launch\" events, so its sessions cannot be counted"], unlisted: 0)
        }
        users = tally.users
        days = tally.lastDay - tally.firstDay + 1
        model = PopulationModel(fittedTo: tally, segments: min(max(segments, 1), 50))
    }
}
