import Foundation

extension LogReplay {
    /// What each policy would have done to the users of `parts` of the log `files` hold (ranges
    /// in order, each from one user's first line to another's), every part on a thread of its own,
    /// the first on this one; `progress` is told how far all parts have read, together. The asks are
    /// told to `eachAsk` once every part has been read and added, in the parts' order, as one reading
    /// in order tells them: a replay that falls back to that reading has told none.
    /// - Returns: the outcomes, or `nil` when a part could not be read or had a problem, or two parts
    ///   hold events of the same user (or of two users whose ids hash alike): then only a reading in
    ///   order tells the problems with their lines, or the figures.
    func replay(
        parts: [Range<UInt64>], of files: LogFiles, everyUser: Bool, stopsOutOfOrder: Bool,
        eachAsk: ((ReplayedAsk) -> Void)?, progress: (LogProgress) -> Void
    ) throws -> [PolicyOutcome]? {
        let shared = PartsRead(parts: parts.count)
        // The asks are held only for a caller who hears them.
        let tellsAsks = eachAsk != nil
        // Reads part `index` into `shared`, telling `progress` how far all parts have read.
        @Sendable func read(_ index: Int, progress: (LogProgress) -> Void) {
            var asks: [ReplayedAsk] = []
            let read = Result {
                try replayCounting(
                    FileChunks(files: files, bytes: parts[index]), everyUser: everyUser,
                    stopsOutOfOrder: stopsOutOfOrder, countsUsersLeftOut: false,
                    eachAsk: { if tellsAsks { asks.append($0) } },
                    progress: { progress(shared.note(read: $0, by: index)) })
            }
            if case .failure(let error) = read, error is LogOutOfOrder { shared.noteOutOfOrder() }
            shared.finish(
                index,
                with: (try? read.get()).map {
                    PartsRead.Part(outcomes: $0.outcomes, asks: asks, users: $0.users, leftOutUsers: $0.leftOutUsers)
                })
        }
        let group = DispatchGroup()
        for index in parts.indices.dropFirst() {
            DispatchQueue.global().async(group: group) { read(index, progress: { _ in }) }
        }
        read(0, progress: progress)
        group.wait()
        if shared.outOfOrder { throw LogOutOfOrder() }
        guard let read = shared.finished(), var total = read.first else { return nil }
        for part in read.dropFirst() {
            guard total.users.isDisjoint(with: part.users) else {
                if stopsOutOfOrder { throw LogOutOfOrder() }
                return nil
            }
            total.users.formUnion(part.users)
            total.leftOutUsers.add(part.leftOutUsers)
            for index in total.outcomes.indices { total.outcomes[index].add(part.outcomes[index]) }
        }
        // A user left out in one part may have events in another: told once all are read.
        count(total.leftOutUsers, keeping: total.users, into: &total.outcomes, everyUser: everyUser)
        if let eachAsk { for part in read { part.asks.forEach(eachAsk) } }
        progress(shared.total)
        return total.outcomes
    }
}

/// What the threads reading the parts of a log hand back: the bytes each has read and, once done,
/// what each part gave. Shared between threads, so every access holds its lock.
private final class PartsRead: @unchecked Sendable {
    /// What one part gave.
    struct Part {
        var outcomes: [PolicyOutcome]
        let asks: [ReplayedAsk]
        var users: Set<UInt64>
        var leftOutUsers: LeftOutUsers
    }

    private let lock = NSLock()
    private var read: [LogProgress]
    /// Each part's result once it is read; `nil` for a part not read yet, or that could not be read
    /// or had a problem.
    private var parts: [Part?]
    /// Whether a part found its users' lines out of order.
    private var foundOutOfOrder = false

    init(parts count: Int) {
        read = Array(repeating: LogProgress(), count: count)
        parts = Array(repeating: nil, count: count)
    }

    /// Notes that part `index` has read `progress`.
    /// - Returns: how far all parts have read.
    func note(read progress: LogProgress, by index: Int) -> LogProgress {
        lock.withLock {
            read[index] = progress
            return sum
        }
    }

    /// How far all parts have read.
    var total: LogProgress { lock.withLock { sum } }

    /// The parts' progress added up; the lock held.
    private var sum: LogProgress {
        read.reduce(into: LogProgress()) {
            $0.bytes += $1.bytes
            $0.lines += $1.lines
            $0.users += $1.users
        }
    }

    /// Notes that a part found its users' lines out of order.
    func noteOutOfOrder() {
        lock.withLock { foundOutOfOrder = true }
    }

    /// Whether a part found its users' lines out of order.
    var outOfOrder: Bool { lock.withLock { foundOutOfOrder } }

    /// Part `index` is done, with what it gave (`nil` when it failed).
    func finish(_ index: Int, with part: Part?) {
        lock.withLock { parts[index] = part }
    }

    /// What every part gave, in order, or `nil` when one failed (or is not done).
    func finished() -> [Part]? {
        lock.withLock {
            let done = parts.compactMap { $0 }
            return done.count == parts.count ? done : nil
        }
    }
}
