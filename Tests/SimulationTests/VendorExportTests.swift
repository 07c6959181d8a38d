import AskForReviewDomain
import AskForReviewPolicyFiles
import AskForReviewSimulation
import Foundation
import TestSupport
import Testing

/// Each vendor's export, written in its documented shape from a sampled population's history, replays
/// exactly as the package's own log of the same history does; what the vendor logs that no user saw
/// is dropped, and a line the format cannot read is refused with its line.
@Suite("Analytics exports read as they are")
struct VendorExportTests {
    static let start = Date(timeIntervalSinceReferenceDate: 788_918_400)

    /// A sampled population's history: weights and bad experiences are the package's own (an export
    /// has neither), so each event weighs 1 and is not a bad experience.
    static let history: [LoggedEvent] = {
        let sample = PopulationSimulator(
            model: PopulationModel(), policies: [], users: 12, days: 60, seed: 12, start: start)
        return (0..<12).flatMap { sample.loggedEvents(ofUser: $0) }.map {
            LoggedEvent(user: $0.user, time: $0.time, name: $0.name, version: $0.version)
        }
    }()

    /// `event` as `vendor` writes it, or `nil` for a vendor line no history event is (added by
    /// ``noise(_:user:time:)``).
    static func line(_ event: LoggedEvent, vendor: String) -> String {
        let seconds = event.time.timeIntervalSince1970
        let iso = ISOTimestamp.text(event.time)
        func name(_ launch: String) -> String { event.name == LoggedEvent.launch ? launch : event.name.rawValue }
        func json(_ object: [String: Any]) -> String {
            String(
                decoding: (try? JSONSerialization.data(withJSONObject: object, options: [.sortedKeys])) ?? Data(),
                as: UTF8.self)
        }
        let version: [String: Any] = event.version.map { ["version": $0] } ?? [:]
        switch vendor {
        case "firebase":
            return json([
                "event_timestamp": String(Int64(seconds) * 1_000_000), "event_name": name("session_start"),
                "user_pseudo_id": event.user, "app_info": version.merging(["id": "com.example"]) { a, _ in a },
                "platform": "IOS",
            ])
        case "amplitude":
            let text = iso.replacingOccurrences(of: "T", with: " ").replacingOccurrences(of: "Z", with: ".000000")
            var object: [String: Any] = [
                "device_id": event.user, "user_id": "account-\(event.user)", "event_time": text,
                "event_type": name("session_start"), "platform": "iOS",
            ]
            object["version_name"] = event.version
            return json(object)
        case "mixpanel":
            var properties: [String: Any] = ["distinct_id": event.user, "time": Int64(seconds), "$os": "iOS"]
            properties["$app_version_string"] = event.version
            return json(["event": name("$ae_session"), "properties": properties])
        case "segment":
            return json([
                "type": "track", "anonymousId": event.user, "userId": "account-\(event.user)",
                "event": name("Application Opened"),
                "timestamp": iso.replacingOccurrences(of: "Z", with: ".000Z"), "context": ["app": version],
            ])
        default:
            var properties: [String: Any] = ["$os": "iOS"]
            properties["$app_version"] = event.version
            return json([
                "distinct_id": event.user, "event": name("Application Opened"),
                "timestamp": iso.replacingOccurrences(of: "Z", with: ".000000+00:00"), "properties": properties,
            ])
        }
    }

    /// A line `vendor` logs for `user` at `time` that no user saw: the format drops it.
    /// The event each vendor's noise line names.
    static let noiseEvent = [
        "firebase": "notification_receive", "amplitude": "$identify", "mixpanel": "$identify", "posthog": "$set",
    ]

    static func noise(_ vendor: String, user: String, time: Date) -> String {
        let seconds = Int64(time.timeIntervalSince1970)
        return switch vendor {
        case "firebase":
            #"{"event_timestamp":\#(seconds * 1_000_000),"event_name":"notification_receive","user_pseudo_id":"\#(user)"}"#
        case "amplitude": #"{"device_id":"\#(user)","event_time":"2001-01-01 00:00:00","event_type":"$identify"}"#
        case "mixpanel": #"{"event":"$identify","properties":{"distinct_id":"\#(user)","time":\#(seconds)}}"#
        case "segment": #"{"type":"identify","anonymousId":"\#(user)","timestamp":"2001-01-01T00:00:00Z"}"#
        default: #"{"distinct_id":"\#(user)","event":"$set","timestamp":"\#(ISOTimestamp.text(time))"}"#
        }
    }

    /// The outcomes of replaying `text` under `policies`, read in `format` and `order`.
    static func replay(
        _ text: String, format: ExportFormat?, policies: [ReviewPolicy], order: LogOrder = .standard
    ) throws -> [PolicyOutcome] {
        let file = try ByteRangeShardTests.LogFile(text)
        let handle = try FileHandle(forReadingFrom: URL(fileURLWithPath: file.path))
        defer { try? handle.close() }
        return try LogReplay(policies: policies, format: format).run(readingLogFrom: handle, order: order)
    }

    /// The outcomes of replaying `lines` under `policies`, read in `format`, and the asks told.
    static func replayed(_ lines: [String], format: ExportFormat, policies: [ReviewPolicy]) throws -> (
        outcomes: [PolicyOutcome], asks: [ReplayedAsk]
    ) {
        let file = try ByteRangeShardTests.LogFile(lines.map { $0 + "\n" }.joined())
        let handle = try FileHandle(forReadingFrom: URL(fileURLWithPath: file.path))
        defer { try? handle.close() }
        var asks: [ReplayedAsk] = []
        let outcomes = try LogReplay(policies: policies, format: format).run(readingLogFrom: handle) {
            asks.append($0)
        }
        return (outcomes, asks)
    }

    @Test("Each vendor's export replays as the package's own log of the same history", arguments: ExportFormat.vendors)
    func sameAsOwnLog(format: ExportFormat) throws {
        let policies: [ReviewPolicy] = [.apple, .fitToday, .searchConsole]
        let own = try LogReplay(policies: policies).run(Self.history)
        var lines: [String] = []
        for (index, event) in Self.history.enumerated() {
            lines.append(Self.line(event, vendor: format.name))
            if index % 7 == 0 { lines.append(Self.noise(format.name, user: event.user, time: event.time)) }
        }
        let read = try Self.replay(lines.map { $0 + "\n" }.joined(), format: format, policies: policies)
        #expect(read.map(\.figures) == own.map(\.figures), "\(format.name)")
        // Every line accounted for: the history's events used, the noise dropped, by its name.
        let noise = (Self.history.count + 6) / 7
        let noiseName = format.name == "segment" ? "type identify" : "dropped \(Self.noiseEvent[format.name] ?? "")"
        for outcome in read {
            #expect(outcome.linesRead == lines.count && outcome.linesUsed == Self.history.count, "\(format.name)")
            #expect(outcome.linesLeftOut == [noiseName: noise] && outcome.usersLeftOut == 0, "\(format.name)")
            #expect(outcome.usersInLog == outcome.users, "\(format.name)")
        }
        #expect(own.map(\.systemRequests).reduce(0, +) > 0, "the history asks")
        TestOutput.write(
            "\(format.name): \(lines.count) lines, \(read[0].users) users, \(read[0].systemRequests) requests (apple)")
    }

    @Test("A population fitted to an export is the one fitted to the package's own log of the same history")
    func fitReadsExports() throws {
        let own = try PopulationFit(events: Self.history)
        let text = Self.history.map { Self.line($0, vendor: "mixpanel") + "\n" }.joined()
        let file = try ByteRangeShardTests.LogFile(text)
        let handle = try FileHandle(forReadingFrom: URL(fileURLWithPath: file.path))
        defer { try? handle.close() }
        let fitted = try PopulationFit(readingLogFrom: handle, format: .mixpanel)
        #expect(fitted.model == own.model && fitted.users == own.users && fitted.days == own.days)
    }

    @Test(
        "An export's shards, split by its bytes, add up to the whole: a dropped line under another id never parts a user"
    )
    func shardsOfAnExport() throws {
        // Keyed by account: each signed-in user's events carry user_id, and between them lines the
        // format drops carry only the device's id: an edge that took those for another user would part
        // the user's events.
        var lines: [String] = []
        for (index, event) in Self.history.enumerated() {
            let seconds = Int64(event.time.timeIntervalSince1970)
            let name = event.name == LoggedEvent.launch ? "session_start" : event.name.rawValue
            let version = event.version.map { #","app_info":{"version":"\#($0)"}"# } ?? ""
            lines.append(
                #"{"event_timestamp":\#(seconds * 1_000_000),"event_name":"\#(name)","user_id":"\#(event.user)","user_pseudo_id":"d-\#(event.user)"\#(version)}"#
            )
            if index % 3 == 0 {
                lines.append(
                    #"{"event_timestamp":\#(seconds * 1_000_000),"event_name":"notification_receive","user_pseudo_id":"d-\#(event.user)"}"#
                )
            }
        }
        let file = try ByteRangeShardTests.LogFile(lines.map { $0 + "\n" }.joined())
        func replay(_ shard: Int, of shards: Int) throws -> [PolicyOutcome] {
            let handle = try FileHandle(forReadingFrom: URL(fileURLWithPath: file.path))
            defer { try? handle.close() }
            return try LogReplay(
                policies: [.apple, .searchConsole], shard: shard, of: shards,
                format: .firebase.keyingUsers(by: .account)
            ).run(readingLogFrom: handle, splittingBytes: true, threads: 1)
        }
        let whole = try replay(0, of: 1)
        #expect(
            whole.map(\.figures)
                == (try LogReplay(policies: [.apple, .searchConsole]).run(Self.history)).map(\.figures))
        // The devices' dropped lines are users of their own, none of whose lines is replayed.
        let devices = Set(Self.history.enumerated().filter { $0.offset % 3 == 0 }.map(\.element.user)).count
        #expect(whole[0].usersLeftOutBy == ["dropped notification_receive": devices])
        #expect(whole[0].usersInLog == whole[0].users + devices && whole[0].linesRead == lines.count)
        for shards in [2, 3, 7, 16] {
            let parts = try (0..<shards).map { try replay($0, of: shards) }
            #expect(ByteRangeShardTests.sum(parts) == whole, "\(shards) shards")
        }
    }

    @Test(
        "A user is an app install: a device that signs in midway is one user; by account, the vendor's fallback; names are cleaned; install and ask come from the names"
    )
    func installsAccountsAndNames() throws {
        let log = [
            #"{"event_timestamp":1772359200000000,"event_name":"first_open","user_pseudo_id":"p-1"}"#,
            #"{"event_timestamp":1772359201000000,"event_name":"session_start","user_pseudo_id":"p-1","user_id":"u-1"}"#,
            #"{"event_timestamp":1772359202000000,"event_name":"Export Done!","user_pseudo_id":"p-1","user_id":"u-1"}"#,
        ]
        let mapping = Data(#"{"format": "firebase", "ask": ["Export Done!"]}"#.utf8)
        let format = try ExportFormat(mapping: mapping)
        #expect(format.name.hasPrefix("firebase mapping "))
        let policy = ReviewPolicy(name: "once", conditions: [], moments: [.processCompleted], systemQuota: nil)
        /// The outcome of the log read in `format`, and its asks.
        func replay(_ format: ExportFormat) throws -> (PolicyOutcome, [ReplayedAsk]) {
            let file = try ByteRangeShardTests.LogFile(log.map { $0 + "\n" }.joined())
            let handle = try FileHandle(forReadingFrom: URL(fileURLWithPath: file.path))
            defer { try? handle.close() }
            var asks: [ReplayedAsk] = []
            let outcomes = try LogReplay(policies: [policy], format: format).run(readingLogFrom: handle) {
                asks.append($0)
            }
            return (outcomes[0], asks)
        }
        // p-1 installed, then signed in as u-1: one app install, asked after its cleaned event.
        let (install, installAsks) = try replay(format)
        #expect(install.users == 1 && install.installedInLog == 1)
        #expect(installAsks.map(\.event) == ["Export_Done"] && installAsks.map(\.user) == ["p-1"])
        // By account, the signed-in id first: two users, the second without its install.
        let byAccount = format.keyingUsers(by: .account)
        #expect(byAccount.name == format.name + " by account")
        let (account, accountAsks) = try replay(byAccount)
        #expect(account.users == 2 && account.installedInLog == 1)
        #expect(accountAsks.map(\.user) == ["u-1"])
    }

    @Test("Each vendor keys a user by its install's id by default, and by the signed-in id first by account")
    func eachVendorsKeys() throws {
        let lines: [(ExportFormat, String)] = [
            (.firebase, #"{"event_timestamp":1772359200000000,"event_name":"x","user_pseudo_id":"D","user_id":"A"}"#),
            (.amplitude, #"{"event_time":"2026-03-01 10:00:00","event_type":"x","device_id":"D","user_id":"A"}"#),
            (
                .mixpanel,
                #"{"event":"x","properties":{"time":1772359200,"$device_id":"D","$user_id":"A","distinct_id":"A"}}"#
            ),
            (
                .segment,
                #"{"type":"track","event":"x","timestamp":"2026-03-01T10:00:00Z","anonymousId":"D","userId":"A"}"#
            ),
            (
                .posthog,
                #"{"event":"x","timestamp":"2026-03-01T10:00:00Z","distinct_id":"A","properties":{"$device_id":"D"}}"#
            ),
        ]
        let policy = ReviewPolicy(name: "every", conditions: [], moments: [.processCompleted], systemQuota: nil)
        for (format, line) in lines {
            for (key, user) in [(ExportFormat.UserKey.install, "D"), (.account, "A")] {
                let mapped = try ExportFormat(
                    mapping: Data(#"{"format": "\#(format.name)", "ask": ["x"]}"#.utf8)
                ).keyingUsers(by: key)
                let asked = try Self.replayed([line], format: mapped, policies: [policy]).asks.map(\.user)
                #expect(asked == [user], "\(format.name) by \(key)")
            }
        }
    }

    @Test(
        "An app's own event named launch or install stays its own (app.launch, app.install): no session, no install"
    )
    func reservedNamesStayTheApps() throws {
        let log = [
            #"{"distinct_id":"a","event":"Application Opened","timestamp":"2026-03-01T10:00:00Z"}"#,
            #"{"distinct_id":"a","event":"launch","timestamp":"2026-03-01T10:00:01Z"}"#,
            #"{"distinct_id":"a","event":"install","timestamp":"2026-03-01T10:00:02Z"}"#,
            #"{"distinct_id":"a","event":"launch","timestamp":"2026-03-02T10:00:00Z"}"#,
        ]
        let format = try ExportFormat(mapping: Data(#"{"format": "posthog", "ask": ["launch", "install"]}"#.utf8))
        let secondSession = ReviewPolicy(
            name: "second session", conditions: [MinimumSessions(2)], moments: [.processCompleted], systemQuota: nil)
        let every = ReviewPolicy(name: "every", conditions: [], moments: [.processCompleted], systemQuota: nil)
        let (outcomes, asks) = try Self.replayed(log, format: format, policies: [secondSession, every])
        #expect(outcomes[0].users == 1 && outcomes[0].installedInLog == 0, "the app's install event dates no install")
        #expect(outcomes[0].systemRequests == 0, "one session: the app's own launch events started none")
        #expect(asks.map(\.event) == ["app.launch", "app.install", "app.launch"], "\(asks.map(\.event))")
    }

    @Test("A mapping may not give a vendor's own name another meaning; the problem names both")
    func reservedVendorNames() {
        for (mapping, names) in [
            (#"{"format": "firebase", "install": ["session_start"]}"#, ["session_start", "firebase", "a launch"]),
            (#"{"format": "mixpanel", "completed": ["$ae_crashed"]}"#, ["$ae_crashed", "a bad experience"]),
            (#"{"format": "posthog", "ask": ["$identify"]}"#, ["$identify", "dropped"]),
        ] {
            do {
                _ = try ExportFormat(mapping: Data(mapping.utf8))
                Issue.record("accepted: \(mapping)")
            } catch {
                let text = error.problems.map(\.description).joined(separator: "; ")
                for name in names { #expect(text.contains(name), "\(mapping): \(text)") }
            }
        }
        #expect(
            (try? ExportFormat(mapping: Data(#"{"format": "firebase", "launch": ["session_start"]}"#.utf8))) != nil,
            "the same meaning again is no conflict")
    }

    @Test("A time as a database writes it back (a space, an offset in hours) reads as its ISO 8601 spelling")
    func databaseSpelledTimes() throws {
        let log = [
            #"{"distinct_id":"a","event":"Application Opened","timestamp":"2026-03-01 10:00:00+00"}"#,
            #"{"distinct_id":"a","event":"processCompleted","timestamp":"2026-03-01 09:00:01.5-01"}"#,
            #"{"distinct_id":"a","event":"processCompleted","timestamp":"2026-03-01T10:00:02Z"}"#,
        ]
        let outcomes = try Self.replay(log.map { $0 + "\n" }.joined(), format: .posthog, policies: [.apple])
        #expect(outcomes[0].users == 1)
        // 09:00:01.5 at −01:00 is 10:00:01.5 UTC: between the other two, so the log is in time order.
        let swapped = [log[0], log[2], log[1]]
        #expect(throws: EventLogError.self) {
            try Self.replay(swapped.map { $0 + "\n" }.joined(), format: .posthog, policies: [.apple], order: .sorted)
        }
    }

    @Test("A line the format cannot read is refused with its line number and what is missing")
    func refusedLines() throws {
        let log = [
            #"{"distinct_id":"a","event":"Application Opened","timestamp":"2026-03-01T10:00:00Z"}"#,
            #"{"distinct_id":"a","event":"x","timestamp":"yesterday"}"#,
            #"{"event":"x","timestamp":"2026-03-01T10:00:01Z"}"#,
            #"{"distinct_id":"a","event":"x","timestamp":"2026-03-01T10:00:02Z","event":"y"}"#,
            #"{"distinct_id":"a","event":"€€€","timestamp":"2026-03-01T10:00:03Z"}"#,
            "not json",
        ]
        do {
            _ = try Self.replay(log.map { $0 + "\n" }.joined(), format: .posthog, policies: [.apple])
            Issue.record("the log was accepted")
        } catch let error as EventLogError {
            let lines = error.problems.map { $0.prefix(while: { $0 != ":" }) }
            #expect(lines == ["line 2", "line 3", "line 4", "line 5", "line 6"], "\(error.problems)")
            #expect(error.problems[0].contains("timestamp") && error.problems[1].contains("distinct_id"))
        }
    }

    @Test("A mapping file names every field of an own source; a name in two lists or a missing field is refused")
    func mappingFiles() throws {
        let own = try ExportFormat(
            mapping: Data(
                #"{"user": ["account.id", "device"], "time": "ts", "timeUnit": "milliseconds", "event": "name", "version": ["app.v"], "launch": ["open"], "completed": ["done"], "bad": ["crash"], "drop": ["ping"]}"#
                    .utf8))
        let log = [
            #"{"device":"d1","ts":1772359200000,"name":"open","app":{"v":"2.0"}}"#,
            #"{"device":"d1","ts":1772359201000,"name":"ping"}"#,
            #"{"account":{"id":"d1"},"ts":1772359202000,"name":"crash"}"#,
            #"{"device":"d1","ts":1772359203000,"name":"done"}"#,
        ]
        let outcomes = try Self.replay(log.map { $0 + "\n" }.joined(), format: own, policies: [.apple])
        #expect(outcomes[0].users == 1 && outcomes[0].systemRequests == 0)
        #expect(throws: (any Error).self) {
            try ExportFormat(mapping: Data(#"{"format": "segment", "ask": ["a"], "drop": ["a"]}"#.utf8))
        }
        do {
            _ = try ExportFormat(mapping: Data(#"{"time": "ts"}"#.utf8))
            Issue.record("accepted")
        } catch {
            let text = error.problems.map(\.description).joined(separator: "; ")
            #expect(text.contains("user") && text.contains("timeUnit") && text.contains("event"), "\(text)")
        }
    }
}

@Suite("The events a policy needs, counted in the log")
struct EventsInLogTests {
    @Test("Each policy counts the events it needs in the users replayed; a shard's counts add up to the whole")
    func countsNeededEvents() throws {
        let history = VendorExportTests.history
        let counting = ReviewPolicy(
            name: "exports", conditions: [MinimumEventCount("export", 2)], moments: [.periodicCheck],
            periodicCheckInterval: 3_600)
        let outcomes = try LogReplay(policies: [.apple, .searchConsole, counting]).run(history)
        let completions = history.filter { $0.name == .processCompleted }.count
        #expect(completions > 0)
        #expect(outcomes[0].eventsInLog == ["processCompleted": completions])
        #expect(outcomes[1].eventsInLog == [:], "a time-based policy needs no event")
        #expect(outcomes[2].eventsInLog == ["export": 0], "an event the log never holds is counted at 0")
        #expect(PolicyEvents.needed(by: counting) == ["export"])
        let waiting = ReviewPolicy(
            name: "calm",
            conditions: [MinimumEventCount("export", 2), MinimumTimeSinceEvent("purchaseFailed", seconds: 60)],
            moments: [.processCompleted])
        #expect(
            PolicyEvents.needed(by: waiting) == ["export", "processCompleted"],
            "an event a condition waits after is not one the policy needs to ask")
        var summed = try LogReplay(policies: [.apple], shard: 0, of: 3).run(history)[0]
        for shard in 1..<3 { summed.add(try LogReplay(policies: [.apple], shard: shard, of: 3).run(history)[0]) }
        #expect(summed.eventsInLog == outcomes[0].eventsInLog)
    }
}

@Suite("Only the app's lines: another platform's or another app's are left out, counted")
struct LeftOutLinesTests {
    /// A Firebase export: user a on iOS in production, b on Android, c on iOS in the UAT build, d on
    /// iOS with one web line; each opens the app and completes once.
    static let export: String = {
        func lines(_ user: String, platform: String, app: String) -> [String] {
            ["session_start", "done"].enumerated().map { offset, name in
                #"{"event_timestamp":\#(1_772_359_200_000_000 + offset * 1_000_000),"event_name":"\#(name)","user_pseudo_id":"\#(user)","platform":"\#(platform)","app_info":{"id":"\#(app)","version":"1.0"}}"#
            }
        }
        let web =
            #"{"event_timestamp":1772359202000000,"event_name":"page_view","user_pseudo_id":"d","platform":"WEB"}"#
        let all =
            lines("a", platform: "IOS", app: "com.example") + lines("b", platform: "ANDROID", app: "com.example")
            + lines("c", platform: "IOS", app: "com.example.uat") + lines("d", platform: "IOS", app: "com.example")
            + [web]
        return all.map { $0 + "\n" }.joined()
    }()

    static let firebase: ExportFormat = {
        (try? ExportFormat(mapping: Data(#"{"format": "firebase", "completed": ["done"]}"#.utf8))) ?? .firebase
    }()

    /// The apple-like outcome of the export read in `format`, split into `shards` by its bytes or,
    /// with `byUsers`, by its users.
    static func outcome(_ format: ExportFormat, shards: Int = 1, byUsers: Bool = false) throws -> PolicyOutcome {
        let policy = ReviewPolicy(name: "every", conditions: [], moments: [.processCompleted], systemQuota: nil)
        let file = try ByteRangeShardTests.LogFile(export)
        var total: PolicyOutcome?
        for shard in 0..<shards {
            let handle = try FileHandle(forReadingFrom: URL(fileURLWithPath: file.path))
            defer { try? handle.close() }
            let part = try LogReplay(policies: [policy], shard: shard, of: shards, format: format).run(
                readingLogFrom: handle, splittingBytes: !byUsers, threads: 1)[0]
            if total == nil { total = part } else { total?.add(part) }
        }
        return try #require(total)
    }

    @Test(
        "By default Android and web lines are left out, each counted with its platform; a user with no other line too")
    func platformsLeftOut() throws {
        let outcome = try Self.outcome(Self.firebase)
        #expect(outcome.users == 3, "a, c and d: b's lines are all Android's")
        #expect(outcome.linesLeftOut == ["platform ANDROID": 2, "platform WEB": 1])
        #expect(outcome.usersLeftOut == 1)
        let every = try Self.outcome(Self.firebase.keepingEveryPlatform())
        #expect(every.users == 4 && every.linesLeftOut.isEmpty && every.usersLeftOut == 0)
    }

    @Test("--app-id keeps one app's lines: the UAT build's are left out, counted with its bundle id")
    func appsKept() throws {
        let format = try #require(Self.firebase.keepingApps(["com.example"]))
        let outcome = try Self.outcome(format)
        #expect(outcome.users == 2 && outcome.usersLeftOut == 2)
        #expect(outcome.linesLeftOut == ["platform ANDROID": 2, "platform WEB": 1, "app com.example.uat": 2])
        #expect(ExportFormat.amplitude.keepingApps(["x"]) == nil, "Amplitude's lines name no app")
        #expect(
            format.name.hasSuffix("apps com.example")
                && Self.firebase.keepingEveryPlatform().name.hasSuffix("every platform"))
    }

    @Test("Shards by bytes and by users add up to the whole, lines and users left out included")
    func shardsAddUp() throws {
        let whole = try Self.outcome(Self.firebase)
        for shards in [2, 3, 5] {
            #expect(try Self.outcome(Self.firebase, shards: shards) == whole, "\(shards) shards by bytes")
            #expect(try Self.outcome(Self.firebase, shards: shards, byUsers: true) == whole, "\(shards) by users")
        }
    }
}

@Suite("Asked in the first session: only users whose first session the log holds")
struct FirstSessionInLogTests {
    @Test("A user the export says installed before the log is not counted as asked in their first session")
    func installedBeforeTheLog() throws {
        let log = [
            #"{"event_timestamp":1772359200000000,"event_name":"session_start","user_pseudo_id":"a","user_first_touch_timestamp":1767225600000000}"#,
            #"{"event_timestamp":1772359201000000,"event_name":"done","user_pseudo_id":"a","user_first_touch_timestamp":1767225600000000}"#,
            #"{"event_timestamp":1772359200000000,"event_name":"first_open","user_pseudo_id":"b","user_first_touch_timestamp":1772359200000000}"#,
            #"{"event_timestamp":1772359200500000,"event_name":"session_start","user_pseudo_id":"b","user_first_touch_timestamp":1772359200000000}"#,
            #"{"event_timestamp":1772359201000000,"event_name":"done","user_pseudo_id":"b","user_first_touch_timestamp":1772359200000000}"#,
        ]
        let format = try ExportFormat(mapping: Data(#"{"format": "firebase", "completed": ["done"]}"#.utf8))
        let policy = ReviewPolicy(name: "every", conditions: [], moments: [.processCompleted], systemQuota: nil)
        let outcome = try VendorExportTests.replayed(log, format: format, policies: [policy]).outcomes[0]
        #expect(outcome.everAsked == 2 && outcome.installedBeforeLog == 1 && outcome.installedInLog == 1)
        #expect(outcome.askedInFirstSession == 1, "b, installed in the log; a's first session was before it")
    }
}

@Suite("The vendors' automatic events mean what their documentation says")
struct VendorEventMeaningTests {
    @Test(
        "Background and system events are no moment a policy asks at; Segment's crash is a bad experience",
        arguments: [
            (
                ExportFormat.firebase,
                #"{"event_timestamp":1772359260000000,"event_name":"user_engagement","user_pseudo_id":"u"}"#
            ),
            (
                ExportFormat.firebase,
                #"{"event_timestamp":1772359260000000,"event_name":"firebase_campaign","user_pseudo_id":"u"}"#
            ),
            (
                ExportFormat.amplitude,
                #"{"event_time":"2026-03-01 10:01:00","event_type":"[Amplitude] Application Backgrounded","device_id":"u"}"#
            ),
            (
                ExportFormat.segment,
                #"{"type":"track","event":"Application Backgrounded","timestamp":"2026-03-01T10:01:00Z","anonymousId":"u"}"#
            ),
        ])
    func backgroundDropped(format: ExportFormat, line: String) throws {
        let launch: String =
            switch format.name {
            case "firebase": #"{"event_timestamp":1772359200000000,"event_name":"session_start","user_pseudo_id":"u"}"#
            case "amplitude": #"{"event_time":"2026-03-01 10:00:00","event_type":"session_start","device_id":"u"}"#
            default:
                #"{"type":"track","event":"Application Opened","timestamp":"2026-03-01T10:00:00Z","anonymousId":"u"}"#
            }
        // A time-based policy asks at every logged moment: a dropped line is none.
        let periodic = ReviewPolicy(
            name: "periodic", conditions: [], moments: [.periodicCheck], systemQuota: nil, periodicCheckInterval: 1)
        let asks = try VendorExportTests.replayed([launch, line], format: format, policies: [periodic]).asks
        #expect(asks.allSatisfy { $0.event == LoggedEvent.launch }, "\(format.name): \(asks.map(\.event))")
    }
}

@Suite("Mixpanel's $ae_session, logged at a session's end, starts the session at its start")
struct MixpanelSessionTests {
    static func line(_ event: String, _ time: Int, length: Int? = nil) -> String {
        let length = length.map { #","$ae_session_length":\#($0)"# } ?? ""
        return #"{"event":"\#(event)","properties":{"distinct_id":"u","time":\#(time)\#(length)}}"#
    }

    @Test("An ask in the second session is in the second session: its launch is dated at the session's start")
    func sessionsStartAtTheirStart() throws {
        let t = 1_772_359_200
        let log = [
            Self.line("$ae_first_open", t), Self.line("done", t + 120), Self.line("$ae_session", t + 300, length: 300),
            Self.line("done", t + 3_600), Self.line("$ae_session", t + 4_200, length: 600),
            Self.line("done", t + 7_200), Self.line("$ae_session", t + 7_300),
        ]
        let format = try ExportFormat(mapping: Data(#"{"format": "mixpanel", "completed": ["done"]}"#.utf8))
        let second = ReviewPolicy(
            name: "second", conditions: [MinimumSessions(2)], moments: [.processCompleted], systemQuota: nil)
        let (outcomes, asks) = try VendorExportTests.replayed(log, format: format, policies: [second])
        let outcome = outcomes[0]
        // Sessions start at t (300 s before t + 300) and t + 3,600 (600 s before t + 4,200); the last,
        // with no length, at its own time.
        #expect(asks.first?.time == Date(timeIntervalSince1970: TimeInterval(t + 3_600)), "\(asks.map(\.time))")
        #expect(outcome.installedInLog == 1 && outcome.askedInFirstSession == 0)
        #expect(ExportFormat.mixpanel.name == "mixpanel")
    }
}

extension PolicyOutcome {
    /// The outcome's figures of what the policy did, without those that account for the log's lines
    /// and users: what a replay of an export and of the package's own log of the same history share.
    var figures: PolicyOutcome {
        var figures = self
        figures.linesRead = 0
        figures.linesUsed = 0
        figures.linesLeftOut = [:]
        figures.usersInLog = 0
        figures.usersLeftOut = 0
        figures.usersLeftOutBy = [:]
        return figures
    }
}
