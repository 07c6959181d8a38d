import AskForReviewDomain
import AskForReviewSimulation
import Foundation
import Testing

/// An install the log does not hold: given as a line of the package's own log, or read from an
/// export's first-open field.
@Suite("An install before the log")
struct InstallBeforeLogTests {
    static let start = InstallLineTests.start
    static let day = InstallLineTests.day

    /// `user`'s history of ``InstallLineTests/history(_:installedOn:)`` (sessions on days 10 and 12),
    /// after an install before the log on day `installDay`.
    static func history(_ user: String, installedBeforeLogOn installDay: Double) -> [LoggedEvent] {
        let install = LoggedEvent(
            user: user, time: start.addingTimeInterval(installDay * day), name: LoggedEvent.installBeforeLog)
        return [install] + InstallLineTests.history(user, installedOn: nil)
    }

    @Test("It dates the first launch as an install does, is counted apart, and --installed-within-log leaves it out")
    func datesTheFirstLaunch() throws {
        var asked: [String: Date] = [:]
        let log =
            Self.history("before", installedBeforeLogOn: 0) + InstallLineTests.history("in", installedOn: 0)
            + InstallLineTests.history("none", installedOn: nil)
        let outcome = try #require(try LogReplay(policies: [.fitToday]).run(log) { asked[$0.user] = $0.time }.first)
        // Installed ten days before the first session: 7 days have passed, as for the install line.
        #expect(asked["before"] == Self.start.addingTimeInterval(10 * Self.day + 180))
        #expect(asked["before"] == asked["in"])
        #expect(asked["none"] == nil, "\(asked)")
        #expect(outcome.users == 3)
        #expect(outcome.installedInLog == 1)
        #expect(outcome.installedBeforeLog == 1)
        let only = try #require(try LogReplay(policies: [.fitToday], onlyInstalledInLog: true).run(log).first)
        #expect(only.users == 1 && only.installedBeforeLog == 0)
        // The log's own days are counted from the first logged event, as for a user without an install.
        let before = try LogReplay(policies: [.apple]).run(Self.history("x", installedBeforeLogOn: 0))[0]
        let none = try LogReplay(policies: [.apple]).run(InstallLineTests.history("x", installedOn: nil))[0]
        #expect(before.userDays == none.userDays && before.userDays == 3)
        // Parts add up.
        var parts = try LogReplay(policies: [.fitToday]).run(Self.history("before", installedBeforeLogOn: 0))
        parts[0].add(try LogReplay(policies: [.fitToday]).run(Array(log.drop { $0.user == "before" }))[0])
        #expect(parts[0] == outcome)
    }

    @Test(
        "It is no moment the app was in use: a policy that asks at periodic checks first asks at the first logged event"
    )
    func noCheckAtIt() throws {
        let anytime = ReviewPolicy(name: "anytime", conditions: [], moments: [.periodicCheck])
        var asks: [Date] = []
        _ = try LogReplay(policies: [anytime]).run(Self.history("a", installedBeforeLogOn: 0)) { asks.append($0.time) }
        #expect(asks.first == Self.start.addingTimeInterval(10 * Self.day))
        // Given as an install in the log, the app was in use then: the check there asks.
        var inLog: [Date] = []
        _ = try LogReplay(policies: [anytime]).run(InstallLineTests.history("a", installedOn: 0)) {
            inLog.append($0.time)
        }
        #expect(inLog.first == Self.start)
    }

    /// `lines`, one JSON object each, replayed under fitToday in `format`.
    static func replay(_ lines: [String], format: ExportFormat) throws -> PolicyOutcome {
        try VendorExportTests.replay(lines.map { $0 + "\n" }.joined(), format: format, policies: [.fitToday])[0]
    }

    /// Firebase's lines of `user`: a session and three workouts on days 10 and 12, each line with the
    /// user's first open on day `firstOpenDay` (if given); a `first_open` line first on that day when
    /// `logged`.
    static func firebase(_ user: String, firstOpenDay: Double?, logged: Bool = false) -> [String] {
        let touch = firstOpenDay.map { #", "user_first_touch_timestamp": \#(micros(day: $0))"# } ?? ""
        var lines: [String] = []
        if logged, let firstOpenDay {
            lines.append(
                #"{"user_pseudo_id": "\#(user)", "event_timestamp": \#(micros(day: firstOpenDay)), "event_name": "first_open"\#(touch)}"#
            )
        }
        for sessionDay in [10.0, 12.0] {
            lines.append(
                #"{"user_pseudo_id": "\#(user)", "event_timestamp": \#(micros(day: sessionDay)), "event_name": "session_start"\#(touch)}"#
            )
            for minute in 1...3 {
                let time = micros(day: sessionDay) + Int64(minute) * 60_000_000
                lines.append(
                    #"{"user_pseudo_id": "\#(user)", "event_timestamp": \#(time), "event_name": "workout_complete"\#(touch)}"#
                )
            }
        }
        return lines
    }

    /// Microseconds since 1970 of day `day` of the log.
    static func micros(day: Double) -> Int64 {
        Int64((start.timeIntervalSince1970 + day * Self.day) * 1_000_000)
    }

    @Test("Firebase's first open dates an install before the log; a first_open line, or the same time, is in the log")
    func firebaseFirstTouch() throws {
        let format = try ExportFormat(mapping: Data(#"{"format": "firebase", "completed": ["workout_complete"]}"#.utf8))
        let outcome = try Self.replay(
            Self.firebase("before", firstOpenDay: 0) + Self.firebase("logged", firstOpenDay: 0, logged: true)
                + Self.firebase("same", firstOpenDay: 10) + Self.firebase("none", firstOpenDay: nil),
            format: format)
        #expect(outcome.users == 4)
        #expect(outcome.installedInLog == 1)
        #expect(outcome.installedBeforeLog == 1)
        // Asked as the package's own log with an install before the log asks: the figures are the same.
        let own = try LogReplay(policies: [.fitToday]).run(Self.history("before", installedBeforeLogOn: 0))[0]
        let exported = try Self.replay(Self.firebase("before", firstOpenDay: 0), format: format)
        #expect(exported.everAsked == 1 && exported.firstAskDays == own.firstAskDays)
        #expect(exported.installedBeforeLog == own.installedBeforeLog && exported.userDays == own.userDays)
    }

    @Test("Amplitude's user creation time and a mapping file's installTime date it too; an unreadable one says nothing")
    func amplitudeAndMappings() throws {
        func amplitude(_ user: String, created: String) -> [String] {
            [
                #"{"device_id": "\#(user)", "event_time": "2026-03-11 09:00:00.000000", "event_type": "session_start", "user_creation_time": "\#(created)"}"#,
                #"{"device_id": "\#(user)", "event_time": "2026-03-11 09:01:00.000000", "event_type": "done", "user_creation_time": "\#(created)"}"#,
            ]
        }
        let amplitudeFormat = try ExportFormat(mapping: Data(#"{"format": "amplitude", "completed": ["done"]}"#.utf8))
        let read = try Self.replay(
            amplitude("a", created: "2026-02-01 08:00:00.000000")
                + amplitude("b", created: "2026-03-11 09:00:00.000000")
                + amplitude("c", created: "not a time"),
            format: amplitudeFormat)
        #expect(read.users == 3 && read.installedBeforeLog == 1 && read.installedInLog == 0)

        let own = try ExportFormat(
            mapping: Data(
                #"{"user": ["id"], "time": "ts", "timeUnit": "seconds", "event": "name", "installTime": "account.created", "launch": ["open"]}"#
                    .utf8))
        let lines = [
            #"{"id": "u", "ts": 1772359200, "name": "open", "account": {"created": 1770000000}}"#,
            #"{"id": "v", "ts": 1772359200, "name": "open"}"#,
        ]
        let mapped = try Self.replay(lines, format: own)
        #expect(mapped.users == 2 && mapped.installedBeforeLog == 1)
        #expect(throws: (any Error).self) {
            try ExportFormat(mapping: Data(#"{"format": "firebase", "installTime": 3}"#.utf8))
        }
    }

    @Test("A log line names it, and is never asked at")
    func ownLogLine() throws {
        let lines = [
            #"{"user": "a", "time": "2026-01-01T10:00:00Z", "event": "installBeforeLog"}"#,
            #"{"user": "a", "time": "2026-03-01T10:00:00Z", "event": "launch"}"#,
        ]
        let outcome = try VendorExportTests.replay(lines.map { $0 + "\n" }.joined(), format: nil, policies: [.apple])[0]
        #expect(outcome.users == 1 && outcome.installedBeforeLog == 1 && outcome.userDays == 1)
        let asking = #"{"user": "a", "time": "2026-01-01T10:00:00Z", "event": "installBeforeLog", "ask": true}"#
        let error = #expect(throws: EventLogError.self) {
            try VendorExportTests.replay(asking + "\n", format: nil, policies: [.apple])
        }
        #expect(error?.problems.first?.contains("an install is never asked at") == true, "\(error?.problems ?? [])")
    }

    @Test("The population fit takes it as the user's install day, and reads the rest of the history as before")
    func fitTakesTheInstallDay() throws {
        // 40 users whose first sessions come over 60 days, each with three sessions two days apart.
        func log(installedBeforeLog: Bool) -> [LoggedEvent] {
            (0..<40).flatMap { user -> [LoggedEvent] in
                let id = "u\(user)"
                let first = Self.start.addingTimeInterval(Double(user) * 1.5 * Self.day)
                let install = LoggedEvent(
                    user: id, time: Self.start.addingTimeInterval(-200 * Self.day), name: LoggedEvent.installBeforeLog)
                let sessions = [0.0, 2, 4].flatMap { offset -> [LoggedEvent] in
                    let launch = first.addingTimeInterval(offset * Self.day)
                    return [
                        LoggedEvent(user: id, time: launch, name: LoggedEvent.launch),
                        LoggedEvent(user: id, time: launch.addingTimeInterval(60), name: .processCompleted),
                    ]
                }
                return (installedBeforeLog ? [install] : []) + sessions
            }
        }
        let dated = try PopulationFit(events: log(installedBeforeLog: true))
        let undated = try PopulationFit(events: log(installedBeforeLog: false))
        // Every user installed before the log's first day: at the start of a run.
        #expect(dated.model.installWithinDays == 1)
        // Without it, each install is estimated shortly before the first session: over the whole run.
        #expect(undated.model.installWithinDays == 0)
        #expect(dated.model.segments == undated.model.segments)
        #expect(dated.users == undated.users && dated.days == undated.days)
    }
}
