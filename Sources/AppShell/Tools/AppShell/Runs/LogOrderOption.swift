import AskForReviewSimulation
import Foundation

/// `--any-order` and `--temp-dir DIR`: how a command reads a log's lines, which may come in any
/// order, and where the temporary files that gather each user's lines go.
enum LogOrderOption {
    /// The order `input` asks for: a log read as it comes and, when its files are out of order, read
    /// again in any order; with `--any-order`, in any order from the start (standard input too). The
    /// temporary files go in `--temp-dir`, else the system's temporary folder (`TMPDIR`).
    /// - Throws: a ``UsageError`` with 66 when `--temp-dir` is not a folder.
    static func read(from input: CommandInput) throws(UsageError) -> LogOrder {
        var folder = FileManager.default.temporaryDirectory
        if let path = input.string("--temp-dir") {
            var isFolder: ObjCBool = false
            guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder), isFolder.boolValue else {
                throw UsageError("--temp-dir: \(TerminalText.quoted(path)) is not a folder", code: .noInput)
            }
            folder = URL(fileURLWithPath: path, isDirectory: true)
        }
        return input.has("--any-order") ? .gathered(in: folder) : .sortedOrGathered(in: folder)
    }
}
