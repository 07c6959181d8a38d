/// One part of a log read in any order (``UserPartitions``), in memory and sorted: its users' lines
/// together, each user's in the order they were logged, lines logged at the same time in the order
/// the log gives them, as a log sorted by user and then time (stably) gives them.
struct SortedPart {
    /// The part's records, as each thread that read a range of the log wrote them.
    private let records: [[UInt8]]
    /// Where each line is, in the order read.
    private let order: [Entry]

    /// One line's place: what it is sorted by, and where its bytes are.
    private struct Entry {
        let hash: UInt64
        let time: Double
        let number: Int
        let records: UInt32
        let start: UInt32
        let count: UInt32

        /// Whether this line comes before `other`: by user, then time, then number in the log.
        func precedes(_ other: Entry) -> Bool {
            if hash != other.hash { return hash < other.hash }
            if time != other.time { return time < other.time }
            return number < other.number
        }
    }

    /// The part whose records are `records`, each with the number in the log of the line before the
    /// first line of the range they were read from (their lines are numbered from that range's
    /// first).
    init(records: [(bytes: [UInt8], linesBefore: Int)]) {
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
                            hash: hash, time: time, number: linesBefore + number, records: UInt32(index),
                            start: UInt32(start), count: count))
                    offset = start + Int(count)
                }
            }
        }
        entries.sort { $0.precedes($1) }
        self.records = records.map(\.bytes)
        order = entries
    }

    /// Gives `body` each line, with its number in the log, in order.
    func forEachLine(_ body: (Int, ArraySlice<UInt8>) throws -> Void) rethrows {
        for entry in order {
            let start = Int(entry.start)
            try body(entry.number, records[Int(entry.records)][start..<start + Int(entry.count)])
        }
    }
}
