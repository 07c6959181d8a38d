/// One part of a log read in any order (``UserPartitions``), in memory and sorted: its users' lines
/// together, each user's in the order they were logged, lines logged at the same time in the order
/// the log gives them, as a log sorted by user and then time (stably) gives them.
struct SortedPart {
    /// The part's records, as each thread that read a range of the log wrote them.
    private let records: [[UInt8]]
    /// Where each line is, in order: by user, then time, then number.
    private let order: [Place]
    /// Whether each record holds its line's event (``GatheredEvent``) rather than the line.
    let holdsEvents: Bool

    /// Where one line's bytes are, and its number in the log.
    private struct Place {
        let number: Int
        let records: UInt32
        let start: UInt32
        let count: UInt32
    }

    /// One line: what it is sorted by, and where it is.
    private struct Entry {
        let hash: UInt64
        let time: Double
        let place: Place

        /// Whether this line comes before `other`: by user, then time, then number in the log.
        func precedes(_ other: Entry) -> Bool {
            if hash != other.hash { return hash < other.hash }
            if time != other.time { return time < other.time }
            return place.number < other.place.number
        }
    }

    /// The part whose records are `records`, each with the number in the log of the line before the
    /// first line of the range they were read from (their lines are numbered from that range's
    /// first), each holding its line's event when `holdsEvents`, else the line.
    init(records: [(bytes: [UInt8], linesBefore: Int)], holdsEvents: Bool) {
        self.holdsEvents = holdsEvents
        var entries: [Entry] = []
        for (index, (records, linesBefore)) in records.enumerated() {
            records.withUnsafeBytes { bytes in
                var offset = 0
                while offset + UserPartitions.headerBytes <= bytes.count {
                    let count = UInt32(littleEndian: bytes.loadUnaligned(fromByteOffset: offset, as: UInt32.self))
                    let number = Int(
                        Int64(littleEndian: bytes.loadUnaligned(fromByteOffset: offset + 4, as: Int64.self)))
                    let hash = UInt64(littleEndian: bytes.loadUnaligned(fromByteOffset: offset + 12, as: UInt64.self))
                    let time = Double(
                        bitPattern: UInt64(
                            littleEndian: bytes.loadUnaligned(fromByteOffset: offset + 20, as: UInt64.self)))
                    let start = offset + UserPartitions.headerBytes
                    entries.append(
                        Entry(
                            hash: hash, time: time,
                            place: Place(
                                number: linesBefore + number, records: UInt32(index), start: UInt32(start),
                                count: count)))
                    offset = start + Int(count)
                }
            }
        }
        self.records = records.map(\.bytes)
        order = Self.inOrder(entries).map { entries[Int($0)].place }
    }

    /// The indices of `entries`, read in the log's order, by user, then time, then number: gathered by
    /// user with a count of each user's lines (the users in the order of their hashes), then each
    /// user's lines sorted only when they are not already in order (a sort of the whole part was a
    /// tenth of the reading).
    private static func inOrder(_ entries: [Entry]) -> [UInt32] {
        var users = UserSlots(lines: entries.count)
        let slots = entries.map { UInt32(users.slot(of: $0.hash)) }
        let byHash = users.hashes.indices.sorted { users.hashes[$0] < users.hashes[$1] }
        var counts = [Int](repeating: 0, count: users.hashes.count)
        for slot in slots { counts[Int(slot)] += 1 }
        var next = [Int](repeating: 0, count: users.hashes.count)
        var total = 0
        for slot in byHash {
            next[slot] = total
            total += counts[slot]
        }
        var order = [UInt32](repeating: 0, count: entries.count)
        for (index, slot) in slots.enumerated() {
            order[next[Int(slot)]] = UInt32(index)
            next[Int(slot)] += 1
        }
        var start = 0
        for slot in byHash {
            let run = start..<start + counts[slot]
            let precedes = { (one: UInt32, other: UInt32) in entries[Int(one)].precedes(entries[Int(other)]) }
            if !zip(order[run], order[run].dropFirst()).allSatisfy(precedes) { order[run].sort(by: precedes) }
            start = run.upperBound
        }
        return order
    }

    /// Gives `body` each line (or its event, when the part ``holdsEvents``), with its number in the
    /// log, in order.
    func forEachLine(_ body: (Int, ArraySlice<UInt8>) throws -> Void) rethrows {
        for place in order {
            let start = Int(place.start)
            try body(place.number, records[Int(place.records)][start..<start + Int(place.count)])
        }
    }
}

/// The users of a part's lines, each given a slot (0, 1, 2, … in the order first seen) by the hash of
/// their id, found in an open-addressing table: the hashes are already mixed, so their low bits pick
/// the place to look first.
private struct UserSlots {
    /// Each user's hash, by slot.
    private(set) var hashes: [UInt64] = []
    /// For each place of the table, 1 + the slot of the user there, or 0 when none is.
    private var table: [Int32]
    private let mask: Int

    /// A table for the users of `lines` lines (at most one user a line).
    init(lines: Int) {
        var size = 16
        while size < 2 * lines { size *= 2 }
        table = [Int32](repeating: 0, count: size)
        mask = size - 1
    }

    /// The slot of the user whose hash is `hash`, given one when they have none yet.
    mutating func slot(of hash: UInt64) -> Int {
        var place = Int(truncatingIfNeeded: hash) & mask
        while table[place] != 0 {
            let slot = Int(table[place]) - 1
            if hashes[slot] == hash { return slot }
            place = (place + 1) & mask
        }
        hashes.append(hash)
        table[place] = Int32(hashes.count)
        return hashes.count - 1
    }
}
