import Foundation

extension LogReplay {
    /// What each policy would have done to the users of `parts` of the file `handle` reads (ranges
    /// in order, each from one user's first line to another's), every part on a thread of its own:
    /// the first on this one, telling `eachAsk` its asks as they come, the others' asks told after
    /// it, in order, so that they come as one reading in order tells them; `progress` is told how far
    /// all parts have read, together.
    /// - Returns: the outcomes, or `nil` when a part could not be read or had a problem, or two parts
    ///   hold events of the same user (or of two users whose ids hash alike): then only a reading in
    ///   order tells the problems with their lines, or the figures.
    func replay(
        parts: [Range<UInt64>], of handle: FileHandle, everyUser: Bool, eachAsk: (ReplayedAsk) -> Void,
        progress: (LogProgress) -> Void
    ) -> [PolicyOutcome]? {
        let shared = PartsRead(parts: parts.count)
        let group = DispatchGroup()
        for index in parts.indices.dropFirst() {
            DispatchQueue.global().async(group: group) {
                var asks: [ReplayedAsk] = []
                let read = try? replayCounting(
                    handle, bytes: parts[index], everyUser: everyUser, eachAsk: { asks.append($0) },
                    progress: { shared.note(read: $0, by: index) })
                shared.finish(
                    index, with: read.map { PartsRead.Part(outcomes: $0.outcomes, asks: asks, users: $0.users) })
            }
        }
        let first = try? replayCounting(
            handle, bytes: parts[0], everyUser: everyUser, eachAsk: eachAsk,
            progress: { progress(shared.note(read: $0, by: 0)) })
        group.wait()
        guard let first, let rest = shared.finished() else { return nil }
        var outcomes = first.outcomes
        var users = first.users
        for part in rest {
            guard users.isDisjoint(with: part.users) else { return nil }
            users.formUnion(part.users)
            for index in outcomes.indices { outcomes[index].add(part.outcomes[index]) }
            part.asks.forEach(eachAsk)
        }
        progress(shared.total)
        return outcomes
    }
}

/// What the threads reading the parts of a log hand back: the bytes each has read and, once done,
/// what each part gave. Shared between threads, so every access holds its lock.
private final class PartsRead: @unchecked Sendable {
    /// What one part (after the first) gave.
    struct Part {
        let outcomes: [PolicyOutcome]
        let asks: [ReplayedAsk]
        let users: Set<UInt64>
    }

    private let lock = NSLock()
    private var read: [LogProgress]
    /// Each part's result once it is done (the first's slot unused); `nil` inside for a part that
    /// could not be read or had a problem.
    private var parts: [Part??]

    init(parts count: Int) {
        read = Array(repeating: LogProgress(), count: count)
        parts = Array(repeating: nil, count: count)
    }

    /// Notes that part `index` has read `progress`.
    /// - Returns: how far all parts have read.
    @discardableResult
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

    /// Part `index` is done, with what it gave (`nil` when it failed).
    func finish(_ index: Int, with part: Part?) {
        lock.withLock { parts[index] = .some(part) }
    }

    /// What the parts after the first gave, in order, or `nil` when one failed.
    func finished() -> [Part]? {
        lock.withLock {
            var done: [Part] = []
            for part in parts.dropFirst() {
                guard case .some(.some(let part)) = part else { return nil }
                done.append(part)
            }
            return done
        }
    }
}
