import Foundation
import TestSupport
import Testing

@testable import AppShell

/// A file the command line writes (`--csv`, `--svg`, `--per-user`) never replaces another user's file
/// moved onto its path while it is written, even in the instant between the last check and the rename.
@Suite("AppShell: an output file moved in during the write is not replaced")
struct ReplacedFileRaceTests {
    @Test("300 writes of a table, each raced by another user's file moved onto the path: it is never replaced")
    func racedWrites() throws {
        let folder = TemporaryFolderURL()
        guard ForeignFileRace.canGiveFilesAway(in: folder.url) else {
            TestOutput.write("not root: another user's file needs chown, checked on root CI machines")
            return
        }
        let table = folder.url.appendingPathComponent("run.csv")
        let tally = try ForeignFileRace.run(
            trials: 300, at: table, in: folder.url,
            prepare: { try ReplacedFile(checking: table.path).write(Data("policy,day\n\($0)\n".utf8)) },
            write: { trial in
                do throws(ReplacedFile.Refusal) {
                    try ReplacedFile(checking: table.path).write(Data("policy,day\nnew,\(trial)\n".utf8))
                    return nil
                } catch {
                    return error.reason
                }
            })
        TestOutput.write("replacement window, --csv: \(tally)")
        #expect(tally.replaced == 0)
        let left = try FileManager.default.contentsOfDirectory(atPath: folder.url.path)
        #expect(left.allSatisfy { !$0.contains(".tmp-") }, "no temporary file left: \(left)")
    }
}
