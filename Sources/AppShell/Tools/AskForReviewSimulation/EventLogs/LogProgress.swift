/// How far the reading of an event log has gone: what a replay or a fit tells its progress callback
/// each time it has read a chunk of the log (a megabyte at most).
public struct LogProgress: Sendable, Equatable {
    /// The bytes of the log read so far.
    public var bytes = 0
    /// The lines read so far, the last one perhaps in part.
    public var lines = 0
    /// The users whose events were read so far, the last one perhaps in part.
    public var users = 0

    /// `bytes`, `lines` and `users` read so far.
    public init(bytes: Int = 0, lines: Int = 0, users: Int = 0) {
        self.bytes = bytes
        self.lines = lines
        self.users = users
    }
}
