/// Counts a log's lines one user at a time as they are read: how many each user has, and those
/// left out, by why (another platform's or app's, dropped by the format, a duplicate of an event
/// read before); the lines that name no user; and the users none of whose lines so far was kept,
/// by their ids' hashes (a user's lines may come in blocks, between another user's). With what the
/// replay counts of the lines it used, every line read is accounted for (``PolicyOutcome/linesRead``).
///
/// It also tells a duplicate: a line whose event has the identity of one of its user's lines read
/// before (``ExportLineReader/Line/identity``), the identities of one user's lines held at a time.
struct LineTally {
    /// One user's lines.
    struct User {
        /// The user's id, as the log gives it.
        let user: String
        /// How many lines the user has.
        var lines = 0
        /// The user's lines left out, by why ("platform Android", "duplicate").
        var leftOut: [String: Int] = [:]
        /// Whether any of the user's lines was an event the replay kept.
        var kept = false

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

    /// The user whose lines come now.
    private var current: User?
    /// The identities of the current user's events read so far.
    private var identities: Set<UInt64> = []
    /// The lines that named no user, by why they were left out.
    private(set) var userless: [String: Int] = [:]
    /// The users a block of whose lines had none kept, and why.
    private(set) var leftOutUsers = LeftOutUsers()

    /// Notes a line of `user`'s, left out for `reason` (`nil`: not left out), an event or not, of
    /// `identity` (`nil`: none to compare); `finished` is told the user before, when this line is
    /// another user's. An empty `user` is a line that names none.
    /// - Returns: whether the line's event is kept: not left out, and no duplicate.
    mutating func note(
        _ user: String, leftOut reason: String?, isEvent: Bool, identity: UInt64? = nil, finished: (User) -> Void
    ) -> Bool {
        if user.isEmpty {
            userless[reason ?? Self.noUser, default: 0] += 1
            return false
        }
        if current?.user != user {
            finish(finished)
            current = User(user: user)
            identities.removeAll(keepingCapacity: true)
        }
        current?.lines += 1
        var reason = reason ?? (isEvent ? nil : Self.notAnEvent)
        if reason == nil, isEvent, let identity, !identities.insert(identity).inserted { reason = Self.duplicate }
        if let reason {
            current?.leftOut[reason, default: 0] += 1
            return false
        }
        if isEvent { current?.kept = true }
        return isEvent
    }

    /// Tells `finished` the last user.
    mutating func finish(_ finished: (User) -> Void) {
        if let current {
            if !current.kept { leftOutUsers.note(UserHistories.hash(current.user), for: current.reason) }
            finished(current)
        }
        current = nil
    }
}

/// The users of a log a block of whose lines had none kept, by their ids' hashes
/// (``UserHistories/hash(_:)``), each with why the first such block was left out: those of them
/// with no event anywhere in the log are the users it leaves out. The reasons are kept once each.
struct LeftOutUsers {
    /// Each user's reason, by its index in ``reasons``.
    private(set) var users: [UInt64: Int] = [:]
    /// The reasons, once each.
    private(set) var reasons: [String] = []

    /// Notes the user of hash `user`, left out for `reason`, unless noted before.
    mutating func note(_ user: UInt64, for reason: String) {
        guard users[user] == nil else { return }
        let index = reasons.firstIndex(of: reason) ?? reasons.count
        if index == reasons.count { reasons.append(reason) }
        users[user] = index
    }

    /// Adds the users `other` noted, a user noted by both keeping this one's reason.
    mutating func add(_ other: LeftOutUsers) {
        for (user, index) in other.users { note(user, for: other.reasons[index]) }
    }

    /// Hands `body` each user none of whose events is among `kept` (the users with an event, by the
    /// hash of their ids as the replay held them: hashed, with `hashedIDs`), with why.
    func forEachLeftOut(keeping kept: Set<UInt64>, hashedIDs: Bool, _ body: (UInt64, String) -> Void) {
        for (user, index) in users {
            let held = hashedIDs ? UserHistories.hash(UserHistories.hexadecimal(user)) : user
            if !kept.contains(held) { body(user, reasons[index]) }
        }
    }
}
