import AskForReviewDomain

/// The event names a log's lines have named so far, by their bytes, each checked once: a log names a
/// few events millions of times, and checking a name again on every line was a tenth of a replay.
struct EventNameCache {
    /// The names seen, with their bytes; at most ``capacity`` of them (a log of more names checks the
    /// rest on every line, as before).
    private var names: [(bytes: [UInt8], name: EventName, kind: LoggedEvent.Kind)] = []
    private static let capacity = 64

    /// The event name `bytes` spell, checked, and what it is to a replay (each worked out once for
    /// each name kept), or `nil` when they spell none.
    mutating func name(_ bytes: some Collection<UInt8>) -> (name: EventName, kind: LoggedEvent.Kind)? {
        for entry in names where entry.bytes.count == bytes.count && entry.bytes.elementsEqual(bytes) {
            return (entry.name, entry.kind)
        }
        guard let name = try? EventName(String(decoding: bytes, as: UTF8.self)) else { return nil }
        let kind = LoggedEvent.Kind(name)
        if names.count < Self.capacity { names.append((Array(bytes), name, kind)) }
        return (name, kind)
    }
}
