import AskForReviewData
import Dispatch
import Foundation
import Testing

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Another user's file moved onto the store path while a write runs, even in the instant between the
/// write's last check and its rename, is never replaced: the rename exchanges the two names, checks
/// what it displaced, and puts another user's file back.
@Suite("JSON file store: a file moved in during the write is not replaced")
struct ReplacementWindowTests {
    @Test("300 writes, each raced by another user's file moved onto the path: it is never replaced")
    func racedWrites() throws {
        let folder = TemporaryFolder()
        let file = folder.file("state.json")
        let otherUser: uid_t = geteuid() == 65_534 ? 65_533 : 65_534
        let probe = folder.file("probe")
        try Data().write(to: probe)
        guard chown(probe.path, otherUser, getegid()) == 0 else {
            print("not root: another user's file needs chown, checked on root CI machines")
            return
        }
        var generator = SystemRandomNumberGenerator()
        var (replaced, refusedAtTheRename, refusedBefore, writtenFirst) = (0, 0, 0, 0)
        for trial in 0..<300 {
            unlink(file.path)
            try JSONFileStore(fileURL: file).save(value: trial, forKey: ReviewStoreKeys.requestCount)
            let theirs = Data("theirs \(trial)".utf8)
            let foreign = folder.file("foreign-\(trial)")
            try theirs.write(to: foreign)
            #expect(chown(foreign.path, otherUser, getegid()) == 0)
            let delay = useconds_t.random(in: 0...1_500, using: &generator)
            let group = DispatchGroup()
            DispatchQueue.global().async(group: group) {
                usleep(delay)
                rename(foreign.path, file.path)
            }
            var refusal: String?
            do {
                try JSONFileStore(fileURL: file).save(value: trial + 1_000, forKey: ReviewStoreKeys.requestCount)
            } catch {
                refusal = "\(error)"
            }
            group.wait()
            // The move always lands; the write must never have replaced the moved file afterwards.
            if try Data(contentsOf: file) != theirs {
                replaced += 1
            } else if let refusal {
                if refusal.contains("moved there during the write") {
                    refusedAtTheRename += 1
                } else {
                    refusedBefore += 1
                }
            } else {
                writtenFirst += 1
            }
        }
        print(
            "replacement window: another user's file replaced in \(replaced) of 300 races; refused at the rename "
                + "\(refusedAtTheRename), refused by an earlier check \(refusedBefore), written before the move "
                + "\(writtenFirst)")
        #expect(replaced == 0)
        #expect(try listing(folder.url).allSatisfy { !$0.contains(".tmp-") }, "no temporary file left")
    }
}
