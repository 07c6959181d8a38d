import AskForReviewDomain
import Foundation

/// Gathers a log's events into each user's history as they come, checking that each user's events
/// come together and in time order; every problem is kept (up to a bound) with its line.
///
/// It holds one user's history at a time, and a hash of each user id seen (8 bytes a user), so that
/// a user whose events come in two blocks is caught.
struct UserHistories {
    /// The history being gathered: its user's events so far, and the line of the latest.
    private var events: [LoggedEvent] = []
    /// The history handed on last: once its reader is done with it, a later user's history is
    /// gathered in its storage, so that a history does not grow a new array event by event.
    private var spare: [LoggedEvent] = []
    private var lastLine = 0
    /// The users whose history was already given, by ``UserHistories/hash(_:)``.
    private(set) var seen: Set<UInt64> = []
    /// The problems found so far, and how many more were not kept.
    private(set) var problems: [String] = []
    private(set) var unlisted = 0
    /// Whether a user's events came apart or out of time order.
    private(set) var outOfOrder = false
    /// The most events one user's history holds: a user with more (a test device or a bot, no
    /// person) is left out, their events let go as they come, so that one user never holds more
    /// memory than this many events take (about 80 bytes each).
    static let mostEvents = 1_000_000
    /// Whether the user being gathered has more events than ``mostEvents``: their history is not
    /// handed on.
    private(set) var tooMany = false

    /// Whether a problem was found.
    var failed: Bool { !problems.isEmpty }

    /// Whether an event of `user` would start another user's history: the history being gathered is
    /// not theirs (its ids compared byte for byte, as ``add(_:line:)`` compares them).
    func startsHistory(of user: String) -> Bool {
        events.last.map { !Self.sameBytes($0.user, user) } ?? true
    }

    /// Adds `event`, found on `line`.
    /// - Returns: the previous user's history, when this event starts another user's (once a problem
    ///   is found, none).
    mutating func add(_ event: consuming LoggedEvent, line: Int) -> [LoggedEvent]? {
        // Ids compare byte for byte, as their hashes (shards, --hash-ids) do: two ids Unicode calls
        // the same but written with other bytes ("é" and "e" + U+0301) are two users everywhere.
        if let last = events.last, Self.sameBytes(last.user, event.user) {
            if event.time < last.time {
                outOfOrder = true
                note(
                    "line \(line): \(ISOTimestamp.text(event.time)) is earlier than the event on line "
                        + "\(lastLine) (\(ISOTimestamp.text(last.time))) of the same user; give each "
                        + "user's events in time order (sort by user, then time)")
                return nil
            }
            if events.count >= Self.mostEvents {
                // Only the latest is kept, to check the order of the next.
                tooMany = true
                events.removeAll(keepingCapacity: false)
            }
            events.append(event)
            lastLine = line
            return nil
        }
        let finished = finishUser()
        if !seen.insert(Self.hash(event.user)).inserted {
            outOfOrder = true
            note(
                "line \(line): the events of user \"\(event.user)\" were given before, apart from these; give "
                    + "each user's events together (sort by user, then time)")
        }
        events.append(event)
        lastLine = line
        return finished
    }

    /// Adds `event`, found on `line` but dated earlier than the line (a session's start, logged at its
    /// end): placed among the events of its user's history gathered so far by its time, before those
    /// of the same time (they happened in the session it starts) but an install; an event of another
    /// user starts that user's history as ``add(_:line:)`` does.
    /// - Returns: as ``add(_:line:)``.
    mutating func addBackdated(_ event: consuming LoggedEvent, line: Int) -> [LoggedEvent]? {
        guard !tooMany, let last = events.last, Self.sameBytes(last.user, event.user) else {
            return add(event, line: line)
        }
        // The history is in time order: only its events from the event's time on are looked at, found
        // from its end (searched from its start, a history of n sessions cost n² steps).
        let time = event.time
        var start = events.endIndex
        while start > events.startIndex, events[start - 1].time >= time { start -= 1 }
        guard
            let index = events[start...].firstIndex(where: {
                $0.time > time || ($0.kind != .install && $0.kind != .installBeforeLog)
            })
        else { return add(event, line: line) }
        events.insert(event, at: index)
        return nil
    }

    /// The last user's history (none once a problem was found).
    mutating func finish() -> [LoggedEvent]? {
        finishUser()
    }

    /// Notes the problems of a line that could not be read.
    mutating func note(_ error: EventLogError) {
        for problem in error.problems { note(problem) }
    }

    private mutating func note(_ problem: String) {
        if problems.count < EventLogError.listedProblems { problems.append(problem) } else { unlisted += 1 }
    }

    private mutating func finishUser() -> [LoggedEvent]? {
        let finished = events.isEmpty || failed || tooMany ? nil : events
        tooMany = false
        swap(&events, &spare)
        events.removeAll(keepingCapacity: true)
        return finished
    }

    /// Whether `one` and `other` are written with the same bytes, which `==` does not say: it finds
    /// two strings equal that Unicode calls the same. Compared in place, as a user's every event is.
    static func sameBytes(_ one: String, _ other: String) -> Bool {
        let (first, second) = (one.utf8, other.utf8)
        guard first.count == second.count else { return false }
        let compared = first.withContiguousStorageIfAvailable { first in
            second.withContiguousStorageIfAvailable { second in
                guard let one = first.baseAddress, let other = second.baseAddress else { return true }
                return memcmp(one, other, first.count) == 0
            }
        }
        return compared.flatMap { $0 } ?? first.elementsEqual(second)
    }

    /// `user` replaced by its stable hash, in 16 hexadecimal digits.
    static func hashedID(_ user: String) -> String {
        hexadecimal(hash(user))
    }

    /// `hash` in 16 hexadecimal digits, as ``hashedID(_:)`` writes an id's.
    static func hexadecimal(_ hash: UInt64) -> String {
        let hex = String(hash, radix: 16)
        return String(repeating: "0", count: 16 - hex.count) + hex
    }

    /// A user id's stable 64-bit hash: FNV-1a over its UTF-8 bytes, its bits then mixed as
    /// ``SplitMix64`` finishes a number, so that ids differing in their last character differ in every
    /// bit. The same on every machine and in every run, so it also picks a user's shard and answer.
    static func hash(_ user: String) -> UInt64 {
        hash(utf8: user.utf8)
    }

    /// The hash (``hash(_:)``) of the user id whose UTF-8 bytes are `bytes`.
    static func hash(utf8 bytes: some Sequence<UInt8>) -> UInt64 {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in bytes {
            hash ^= UInt64(byte)
            hash = hash &* 0x0000_0100_0000_01b3
        }
        return SplitMix64.mixed(hash)
    }
}
