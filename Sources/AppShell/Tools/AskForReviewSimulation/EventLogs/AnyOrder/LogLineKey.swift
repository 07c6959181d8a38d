import Foundation

/// What a log read in any order first needs of each line: its user and the time it was logged at,
/// read exactly as the log's reader reads them (the package's own lines, or an export's in its
/// format), or the line's problems.
struct LogLineKey {
    /// The texts the lines repeat, each made once.
    private var texts = LineTextCache()
    /// The reader of the export's lines, or `nil` for the package's own event log lines.
    private var export: ExportLineReader?

    /// A key reader of lines in `format`, by default the package's own.
    init(format: ExportFormat?) {
        export = format.map { ExportLineReader($0) }
    }

    /// Line `number`'s user and the time it was logged at (seconds since 2001; −∞ for a line the
    /// reader keeps no time of, as an export's dropped or left-out line), or its problems.
    mutating func key(of line: ArraySlice<UInt8>, number: Int) -> Result<(user: String, time: Double), EventLogError> {
        do throws(EventLogError) {
            if let read = try export?.read(line, number: number) {
                return .success((read.user, read.loggedAt?.timeIntervalSinceReferenceDate ?? -.infinity))
            }
        } catch {
            return .failure(error)
        }
        return LoggedEventLine.event(in: line, number: number, texts: &texts).map {
            ($0.user, $0.time.timeIntervalSinceReferenceDate)
        }
    }
}
