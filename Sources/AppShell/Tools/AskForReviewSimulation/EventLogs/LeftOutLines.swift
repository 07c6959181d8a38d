/// The lines of an export left out for their platform or their app, gathered one user at a time:
/// each user's rows by why they were left out, and whether any of the user's lines was kept.
struct LeftOutLines {
    /// One user's lines left out.
    struct User {
        /// The user's id, as the log gives it.
        let user: String
        /// The user's rows left out, by why ("platform Android", "app com.example.uat").
        var rows: [String: Int] = [:]
        /// Whether any of the user's lines was an event the replay kept.
        var kept = false
    }

    /// The user whose lines come now.
    private var current: User?

    /// Notes a line of `user`'s, left out for `reason` (`nil`: not left out), an event kept or not;
    /// `finished` is told the user before, when this line is another user's and that one had a line
    /// left out.
    mutating func note(_ user: String, leftOut reason: String?, isEvent: Bool, finished: (User) -> Void) {
        if current?.user != user {
            finish(finished)
            current = User(user: user)
        }
        if let reason { current?.rows[reason, default: 0] += 1 }
        if isEvent { current?.kept = true }
    }

    /// Tells `finished` the last user, when they had a line left out.
    mutating func finish(_ finished: (User) -> Void) {
        if let current, !current.rows.isEmpty { finished(current) }
        current = nil
    }
}
