/// A log's file that changed while it was read (it shrank, it grew, it was written to): its reading
/// stops rather than give the figures of part of it, or of two states of it.
struct LogFileChanged: Error, CustomStringConvertible {
    /// Which of the log's files changed: 1 for the first.
    let file: Int
    /// How many files the log has.
    let files: Int
    /// What was found, in words.
    let change: String

    var description: String {
        let which = files == 1 ? "the log" : "the log's file \(file) of \(files)"
        return "\(which) changed while it was read (\(change)): read it again once it is no longer written"
    }
}
