import Foundation

extension LogReplay {
    /// What each policy would have done to the users of the log `chunks` reads (of `size` bytes,
    /// when it is known), its lines in any order: written by user into parts (``UserPartitions``) in
    /// `folder`, then the parts, each sorted in memory, replayed on `threads`, the asks told in the
    /// parts' order once every part is replayed.
    func replayGathered(
        _ chunks: FileChunks, size: UInt64?, threads: Int, in folder: URL, eachAsk: ((ReplayedAsk) -> Void)?,
        progress: (LogProgress) -> Void
    ) throws -> [PolicyOutcome] {
        let partitions = try UserPartitions(
            reading: chunks, threads: threads, format: format,
            count: UserPartitions.count(forBytes: size, threads: threads),
            keeping: shards > 1 ? (shard, shards) : nil, asEvents: true, in: folder, progress: progress)
        let results = GatheredParts(count: partitions.count)
        // The asks are held only for a caller who hears them.
        let tellsAsks = eachAsk != nil
        @Sendable func work() {
            while let index = results.next() {
                results.finish(index, with: Result { try replay(part: partitions.sorted(index), tellsAsks: tellsAsks) })
            }
        }
        let group = DispatchGroup()
        for _ in 1..<min(threads, partitions.count) { DispatchQueue.global().async(group: group) { work() } }
        work()
        group.wait()
        var total = noOutcomes
        var users = 0
        for result in try results.finished() {
            for index in total.indices { total[index].add(result.outcomes[index]) }
            if let eachAsk { result.asks.forEach(eachAsk) }
            users += result.users
        }
        progress(LogProgress(bytes: Int(size ?? 0), lines: 0, users: users))
        return total
    }

    /// What each policy would have done to the users of `part`, the asks it told (when `tellsAsks`),
    /// and how many users it has.
    private func replay(part: SortedPart, tellsAsks: Bool) throws -> GatheredParts.Part {
        var outcomes = noOutcomes
        var asks: [ReplayedAsk] = []
        let replayer = Shared(self)
        let read = try EventLogReader.read(
            part: part, hashesUserIDs: hashesUserIDs, format: format,
            eachUserLines: { replayer.value.count($0, into: &outcomes, everyUser: false) },
            eachUser: {
                replayer.value.replay(
                    $0, into: &outcomes, everyUser: false, eachAsk: { if tellsAsks { asks.append($0) } })
            })
        count(userless: read.userless, into: &outcomes, everyUser: false)
        // A part holds every line of its users.
        count(read.leftOutUsers, keeping: read.users, into: &outcomes, everyUser: false)
        return GatheredParts.Part(outcomes: outcomes, asks: asks, users: read.users.count)
    }
}

/// The parts of a log read in any order as the threads replaying them take and finish them. Shared
/// between threads, so every access holds its lock.
private final class GatheredParts: @unchecked Sendable {
    /// What one part gave.
    struct Part {
        let outcomes: [PolicyOutcome]
        let asks: [ReplayedAsk]
        let users: Int
    }

    private let lock = NSLock()
    private var taken = 0
    private var results: [Result<Part, any Error>?]

    init(count: Int) {
        results = Array(repeating: nil, count: count)
    }

    /// The next part no thread has taken, or `nil` when every part is taken or one failed.
    func next() -> Int? {
        lock.withLock {
            guard taken < results.count, !results.contains(where: { if case .failure = $0 { true } else { false } })
            else { return nil }
            taken += 1
            return taken - 1
        }
    }

    /// Part `index` is done, with what it gave.
    func finish(_ index: Int, with result: Result<Part, any Error>) {
        lock.withLock { results[index] = result }
    }

    /// What every part gave, in order.
    /// - Throws: the error of the first part that failed.
    func finished() throws -> [Part] {
        try lock.withLock { try results.map { try ($0 ?? .failure(CancellationError())).get() } }
    }
}
