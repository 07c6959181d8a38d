import AskForReviewDomain
import AskForReviewSimulation
import Foundation
import TestSupport
import Testing

/// Every figure of a replay reconciles with the export it came from: each line read is an event of a
/// user replayed or left out with its reason, each install is replayed or left out with its reason,
/// and a vendor's duplicates are removed by the vendor's own identity of an event, counted.
@Suite("Every line and user of an export accounted for")
struct ExportReconciliationTests {
    /// The outcomes of replaying `lines` under `policies`, read in `format` (a file, in any order).
    static func replay(
        _ lines: [String], format: ExportFormat, policies: [ReviewPolicy] = [.apple, .fitToday]
    ) throws -> [PolicyOutcome] {
        try VendorExportTests.replay(lines.map { $0 + "\n" }.joined(), format: format, policies: policies)
    }

    /// The first policy's outcome (`apple`, beside `fitToday`) of `rows` read in `format`, replayed in
    /// `shards` shards by users (each reading the whole file) and added up.
    static func shardsByUsers(_ rows: [String], format: ExportFormat, shards: Int) throws -> PolicyOutcome? {
        let file = try ByteRangeShardTests.LogFile(rows.map { $0 + "\n" }.joined())
        var summed: PolicyOutcome?
        for shard in 0..<shards {
            let handle = try FileHandle(forReadingFrom: URL(fileURLWithPath: file.path))
            defer { try? handle.close() }
            let part = try LogReplay(policies: [.apple, .fitToday], shard: shard, of: shards, format: format).run(
                readingLogFrom: handle, splittingBytes: false)[0]
            if summed == nil { summed = part } else { summed?.add(part) }
        }
        return summed
    }

    /// `line` (one JSON object) with `change` made to it, written with sorted keys.
    static func changed(_ line: String, _ change: (inout [String: Any]) -> Void) -> String {
        guard var object = (try? JSONSerialization.jsonObject(with: Data(line.utf8))) as? [String: Any] else {
            return line
        }
        change(&object)
        let data = (try? JSONSerialization.data(withJSONObject: object, options: [.sortedKeys])) ?? Data()
        return String(decoding: data, as: UTF8.self)
    }

    /// The id `vendor` gives event `index`: set where its SDKs write it.
    static func withID(_ line: String, vendor: String, id: String) -> String {
        changed(line) { object in
            switch vendor {
            case "segment": object["messageId"] = id
            case "amplitude": object["$insert_id"] = id
            case "posthog": object["uuid"] = id
            case "mixpanel":
                var properties = object["properties"] as? [String: Any] ?? [:]
                properties["$insert_id"] = id
                object["properties"] = properties
            default: break
            }
        }
    }

    /// Checks the identities every replay keeps: lines read = used + left out, users in the log =
    /// replayed + left out, each outcome alike.
    static func expectReconciled(_ outcomes: [PolicyOutcome], lines: Int, users: Int, _ comment: String) {
        for outcome in outcomes {
            let leftOut = outcome.linesLeftOut.values.reduce(0, +)
            #expect(outcome.linesRead == lines, "\(comment): lines read")
            #expect(outcome.linesUsed + leftOut == outcome.linesRead, "\(comment): \(outcome.linesLeftOut)")
            #expect(outcome.usersInLog == users, "\(comment): users in the log")
            #expect(outcome.users + outcome.usersLeftOut == outcome.usersInLog, "\(comment)")
            #expect(outcome.usersLeftOutBy.values.reduce(0, +) == outcome.usersLeftOut, "\(comment)")
        }
    }

    @Test(
        "An export with every row twice gives the figures of the export once, the copies counted",
        arguments: ExportFormat.vendors)
    func everyRowTwice(format: ExportFormat) throws {
        let once = VendorExportTests.history.map { VendorExportTests.line($0, vendor: format.name) }
        let users = Set(VendorExportTests.history.map(\.user)).count
        let expected = try Self.replay(once, format: format)
        // Each row next to its copy, and the whole export after itself (a daily and an intraday table).
        let doubled = once.flatMap { [$0, $0] }
        let twice = try Self.replay(doubled, format: format)
        #expect(twice.map(\.figures) == expected.map(\.figures), "\(format.name)")
        #expect(twice[0].linesLeftOut == ["duplicate": once.count], "\(format.name)")
        Self.expectReconciled(twice, lines: doubled.count, users: users, format.name)
        let appended = try Self.replay(once + once, format: format)
        #expect(appended.map(\.figures) == expected.map(\.figures), "\(format.name), the export after itself")
        Self.expectReconciled(appended, lines: 2 * once.count, users: users, format.name)
    }

    @Test(
        "A vendor's event sent again carries its id: the copy is a duplicate though other fields differ; two ids are two events"
    )
    func duplicatesByTheVendorsID() throws {
        for vendor in ["segment", "mixpanel", "amplitude", "posthog"] {
            let format = try #require(ExportFormat.vendors.first { $0.name == vendor })
            // A third of the history's users (its events come user by user): ids are per line.
            let events = VendorExportTests.history.prefix(VendorExportTests.history.count / 3)
            let once = events.enumerated().map {
                Self.withID(VendorExportTests.line($1, vendor: vendor), vendor: vendor, id: "e\($0)")
            }
            // The copy as a retry sends it: the same id, another receipt time the vendor adds.
            let resent = once.flatMap { [$0, Self.changed($0) { $0["receivedAt"] = "2024-01-01T00:00:00Z" }] }
            let expected = try Self.replay(once, format: format)
            let read = try Self.replay(resent, format: format)
            #expect(read.map(\.figures) == expected.map(\.figures), "\(vendor)")
            #expect(read[0].linesLeftOut == ["duplicate": once.count], "\(vendor)")
            // The same event under another id is another event: nothing removed.
            let other = once.enumerated().flatMap { [$1, Self.withID($1, vendor: vendor, id: "f\($0)")] }
            let kept = try Self.replay(other, format: format)
            #expect(kept[0].linesLeftOut.isEmpty && kept[0].linesUsed == other.count, "\(vendor)")
        }
    }

    @Test("Two Firebase rows of one user, name and time that differ in a field are two events")
    func firebaseRowsThatDiffer() throws {
        let row =
            #"{"event_timestamp":1772359200000000,"event_name":"done","user_pseudo_id":"a","platform":"IOS","event_params":[{"key":"n","value":{"int_value":1}}]}"#
        let other = row.replacingOccurrences(of: "\"int_value\":1", with: "\"int_value\":2")
        let outcome = try Self.replay([row, other, row], format: .firebase)[0]
        #expect(outcome.linesUsed == 2 && outcome.linesLeftOut == ["duplicate": 1])
    }

    @Test(
        "A consent-mode row (user_pseudo_id null or empty) is left out and counted, not refused; a row without the key still is"
    )
    func rowsWithoutAUser() throws {
        let rows = [
            #"{"event_timestamp":1772359200000000,"event_name":"session_start","user_pseudo_id":"a","platform":"IOS"}"#,
            #"{"event_timestamp":1772359200500000,"event_name":"page_view","user_pseudo_id":null,"platform":"IOS"}"#,
            #"{"event_timestamp":1772359201000000,"event_name":"done","user_pseudo_id":"a","platform":"IOS"}"#,
            #"{"event_timestamp":1772359201500000,"event_name":"page_view","user_pseudo_id":"","platform":"IOS"}"#,
            #"{"event_timestamp":1772359202000000,"event_name":"session_start","user_pseudo_id":"b","platform":"IOS"}"#,
        ]
        let outcomes = try Self.replay(rows, format: .firebase)
        #expect(outcomes[0].users == 2 && outcomes[0].linesLeftOut == ["no user id": 2])
        Self.expectReconciled(outcomes, lines: 5, users: 2, "null ids")
        // Shards by users add up: the rows without a user counted once, by one shard.
        let summed = try Self.shardsByUsers(rows, format: .firebase, shards: 3)
        #expect(summed?.linesRead == 5 && summed?.linesLeftOut == ["no user id": 2] && summed?.users == 2)
        let missing = #"{"event_timestamp":1772359200000000,"event_name":"session_start","platform":"IOS"}"#
        #expect(throws: EventLogError.self) { try Self.replay([missing], format: .firebase) }
    }

    @Test("A row of 10 KB and more (a purchase of a dozen items) is read, up to the bound of 1,000,000 bytes")
    func longRows() throws {
        let item =
            #"{"item_id":"SKU_0000","item_name":"A long product name, as stores write them","item_category":"Apparel/Men/Shirts","price":29.99,"quantity":1,"coupon":"","affiliation":"Online Store","item_list_name":"Related products","promotion_name":"Summer sale"}"#
        let items = Array(repeating: item, count: 48).joined(separator: ",")
        let row =
            #"{"event_timestamp":1772359200000000,"event_name":"purchase","user_pseudo_id":"a","platform":"IOS","items":[\#(items)]}"#
        #expect(row.utf8.count > 10_000)
        let outcome = try Self.replay([row], format: .firebase)[0]
        #expect(outcome.users == 1 && outcome.linesUsed == 1)
    }

    @Test(
        "A Segment warehouse's tracks table, which has no type column, is read as tracks; another type is left out, counted"
    )
    func warehouseTracks() throws {
        let rows = [
            #"{"anonymousId":"a","event":"Application Opened","timestamp":"2026-03-01T10:00:00Z"}"#,
            #"{"anonymousId":"a","event":"done","timestamp":"2026-03-01T10:01:00Z"}"#,
            #"{"anonymousId":"a","type":"identify","timestamp":"2026-03-01T10:02:00Z"}"#,
            #"{"anonymousId":"b","type":"screen","name":"Home","timestamp":"2026-03-01T10:02:00Z"}"#,
        ]
        let outcomes = try Self.replay(rows, format: .segment)
        #expect(outcomes[0].users == 1 && outcomes[0].linesUsed == 2)
        #expect(outcomes[0].linesLeftOut == ["type identify": 1, "type screen": 1])
        #expect(outcomes[0].usersLeftOutBy == ["type screen": 1])
        Self.expectReconciled(outcomes, lines: 4, users: 2, "segment tables")
    }

    @Test("An install whose only events are engagement reports is counted as left out, with why")
    func engagementOnly() throws {
        let rows = [
            #"{"event_timestamp":1772359200000000,"event_name":"session_start","user_pseudo_id":"a","platform":"IOS"}"#,
            #"{"event_timestamp":1772359200000000,"event_name":"user_engagement","user_pseudo_id":"b","platform":"IOS"}"#,
            #"{"event_timestamp":1772362800000000,"event_name":"user_engagement","user_pseudo_id":"b","platform":"IOS"}"#,
        ]
        let outcomes = try Self.replay(rows, format: .firebase)
        #expect(outcomes[0].users == 1 && outcomes[0].usersLeftOutBy == ["dropped user_engagement": 1])
        Self.expectReconciled(outcomes, lines: 3, users: 2, "engagement only")
    }

    /// `line`, a vendor's row of the history's shape (``VendorExportTests/line(_:vendor:)``), logged
    /// on `platform` as the vendor's SDKs write it; with `platform` `nil`, the user id `null`.
    static func reshaped(_ line: String, vendor: String, platform: String?) -> String {
        changed(line) { object in
            var properties = object["properties"] as? [String: Any] ?? [:]
            switch (vendor, platform) {
            case ("firebase", nil): object["user_pseudo_id"] = NSNull()
            case ("amplitude", nil): object["device_id"] = NSNull()
            case ("segment", nil): object["anonymousId"] = NSNull()
            case ("mixpanel", nil): properties["distinct_id"] = NSNull()
            case (_, nil): object["distinct_id"] = NSNull()
            case ("firebase", let name?), ("amplitude", let name?): object["platform"] = name
            case ("segment", let name?): object["context"] = ["os": ["name": name]]
            case ("mixpanel", let name?): properties["$os"] = name
            case (_, let name?): properties["$os_name"] = name
            }
            if !properties.isEmpty { object["properties"] = properties }
        }
    }

    @Test(
        "Random exports of every vendor: platforms, drops, copies, rows without a user, in order or not, whole and in shards"
    )
    func randomExportsOfEveryVendor() throws {
        var random = SeededGenerator.recordingSeed(for: "random exports of every vendor reconciled")
        let seed = random.seed
        let history = VendorExportTests.history
        for round in 0..<LongTests.count(quick: 5, long: 10) {
            let format = ExportFormat.vendors[round % ExportFormat.vendors.count]
            let vendor = format.name
            let android = vendor == "firebase" ? "ANDROID" : "Android"
            var rows: [String] = []
            var users: Set<String> = []
            var kept: Set<String> = []
            var used = 0
            var leftOut: [String: Int] = [:]
            // Each user of the history on one platform, some of their rows sent twice, noise between.
            var platformOf: [String: String] = [:]
            for event in history where Int.random(in: 0...2, using: &random) > 0 {
                let platform = platformOf[event.user] ?? (Int.random(in: 0...3, using: &random) == 0 ? android : "iOS")
                platformOf[event.user] = platform
                let row = Self.reshaped(
                    VendorExportTests.line(event, vendor: vendor), vendor: vendor,
                    platform: vendor == "firebase" && platform == "iOS" ? "IOS" : platform)
                users.insert(event.user)
                let copies = Int.random(in: 0...5, using: &random) == 0 ? 1 : 0
                rows += Array(repeating: row, count: 1 + copies)
                if platform == android {
                    leftOut["platform \(android)", default: 0] += 1 + copies
                } else {
                    kept.insert(event.user)
                    used += 1
                    if copies > 0 { leftOut["duplicate", default: 0] += copies }
                }
                if Int.random(in: 0...9, using: &random) == 0 {
                    rows.append(VendorExportTests.noise(vendor, user: event.user, time: event.time))
                    let reason =
                        vendor == "segment" ? "type identify" : "dropped \(VendorExportTests.noiseEvent[vendor] ?? "")"
                    leftOut[reason, default: 0] += 1
                }
                if Int.random(in: 0...19, using: &random) == 0 {
                    rows.append(
                        Self.reshaped(VendorExportTests.line(event, vendor: vendor), vendor: vendor, platform: nil))
                    leftOut["no user id", default: 0] += 1
                }
            }
            let comment = "seed \(seed), round \(round), \(vendor)"
            if round % 3 == 1 { rows.shuffle(using: &random) }
            let whole = try Self.replay(rows, format: format)
            Self.expectReconciled(whole, lines: rows.count, users: users.count, comment)
            #expect(whole[0].users == kept.count && whole[0].linesUsed == used, "\(comment)")
            #expect(whole[0].linesLeftOut == leftOut, "\(comment)")
            let summed = try Self.shardsByUsers(rows, format: format, shards: 2)
            #expect(summed == whole[0], "\(comment): shards by users")
        }
    }

    @Test(
        "Random Firebase exports: platforms, apps, drops, copies, rows without a user, in order or not, whole and in shards"
    )
    func randomExports() throws {
        var random = SeededGenerator.recordingSeed(for: "random exports reconciled")
        let seed = random.seed
        for round in 0..<12 {
            var rows: [String] = []
            var oracle: (users: Set<String>, kept: Set<String>) = ([], [])
            var expectedLeftOut: [String: Int] = [:]
            var events = 0
            let userCount = Int.random(in: 1...30, using: &random)
            for user in 0..<userCount {
                let id = "u\(user)"
                let platform = ["IOS", "IOS", "IOS", "ANDROID", "WEB"].randomElement(using: &random) ?? "IOS"
                var time: Int64 = 1_772_359_200_000_000 + Int64(user)
                for _ in 0..<Int.random(in: 1...12, using: &random) {
                    time += Int64.random(in: 1...3_600, using: &random) * 1_000_000
                    let name =
                        ["session_start", "done", "user_engagement", "screen_view"].randomElement(using: &random)
                        ?? "done"
                    let row =
                        #"{"event_timestamp":\#(time),"event_name":"\#(name)","user_pseudo_id":"\#(id)","platform":"\#(platform)"}"#
                    oracle.users.insert(id)
                    rows.append(row)
                    let copies = Int.random(in: 0...4, using: &random) == 0 ? 1 : 0
                    for _ in 0..<copies { rows.append(row) }
                    if platform != "IOS" {
                        expectedLeftOut["platform \(platform)", default: 0] += 1 + copies
                    } else if name == "user_engagement" {
                        expectedLeftOut["dropped user_engagement", default: 0] += 1 + copies
                    } else {
                        oracle.kept.insert(id)
                        events += 1
                        if copies > 0 { expectedLeftOut["duplicate", default: 0] += copies }
                    }
                }
                if Int.random(in: 0...5, using: &random) == 0 {
                    rows.append(#"{"event_timestamp":\#(time),"event_name":"page_view","user_pseudo_id":null}"#)
                    expectedLeftOut["no user id", default: 0] += 1
                }
            }
            let comment = "seed \(seed), round \(round)"
            let shuffled = round % 2 == 1
            if shuffled { rows.shuffle(using: &random) }
            let format = ExportFormat.firebase
            let whole = try Self.replay(rows, format: format)
            Self.expectReconciled(whole, lines: rows.count, users: oracle.users.count, comment)
            #expect(whole[0].users == oracle.kept.count && whole[0].linesUsed == events, "\(comment)")
            #expect(whole[0].linesLeftOut == expectedLeftOut, "\(comment)")
            // Shards by users add up to the whole, every count included.
            let summed = try Self.shardsByUsers(rows, format: format, shards: 3)
            #expect(summed == whole[0], "\(comment): shards by users")
        }
    }
}

@Suite("An export without launches: said, and sessions derived when asked")
struct ExportSessionsTests {
    /// One user's Segment tracks without lifecycle events: completions at these minutes.
    static func tracks(_ user: String, minutes: [Int]) -> [String] {
        minutes.map { minute in
            let time = ISOTimestamp.text(Date(timeIntervalSince1970: 1_772_359_200 + Double(minute) * 60))
            return
                #"{"type":"track","event":"done","anonymousId":"\#(user)","messageId":"\#(user)\#(minute)","timestamp":"\#(time)"}"#
        }
    }

    @Test(
        "A log without launches counts none; derived after 30 minutes idle, a session starts at the first event and after each gap"
    )
    func derived() throws {
        let format = try ExportFormat(mapping: Data(#"{"format": "segment", "completed": ["done"]}"#.utf8))
        // Gaps of 10, 29, 30 and 90 minutes, then 9 days: sessions at 0, 69 (30 after 39), 159 and day 9.
        let lines = Self.tracks("a", minutes: [0, 10, 39, 69, 159, 12_960 + 159])
        let logged = try ExportReconciliationTests.replay(lines, format: format)
        #expect(logged.allSatisfy { $0.launchesInLog == 0 })
        #expect(logged[1].everAsked == 0, "fitToday counts from the first launch: none")
        let derived = try ExportReconciliationTests.replay(lines, format: format.derivingSessions(afterIdle: 1_800))
        #expect(derived.allSatisfy { $0.launchesInLog == 4 && $0.linesUsed == 6 })
        #expect(format.derivingSessions(afterIdle: 1_800).name.hasSuffix("sessions after 1800 s idle"))
        // The logged launches are replaced, not added to.
        var opened = lines
        opened.insert(
            #"{"type":"track","event":"Application Opened","anonymousId":"a","messageId":"o1","timestamp":"2026-03-01T10:05:00Z"}"#,
            at: 1)
        let replaced = try ExportReconciliationTests.replay(opened, format: format.derivingSessions(afterIdle: 1_800))
        #expect(replaced[0].launchesInLog == 4 && replaced[0].linesUsed == 7)
        #expect(try ExportReconciliationTests.replay(opened, format: format)[0].launchesInLog == 1)
    }
}

@Suite("A Mixpanel project's local time, read in its zone")
struct ExportTimeZoneTests {
    @Test(
        "A mapping's timeZone reads numeric times on that zone's clock, summer time included; an unknown zone is refused"
    )
    func projectTime() throws {
        let format = try ExportFormat(
            mapping: Data(#"{"format": "mixpanel", "completed": ["done"], "timeZone": "America/Los_Angeles"}"#.utf8))
        let policy = ReviewPolicy(name: "every", conditions: [], moments: [.processCompleted], systemQuota: nil)
        // 10:00 on the project's clock, in winter (UTC−8) and in summer (UTC−7).
        let lines = [1_772_359_200, 1_782_900_000].enumerated().map { index, seconds in
            #"{"event":"done","properties":{"distinct_id":"u\#(index)","time":\#(seconds),"$os":"iOS"}}"#
        }
        let asks = try VendorExportTests.replayed(lines, format: format, policies: [policy]).asks
        #expect(asks.map { ISOTimestamp.text($0.time) }.sorted() == ["2026-03-01T18:00:00Z", "2026-07-01T17:00:00Z"])
        let utc = try VendorExportTests.replayed(
            lines, format: ExportFormat(mapping: Data(#"{"format": "mixpanel", "completed": ["done"]}"#.utf8)),
            policies: [policy]
        ).asks
        #expect(utc.map { ISOTimestamp.text($0.time) }.sorted() == ["2026-03-01T10:00:00Z", "2026-07-01T10:00:00Z"])
        #expect(throws: (any Error).self) {
            try ExportFormat(mapping: Data(#"{"format": "mixpanel", "timeZone": "Mars/Olympus"}"#.utf8))
        }
    }
}

@Suite("One user's memory is bounded")
struct OneUserBoundTests {
    @Test(
        "A user of more than 1,000,000 events is left out and counted, their events let go as they come",
        .enabled(if: LongTests.enabled, "a long form: ASKFORREVIEW_LONG_TESTS=1"))
    func tooManyEvents() throws {
        // One event a second from 2026-03-01T10:00:00Z on, written digit by digit (formatting a
        // million times took most of the test).
        let count = 1_000_001
        var bytes = Array(#"{"user": "person", "time": "2026-03-01T09:00:00Z", "event": "launch"}"#.utf8) + [10]
        bytes.reserveCapacity(count * 64)
        let head = Array(#"{"user": "bot", "time": "2026-03-"#.utf8)
        let tail = Array(#"Z", "event": "x"}"#.utf8) + [10]
        func two(_ value: Int) -> [UInt8] { [UInt8(48 + value / 10), UInt8(48 + value % 10)] }
        for second in 0..<count {
            let total = 10 * 3_600 + second
            bytes +=
                head + two(1 + total / 86_400) + [UInt8(ascii: "T")] + two(total / 3_600 % 24) + [58]
                + two(total / 60 % 60) + [58] + two(total % 60) + tail
        }
        let text = String(decoding: bytes, as: UTF8.self)
        let outcome = try VendorExportTests.replay(text, format: nil, policies: [.apple])[0]
        #expect(outcome.users == 1 && outcome.usersLeftOutBy == ["a user of more than 1000000 events": 1])
        #expect(outcome.linesLeftOut == ["a user of more than 1000000 events": count])
        #expect(outcome.linesRead == count + 1 && outcome.linesUsed == 1)
    }
}

@Suite("An export's rows without a version")
struct ExportVersionTests {
    @Test("Asks before a user's rows name a version are told at version unknown, not at the 1.0 a replay assumes")
    func unknownVersion() throws {
        let format = try ExportFormat(mapping: Data(#"{"format": "firebase", "completed": ["done"]}"#.utf8))
        let policy = ReviewPolicy(name: "every", conditions: [], moments: [.processCompleted], systemQuota: nil)
        let rows = [
            #"{"event_timestamp":1772359200000000,"event_name":"done","user_pseudo_id":"a"}"#,
            #"{"event_timestamp":1772359201000000,"event_name":"done","user_pseudo_id":"a","app_info":{"version":"2.1"}}"#,
            #"{"event_timestamp":1772359200000000,"event_name":"done","user_pseudo_id":"b"}"#,
        ]
        let outcome = try ExportReconciliationTests.replay(rows, format: format, policies: [policy])[0]
        #expect(outcome.asksByVersion == ["unknown": 2, "2.1": 1])
    }
}
