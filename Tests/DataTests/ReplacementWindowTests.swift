import AskForReviewData
import Foundation
import TestSupport
import Testing

/// Another user's file moved onto the store path while a write runs, even in the instant between the
/// write's last check and its rename, is never replaced: the rename exchanges the two names, checks
/// what it displaced, and puts another user's file back.
@Suite("JSON file store: a file moved in during the write is not replaced")
struct ReplacementWindowTests {
    @Test("300 writes, each raced by another user's file moved onto the path: it is never replaced")
    func racedWrites() throws {
        let folder = TemporaryFolder()
        guard ForeignFileRace.canGiveFilesAway(in: folder.url) else {
            TestOutput.write("not root: another user's file needs chown, checked on root CI machines")
            return
        }
        let file = folder.file("state.json")
        let tally = try ForeignFileRace.run(
            trials: 300, at: file, in: folder.url,
            prepare: { try JSONFileStore(fileURL: file).save(value: $0, forKey: ReviewStoreKeys.requestCount) },
            write: { trial in
                do {
                    try JSONFileStore(fileURL: file).save(value: trial + 1_000, forKey: ReviewStoreKeys.requestCount)
                    return nil
                } catch {
                    return "\(error)"
                }
            })
        TestOutput.write("replacement window, store: \(tally)")
        #expect(tally.replaced == 0)
        #expect(try listing(folder.url).allSatisfy { !$0.contains(".tmp-") }, "no temporary file left")
    }
}
