import Foundation

/// Counts a log's lines one user at a time as they are read: how many each user has, and those
/// left out, by why (another platform's or app's, dropped by the format, a duplicate of an event
/// read before); the lines that name no user; and the users none of whose lines so far was kept,
/// by their ids' hashes (a user's lines may come in blocks, between another user's). With what the
/// replay counts of the lines it used, every line read is accounted for (``PolicyOutcome/linesRead``).
///
/// It also tells a duplicate: an event its user's earlier line of the same time already holds
/// (``SameTimeLines``).
struct LineTally {
    /// One user's lines.
    struct User {
        /// The user's id, as the log gives it.
        let user: String
        /// How many lines the user has.
        var lines = 0
        /// The user's lines left out, by why ("platform Android", "duplicate").
        var leftOut: [String: Int] = [:]
        /// Whether any of the user's lines was an event the replay kept, and how many were.
        var kept = false
        var keptLines = 0
        /// Whether the user has more events than one history holds: every later event is left out.
        var tooMany = false

        /// Why the user, none of whose lines was kept, is left out: why most of their lines were (of
        /// two reasons as many, the first by name).
        var reason: String {
            leftOut.max { $0.value < $1.value || ($0.value == $1.value && $0.key > $1.key) }?.key ?? "no event"
        }
    }

    /// Why a duplicate line is left out.
    static let duplicate = "duplicate"
    /// Why a line that names no user (its id `null` or empty) is left out.
    static let noUser = "no user id"
    /// Why a line that is no event, and says no other why, is left out.
    static let notAnEvent = "not an event"

    /// The user whose lines come now, once a line named one (held as a value, not an optional:
    /// changing an optional's fields at every line cost a tenth of the tally, callgrind).
    private var current = User(user: "")
    private var hasCurrent = false
    /// The current user's events of the latest time, to tell a duplicate among them.
    private var sameTime = SameTimeLines()
    /// The lines that named no user, by why they were left out.
    private(set) var userless: [String: Int] = [:]
    /// The users a block of whose lines had none kept, and why.
    private(set) var leftOutUsers = LeftOutUsers()

    /// Notes a line of `user`'s, left out for `reason` (`nil`: not left out), an event or not. The
    /// event of an export's `line`, logged at `time`, is a duplicate when one of the user's earlier
    /// events of that time has its identity: the same vendor's `eventID` (its id and the event's
    /// name), or without one the same line byte for byte (the package's own log, `time` `nil`, has no duplicates).
    /// `finished` is told the user before, when this line is another user's. An empty `user` is a line
    /// that names none.
    /// - Returns: whether the line's event is kept: not left out, and no duplicate.
    mutating func note(
        _ user: String, leftOut reason: String?, isEvent: Bool, time: Date? = nil,
        eventID: (id: UnsafeBufferPointer<UInt8>, name: String)? = nil, line: ArraySlice<UInt8> = [],
        finished: (User) -> Void
    ) -> Bool {
        if user.isEmpty {
            userless[reason ?? Self.noUser, default: 0] += 1
            return false
        }
        if !hasCurrent || current.user != user {
            finish(finished)
            current = User(user: user)
            hasCurrent = true
            sameTime.reset()
        }
        current.lines += 1
        var reason = reason ?? (isEvent ? nil : Self.notAnEvent)
        if reason == nil, isEvent, let time {
            let duplicate =
                if let eventID {
                    sameTime.isDuplicate(at: time, id: eventID.id, name: eventID.name)
                } else {
                    sameTime.isDuplicate(at: time, line: line)
                }
            if duplicate { reason = Self.duplicate }
        }
        if let reason {
            current.leftOut[reason, default: 0] += 1
            return false
        }
        if current.tooMany {
            current.leftOut[Self.tooManyEvents, default: 0] += 1
            return isEvent
        }
        if isEvent {
            current.kept = true
            current.keptLines += 1
        }
        return isEvent
    }

    /// Why the lines of a user with more events than one history holds are left out.
    static let tooManyEvents = "a user of more than \(UserHistories.mostEvents) events"

    /// Leaves out every event of the current user: they have more than one history holds
    /// (``UserHistories/mostEvents``).
    mutating func leaveOutCurrentUser() {
        guard hasCurrent, current.kept else { return }
        current.leftOut[Self.tooManyEvents, default: 0] += current.keptLines
        current.tooMany = true
        current.kept = false
        current.keptLines = 0
    }

    /// Tells `finished` the last user.
    mutating func finish(_ finished: (User) -> Void) {
        guard hasCurrent else { return }
        if !current.kept {
            // A user of too many events has events the histories saw: left out whatever they saw.
            leftOutUsers.note(
                UserHistories.hash(current.user), for: current.reason,
                whateverWasSeen: current.tooMany)
        }
        finished(current)
        hasCurrent = false
    }
}

/// The users of a log a block of whose lines had none kept, by their ids' hashes
/// (``UserHistories/hash(_:)``), each with why the first such block was left out: those of them
/// with no event anywhere in the log are the users it leaves out. The reasons are kept once each.
struct LeftOutUsers {
    /// Each user's reason, by its index in ``reasons``, and whether the user is left out even when
    /// the histories saw an event of theirs (one of more events than a history holds).
    private(set) var users: [UInt64: (reason: Int, whateverWasSeen: Bool)] = [:]
    /// The reasons, once each.
    private(set) var reasons: [String] = []

    /// Notes the user of hash `user`, left out for `reason` (`whateverWasSeen`: even if the histories
    /// saw an event of theirs), unless noted before.
    mutating func note(_ user: UInt64, for reason: String, whateverWasSeen: Bool = false) {
        guard users[user] == nil else { return }
        let index = reasons.firstIndex(of: reason) ?? reasons.count
        if index == reasons.count { reasons.append(reason) }
        users[user] = (index, whateverWasSeen)
    }

    /// Adds the users `other` noted, a user noted by both keeping this one's reason.
    mutating func add(_ other: LeftOutUsers) {
        for (user, noted) in other.users {
            note(user, for: other.reasons[noted.reason], whateverWasSeen: noted.whateverWasSeen)
        }
    }

    /// Hands `body` each user none of whose events is among `kept` (the users with an event, by the
    /// hash of their ids as the replay held them: hashed, with `hashedIDs`), with why.
    func forEachLeftOut(keeping kept: Set<UInt64>, hashedIDs: Bool, _ body: (UInt64, String) -> Void) {
        for (user, noted) in users {
            let held = hashedIDs ? UserHistories.hash(UserHistories.hexadecimal(user)) : user
            if noted.whateverWasSeen || !kept.contains(held) { body(user, reasons[noted.reason]) }
        }
    }
}

/// The events of one user logged at one time, by what identifies each (the vendor's id of it with
/// its name, or its line byte for byte): a duplicate of an event has its time, so only the events of
/// the latest time are compared, and a user's events come in time order. Their bytes are kept in one
/// buffer, reused from time to time and user to user without being emptied (an emptied array cost
/// two hundred instructions a line, callgrind).
struct SameTimeLines {
    /// The time of the events held.
    private var time: Date?
    /// Their identities' bytes, one after another, in the first `used` bytes of the buffer, and where
    /// each lies, in the first `held` ranges.
    private var buffer: [UInt8] = []
    private var used = 0
    private var members: [Range<Int>] = []
    private var held = 0

    /// Forgets the events held (another user's come).
    mutating func reset() {
        time = nil
    }

    /// Whether an event of the vendor's id `id` (its UTF-8 bytes) and name `name` was held at `time`;
    /// when not, it is held.
    mutating func isDuplicate(at time: Date, id: UnsafeBufferPointer<UInt8>, name: String) -> Bool {
        let start = begin(at: time)
        var name = name
        append(id)
        append(UnsafeBufferPointer(start: nil, count: 0), separator: true)
        name.withUTF8 { append($0) }
        return isDuplicate(from: start)
    }

    /// Whether an event whose line is `line` byte for byte was held at `time`; when not, it is held.
    mutating func isDuplicate(at time: Date, line: ArraySlice<UInt8>) -> Bool {
        let start = begin(at: time)
        line.withUnsafeBufferPointer { append($0) }
        return isDuplicate(from: start)
    }

    /// Starts an event's identity at `time`, the events held forgotten when it is another time.
    /// - Returns: where its bytes start.
    private mutating func begin(at time: Date) -> Int {
        if time != self.time {
            self.time = time
            used = 0
            held = 0
        }
        return used
    }

    /// Whether the identity written from `start` on is that of an event held; when not, it is held.
    private mutating func isDuplicate(from start: Int) -> Bool {
        let added = start..<used
        let found = buffer.withUnsafeBufferPointer { buffer in
            guard let base = buffer.baseAddress else { return false }
            for member in members[..<held] where member.count == added.count {
                if memcmp(base + member.lowerBound, base + added.lowerBound, added.count) == 0 { return true }
            }
            return false
        }
        if found {
            used = start
        } else {
            if held == members.count { members.append(added) } else { members[held] = added }
            held += 1
        }
        return found
    }

    /// Appends `bytes` (or, with `separator`, one zero byte) to the buffer's used bytes.
    private mutating func append(_ bytes: UnsafeBufferPointer<UInt8>, separator: Bool = false) {
        let count = separator ? 1 : bytes.count
        if used + count > buffer.count {
            buffer.append(contentsOf: repeatElement(0, count: used + count - buffer.count))
        }
        buffer.withUnsafeMutableBufferPointer { buffer in
            guard let base = buffer.baseAddress else { return }
            if separator {
                base[used] = 0
            } else if let source = bytes.baseAddress {
                memcpy(base + used, source, count)
            }
        }
        used += count
    }
}
