public import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Writes raced by another user's file moved onto the written path at a random instant: what a
/// writer that checks a path and then renames over it must survive in a folder others can write.
public struct ForeignFileRace {
    /// How the races ended.
    public struct Tally: CustomStringConvertible, Sendable {
        /// The other user's file was replaced: the write landed after the move.
        public var replaced = 0
        /// The write was refused as it was put in place ("moved there during the write").
        public var refusedAtTheRename = 0
        /// The write was refused by a check before it.
        public var refusedBefore = 0
        /// The write landed before the move, which then replaced it.
        public var writtenFirst = 0

        /// The tally in words, for the test output.
        public var description: String {
            "another user's file replaced in \(replaced) of \(replaced + refusedAtTheRename + refusedBefore + writtenFirst) "
                + "races; refused at the rename \(refusedAtTheRename), refused by an earlier check \(refusedBefore), "
                + "written before the move \(writtenFirst)"
        }
    }

    /// The user the moved files are given to: not this process's.
    public static let otherUser: uid_t = geteuid() == 65_534 ? 65_533 : 65_534

    /// Whether this process may give a file away (it runs as root); the races need it.
    public static func canGiveFilesAway(in folder: URL) -> Bool {
        let probe = folder.appendingPathComponent("probe-\(UUID().uuidString)")
        defer { unlink(probe.path) }
        return FileManager.default.createFile(atPath: probe.path, contents: Data())
            && chown(probe.path, otherUser, getegid()) == 0
    }

    /// Runs `trials` races at `path` in `folder`: before each, `prepare` leaves the writer's own file
    /// there; then `write` runs while another thread moves another user's file onto the path after 0
    /// to 1.5 ms. `write` returns the refusal's text, or `nil` when it wrote.
    public static func run(
        trials: Int, at path: URL, in folder: URL, prepare: (Int) throws -> Void, write: (Int) -> String?
    ) throws -> Tally {
        var tally = Tally()
        var generator = SystemRandomNumberGenerator()
        for trial in 0..<trials {
            unlink(path.path)
            try prepare(trial)
            let theirs = Data("theirs \(trial)".utf8)
            let foreign = folder.appendingPathComponent("foreign-\(trial)")
            try theirs.write(to: foreign)
            guard chown(foreign.path, otherUser, getegid()) == 0 else { throw CocoaError(.fileWriteNoPermission) }
            let delay = useconds_t.random(in: 0...1_500, using: &generator)
            let done = DispatchSemaphore(value: 0)
            Thread {
                usleep(delay)
                rename(foreign.path, path.path)
                done.signal()
            }.start()
            let refusal = write(trial)
            done.wait()
            // The move always lands; a write must never have replaced the moved file afterwards.
            if try Data(contentsOf: path) != theirs {
                tally.replaced += 1
            } else if let refusal {
                if refusal.contains("moved there during the write") {
                    tally.refusedAtTheRename += 1
                } else {
                    tally.refusedBefore += 1
                }
            } else {
                tally.writtenFirst += 1
            }
        }
        return tally
    }
}
