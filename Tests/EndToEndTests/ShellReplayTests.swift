import Foundation
import Testing

@Suite("replay: an event log through the command line")
struct ShellReplayTests {
    /// A log of two users: "a" completes four processes in their first session and opens the app
    /// twice more; "b" completes three.
    static let log =
        ([#"{"user": "a", "time": "2026-03-01T10:00:00Z", "event": "launch", "version": "2.0"}"#]
        + (1...4).map { #"{"user": "a", "time": "2026-03-01T10:0\#($0):00Z", "event": "processCompleted"}"# }
        + [
            #"{"user": "a", "time": "2026-03-03T10:00:00Z", "event": "launch"}"#,
            #"{"user": "a", "time": "2026-03-03T10:01:00Z", "event": "export", "weight": 2}"#,
            #"{"user": "b", "time": "2026-03-01T09:00:00Z", "event": "launch"}"#,
        ] + (1...3).map { #"{"user": "b", "time": "2026-03-01T09:0\#($0):00Z", "event": "processCompleted"}"# }).joined(
            separator: "\n") + "\n"

    @Test("The figures of each policy, from a file and from standard input alike")
    func figures() throws {
        let shell = ShellHarness()
        let path = try shell.file(holding: Self.log)
        let arguments = ["replay", "--compare", "apple,searchconsole", "--json"]
        let fromFile = try shell.run(arguments + ["--events", path], useStore: false)
        let fromInput = try shell.run(arguments + ["--events", "-"], input: Self.log, useStore: false)
        #expect(fromFile.code == 0, "\(fromFile.error)")
        #expect(fromInput.code == 0, "\(fromInput.error)")
        let replay = try #require(try fromFile.json()["replay"] as? [String: Any])
        let policies = try #require(replay["policies"] as? [[String: Any]])
        let apple = try #require(policies.first)
        #expect(apple["users"] as? Int == 2)
        #expect(apple["everAsked"] as? Int == 1)
        #expect(apple["askedInFirstSession"] as? Int == 1)
        #expect(apple["systemRequests"] as? Int == 1)
        #expect(apple["asksByVersion"] as? [String: Int] == ["2.0": 1])
        let after = try #require(apple["asksAfterEvent"] as? [[String: Any]])
        #expect(after.map { "\($0["event"] ?? "") \($0["asks"] ?? "")" } == ["processCompleted 1"])
        let warnings = try #require(apple["warnings"] as? [[String: String]])
        #expect(warnings.contains { $0["code"] == "askedInFirstSession" && $0["figure"]?.hasPrefix("1 of 2") == true })
        // Standard input gives the same figures; only the log's name differs.
        var fromStdin = try fromInput.json()
        var fromPath = try fromFile.json()
        // Where the log came from, its identity (a file's; none for standard input) and how its shards
        // would split it (a file's by bytes, standard input's by users), apart.
        func shard(_ output: [String: Any]) -> NSDictionary? {
            ((output["replay"] as? [String: Any])?["shard"] as? [String: Any]).map { NSDictionary(dictionary: $0) }
        }
        #expect(shard(fromPath) == NSDictionary(dictionary: ["index": 1, "count": 1, "split": "bytes"]))
        #expect(shard(fromStdin) == NSDictionary(dictionary: ["index": 1, "count": 1, "split": "users"]))
        let apart = ["events", "input", "shard", "checksum"]
        fromStdin["replay"] = (fromStdin["replay"] as? [String: Any])?.filter { !apart.contains($0.key) }
        fromPath["replay"] = (fromPath["replay"] as? [String: Any])?.filter { !apart.contains($0.key) }
        #expect(NSDictionary(dictionary: fromStdin) == NSDictionary(dictionary: fromPath))
    }

    @Test("16 shards replayed apart and merged print, byte for byte, what one replay of the whole log prints")
    func shardsMerge() throws {
        let shell = ShellHarness()
        var log = ""
        for user in 0..<60 {
            log += #"{"user": "u\#(user)", "time": "2026-03-01T10:00:00Z", "event": "launch"}"# + "\n"
            for step in 0..<(user % 9) {
                log +=
                    #"{"user": "u\#(user)", "time": "2026-03-0\#(1 + step / 4)T11:0\#(step % 4):00Z", "event": "processCompleted"}"#
                log += "\n"
            }
        }
        let path = try shell.file(holding: log)
        let arguments = ["replay", "--events", path, "--compare", "apple,fittoday,searchconsole", "--json"]
        let whole = try shell.run(arguments, useStore: false)
        #expect(whole.code == 0, "\(whole.error)")
        for threads in ["1", "3"] {
            #expect(try shell.run(arguments + ["--threads", threads], useStore: false).out == whole.out)
        }
        var parts: [String] = []
        for shard in 1...16 {
            let part = try shell.run(arguments + ["--shard", "\(shard)/16"], useStore: false)
            #expect(part.code == 0, "\(part.error)")
            parts.append(try shell.file(holding: part.out))
        }
        let merged = try shell.run(["replay", "merge"] + parts.reversed() + ["--json"], useStore: false)
        #expect(merged.code == 0, "\(merged.error)")
        #expect(merged.out == whole.out)
        let users = try #require((try whole.json()["replay"] as? [String: Any])?["policies"] as? [[String: Any]])
        #expect(users.first?["users"] as? Int == 60)
        // A shard of another replay is refused; a missing file too.
        let other = try shell.run(["replay", "--events", path, "--json", "--shard", "1/2"], useStore: false)
        let mismatched = try shell.run(
            ["replay", "merge", parts[0], try shell.file(holding: other.out)], useStore: false)
        #expect(mismatched.code == 65 && mismatched.error.contains("is not a shard of the same replay"))
        let missing = try shell.run(["replay", "merge", shell.home.appendingPathComponent("no.json").path])
        #expect(missing.code == 66)
    }

    @Test(
        "A merge adds every shard of one split of one log, each once: a shard twice, a missing one, another split, another log with the same name and an earlier version's result are refused, naming the files"
    )
    func mergesThatCannotLie() throws {
        let shell = ShellHarness()
        func log(users: Int) -> String {
            (0..<users).map { #"{"user": "u\#($0)", "time": "2026-03-01T10:00:00Z", "event": "launch"}"# + "\n" }
                .joined()
        }
        let path = try shell.file(holding: log(users: 30))
        func run(_ extra: [String], events: String = path) throws -> String {
            try shell.resultFile(["replay", "--events", events, "--json"] + extra)
        }
        let whole = try run([])
        let (first, second) = (try run(["--shard", "1/2"]), try run(["--shard", "2/2"]))
        func merge(_ files: [String]) throws -> ShellHarness.Run {
            try shell.run(["replay", "merge"] + files + ["--json"], useStore: false)
        }
        let complete = try merge([second, first])
        #expect(complete.code == 0, "\(complete.error)")
        #expect(complete.out == (try String(contentsOfFile: whole, encoding: .utf8)), "the whole replay, byte for byte")
        let refusals: [(files: [String], says: String)] = [
            ([first, first, second], "(shard 1 of 2) are the same shard"),
            ([first], "shard 2 of 2 is missing"),
            ([whole, first], "(shard 1 of 2) are shards of different splits"),
            ([whole, whole], "(shard 1 of 1) are the same shard"),
        ]
        for (files, says) in refusals {
            let refused = try merge(files)
            #expect(
                refused.code == 65 && refused.error.contains(says) && refused.out.isEmpty, "\(says): \(refused.error)")
        }
        // The same log named another way merges; another log under the same name does not.
        let copy = shell.home.appendingPathComponent("copy of the log.jsonl").path
        try FileManager.default.copyItem(atPath: path, toPath: copy)
        #expect(try merge([first, try run(["--shard", "2/2"], events: copy)]).code == 0)
        try Data(log(users: 31).utf8).write(to: URL(fileURLWithPath: path))
        let otherLog = try merge([first, try run(["--shard", "2/2"])])
        #expect(otherLog.code == 65 && otherLog.error.contains("is a replay of another log"), "\(otherLog.error)")
        // Shards that say they split the log two ways do not add up.
        let other = try #require(
            try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: second))) as? [String: Any])
        var section = try #require(other["replay"] as? [String: Any])
        section["shard"] = ["index": 2, "count": 2, "split": "users"]
        let usersSplit = try shell.file(holding: try resealedResult(command: "replay", section: "replay", section))
        let twoWays = try merge([first, usersSplit])
        #expect(
            twoWays.code == 65 && twoWays.error.contains("splits its input by bytes")
                && twoWays.error.contains("by users"),
            "\(twoWays.error)")
        // A shard of the same log read from standard input is split another way.
        let fromInput = try shell.run(
            ["replay", "--events", "-", "--json", "--shard", "2/2"], input: log(users: 30), useStore: false)
        let piped = try merge([first, try shell.file(holding: fromInput.out)])
        #expect(piped.code == 65 && piped.error.contains("read its log from standard input"), "\(piped.error)")
        // A result that says no shard was written by an earlier version.
        let earlier = try #require(
            try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: whole))) as? [String: Any])
        let withoutShard = try #require((earlier["replay"] as? [String: Any])?.filter { $0.key != "shard" })
        let old = try shell.file(holding: try resealedResult(command: "replay", section: "replay", withoutShard))
        let refusedOld = try merge([old])
        #expect(refusedOld.code == 65 && refusedOld.error.contains("earlier version"), "\(refusedOld.error)")
    }

    @Test("A merge refuses a shard whose figures were edited or do not add up, naming the file")
    func editedFiguresRefused() throws {
        let shell = ShellHarness()
        let path = try shell.file(holding: Self.log)
        let result = try String(
            contentsOfFile: try shell.resultFile(["replay", "--events", path, "--json"]), encoding: .utf8)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(result.utf8)) as? [String: Any])
        let figures = try #require(object["replay"] as? [String: Any])
        let policy = try #require((figures["policies"] as? [[String: Any]])?.first)
        #expect(try shell.run(["replay", "merge", try shell.file(holding: result)], useStore: false).code == 0)
        // An edited count, an edited percentile: the checksum differs.
        for (from, to) in [(#""users":2"#, #""users":3"#), (#""p50":"#, #""p50":7,"x":"#)] {
            let edited = try shell.file(holding: result.replacingOccurrences(of: from, with: to))
            let run = try shell.run(["replay", "merge", edited], useStore: false)
            #expect(run.code == 65 && run.error.contains("it was edited"), "\(run.error)")
            #expect(run.error.contains(String(edited.prefix(40))), "names the file")
        }
        // Figures that do not add up, even sealed again; a shard's number written with a fraction.
        var more = policy
        more["everAsked"] = 3
        let unsound = try resealedResult(
            command: "replay", section: "replay", figures.merging(["policies": [more]]) { $1 })
        // `1.0` reads back as the number 1, so the checksum holds: the shard's number is refused as a fraction.
        let fraction = result.replacingOccurrences(of: #""index":1,"#, with: #""index":1.0,"#)
        #expect(fraction != result)
        for (text, problem) in [(unsound, "do not add up: 3 users asked of 2"), (fraction, "says no shard")] {
            let run = try shell.run(["replay", "merge", try shell.file(holding: text)], useStore: false)
            #expect(run.code == 65 && run.error.contains(problem), "\(run.error)")
        }
        // A population run's shard with an edited user count.
        let population = try #require(
            try JSONSerialization.jsonObject(
                with: Data(
                    contentsOf: URL(
                        fileURLWithPath: try shell.resultFile(["simulate", "--population", "20", "--json"])))
            ) as? [String: Any])
        var run20 = try #require(population["population"] as? [String: Any])
        run20["users"] = 21
        let editedUsers = try shell.file(
            holding: String(
                decoding: try JSONSerialization.data(withJSONObject: ["command": "simulate", "population": run20]),
                as: UTF8.self))
        let run = try shell.run(["simulate", "merge", editedUsers], useStore: false)
        #expect(run.code == 65 && run.error.contains("it was edited"), "\(run.error)")
    }

    /// A user who installed within the log: an install line, then a launch.
    static let installLines = [
        #"{"user": "c", "time": "2026-02-20T08:00:00Z", "event": "install"}"#,
        #"{"user": "c", "time": "2026-03-01T08:00:00Z", "event": "launch"}"#,
    ]

    @Test(
        "Install lines: the table's first line and --json say how many users installed within the log, --installed-within-log replays only them, and a merge keeps the two apart"
    )
    func installs() throws {
        let shell = ShellHarness()
        let path = try shell.file(holding: Self.log + Self.installLines.joined(separator: "\n") + "\n")
        let table = try shell.run(["replay", "--events", path], useStore: false)
        #expect(table.code == 0, "\(table.error)")
        #expect(
            table.out.hasPrefix(
                "Replay: 3 users from the log (1 from their install; the others' histories may start before the log);"),
            "\(table.out)")
        let json = try shell.run(["replay", "--events", path, "--json"], useStore: false)
        let replay = try #require(try json.json()["replay"] as? [String: Any])
        let apple = try #require((replay["policies"] as? [[String: Any]])?.first)
        #expect(apple["installedInLog"] as? Int == 1 && apple["users"] as? Int == 3)
        #expect(replay["installedWithinLogOnly"] as? Bool == false)
        let only = try shell.run(["replay", "--events", path, "--installed-within-log"], useStore: false)
        #expect(only.out.hasPrefix("Replay: 1 user installed within the log (the others left out);"), "\(only.out)")
        // Without install lines, the first line says nothing of installs.
        let plain = try shell.run(["replay", "--events", try shell.file(holding: Self.log)], useStore: false)
        #expect(plain.out.hasPrefix("Replay: 2 users from the log; pre-prompt"), "\(plain.out)")
        // Shards of a replay of every user and of one of installed users only do not add up.
        let first = try shell.resultFile(["replay", "--events", path, "--json", "--shard", "1/2"])
        let second = try shell.resultFile(
            ["replay", "--events", path, "--json", "--shard", "2/2", "--installed-within-log"])
        let merged = try shell.run(["replay", "merge", first, second], useStore: false)
        #expect(merged.code == 65 && merged.error.contains("--installed-within-log"), "\(merged.error)")
    }

    @Test(
        "An install before the log: the table's first line and --json count it apart, --installed-within-log leaves it out, and shards' counts add up"
    )
    func installsBeforeTheLog() throws {
        let shell = ShellHarness()
        let lines =
            (Self.installLines + [
                #"{"user": "d", "time": "2025-11-02T08:00:00Z", "event": "installBeforeLog"}"#,
                #"{"user": "d", "time": "2026-03-01T08:00:00Z", "event": "launch"}"#,
            ]).joined(separator: "\n")
        let path = try shell.file(holding: Self.log + lines + "\n")
        let table = try shell.run(["replay", "--events", path], useStore: false)
        #expect(
            table.out.hasPrefix(
                "Replay: 4 users from the log (1 from their install, 1 from an install before the log; the others' histories may start before the log);"
            ),
            "\(table.out)")
        let whole = try shell.run(["replay", "--events", path, "--json"], useStore: false)
        let apple = try #require(
            ((try whole.json()["replay"] as? [String: Any])?["policies"] as? [[String: Any]])?.first)
        #expect(apple["installedBeforeLog"] as? Int == 1 && apple["installedInLog"] as? Int == 1)
        let only = try shell.run(["replay", "--events", path, "--installed-within-log"], useStore: false)
        #expect(only.out.hasPrefix("Replay: 1 user installed within the log"), "\(only.out)")
        let shards = try (1...3).map {
            try shell.resultFile(["replay", "--events", path, "--json", "--shard", "\($0)/3"])
        }
        let merged = try shell.run(["replay", "merge", "--json"] + shards, useStore: false)
        #expect(merged.code == 0, "\(merged.error)")
        #expect(merged.out == whole.out)
    }

    @Test(
        "--format reads a vendor's export and names it in --json; an unknown format or mapping file is refused; shards read in two formats do not merge"
    )
    func exportFormats() throws {
        let shell = ShellHarness()
        let export = [
            #"{"distinct_id":"a","event":"Application Installed","timestamp":"2026-03-01T09:59:00Z","$lib":"posthog-ios"}"#,
            #"{"distinct_id":"a","event":"Application Opened","timestamp":"2026-03-01T10:00:00Z"}"#,
            #"{"distinct_id":"a","event":"$identify","timestamp":"2026-03-01T10:00:01Z"}"#,
            #"{"distinct_id":"b","event":"Application Opened","timestamp":"2026-03-01T10:00:00Z"}"#,
        ].map { $0 + "\n" }.joined()
        let path = try shell.file(holding: export)
        let json = try shell.run(["replay", "--events", path, "--format", "posthog", "--json"], useStore: false)
        let replay = try #require(try json.json()["replay"] as? [String: Any])
        let apple = try #require((replay["policies"] as? [[String: Any]])?.first)
        #expect(replay["format"] as? String == "posthog")
        #expect(apple["users"] as? Int == 2 && apple["installedInLog"] as? Int == 1)
        let own = try shell.run(["replay", "--events", path], useStore: false)
        #expect(own.code == 65, "not the package's own log lines")
        let unknown = try shell.run(["replay", "--events", path, "--format", "heap"], useStore: false)
        #expect(unknown.code == 64 && unknown.error.contains("firebase, amplitude, mixpanel, segment, posthog"))
        #expect(!unknown.error.contains("did you mean"), "nothing is near 'heap'")
        let mistyped = try shell.run(["replay", "--events", path, "--format", "amplitudee"], useStore: false)
        #expect(mistyped.code == 64 && mistyped.error.contains("(did you mean amplitude?)"), "\(mistyped.error)")
        let mapping = try shell.file(holding: #"{"format": "posthog", "ask": "Export"}"#)
        let invalid = try shell.run(["replay", "--events", path, "--format", mapping], useStore: false)
        #expect(invalid.code == 65 && invalid.error.contains("ask"), "\(invalid.error)")
        let first = try shell.resultFile([
            "replay", "--events", path, "--json", "--shard", "1/2", "--format", "posthog",
        ])
        let valid = try shell.file(holding: #"{"format": "posthog", "completed": ["Export"]}"#)
        let second = try shell.resultFile(["replay", "--events", path, "--json", "--shard", "2/2", "--format", valid])
        let merged = try shell.run(["replay", "merge", first, second], useStore: false)
        #expect(merged.code == 65 && merged.error.contains("--format"), "\(merged.error)")
        let fit = try shell.run(
            ["population", "fit", "--events", path, "--format", "posthog", "--json"], useStore: false)
        #expect(fit.code == 0, "\(fit.error)")
    }

    @Test(
        "A policy whose events the export never holds is a warning naming the mapping that fixes it, in the table and --json; summed across shards"
    )
    func noSilentZero() throws {
        let shell = ShellHarness()
        let export = [
            #"{"distinct_id":"a","event":"Application Opened","timestamp":"2026-03-01T10:00:00Z"}"#,
            #"{"distinct_id":"a","event":"Workout Done","timestamp":"2026-03-01T10:01:00Z"}"#,
            #"{"distinct_id":"b","event":"Application Opened","timestamp":"2026-03-01T10:00:00Z"}"#,
        ].map { $0 + "\n" }.joined()
        let path = try shell.file(holding: export)
        let table = try shell.run(
            ["replay", "--events", path, "--format", "posthog", "--compare", "apple"], useStore: false)
        #expect(table.code == 0, "\(table.error)")
        #expect(
            table.out.contains(
                #"warning (apple): the policy asks at a completed process, which no posthog event in the log is, so it asks nobody for it; name the app's event for it in a mapping file (--format FILE): {"format": "posthog", "completed": ["YOUR_EVENT"]}; in the log, the log holds no processCompleted event."#
            ), "\(table.out)")
        let json = try shell.run(["replay", "--events", path, "--format", "posthog", "--json"], useStore: false)
        let apple = try #require(
            ((try json.json()["replay"] as? [String: Any])?["policies"] as? [[String: Any]])?.first)
        #expect((apple["eventsInLog"] as? [String: Int]) == ["processCompleted": 0])
        let codes = (apple["warnings"] as? [[String: Any]])?.compactMap { $0["code"] as? String } ?? []
        #expect(codes.contains("eventNotInLog"), "\(codes)")
        let mapping = try shell.file(holding: #"{"format": "posthog", "completed": ["Workout Done"]}"#)
        let mapped = try shell.run(["replay", "--events", path, "--format", mapping, "--json"], useStore: false)
        let mappedApple = try #require(
            ((try mapped.json()["replay"] as? [String: Any])?["policies"] as? [[String: Any]])?.first)
        #expect((mappedApple["eventsInLog"] as? [String: Int]) == ["processCompleted": 1])
        #expect(!(mapped.out.contains("eventNotInLog")))
        // One shard holds the completion, the other none: merged, the log holds it and warns of nothing.
        let shards = try (1...2).map {
            try shell.resultFile(["replay", "--events", path, "--format", mapping, "--json", "--shard", "\($0)/2"])
        }
        let parts = try shards.map { try String(contentsOfFile: $0, encoding: .utf8) }
        #expect(parts.contains { $0.contains("eventNotInLog") }, "a shard alone warns")
        let merged = try shell.run(["replay", "merge"] + shards + ["--json"], useStore: false)
        #expect(merged.code == 0 && !merged.out.contains("eventNotInLog"), "\(merged.error)")
        #expect(merged.out == mapped.out, "the merge prints what one replay prints")
    }

    @Test(
        "Another platform's and another app's lines are left out, said in the table's first lines and --json; --all-platforms and --app-id go with --format"
    )
    func linesLeftOut() throws {
        let shell = ShellHarness()
        let export = [
            #"{"event_timestamp":"1772359200000000","event_name":"session_start","user_pseudo_id":"a","platform":"IOS","app_info":{"id":"com.example"}}"#,
            #"{"event_timestamp":"1772359200000000","event_name":"session_start","user_pseudo_id":"b","platform":"ANDROID","app_info":{"id":"com.example"}}"#,
            #"{"event_timestamp":"1772359200000000","event_name":"session_start","user_pseudo_id":"c","platform":"IOS","app_info":{"id":"com.example.uat"}}"#,
        ].map { $0 + "\n" }.joined()
        let path = try shell.file(holding: export)
        let table = try shell.run(
            ["replay", "--events", path, "--format", "firebase", "--app-id", "com.example"], useStore: false)
        #expect(table.code == 0, "\(table.error)")
        #expect(
            table.out.contains(
                "Left out: 2 of 3 lines read (app com.example.uat 1, platform ANDROID 1), 1 used; 2 users (app com.example.uat 1, platform ANDROID 1) of 3 in the log; --all-platforms keeps every platform's."
            ), "\(table.out)")
        let json = try shell.run(["replay", "--events", path, "--format", "firebase", "--json"], useStore: false)
        let replay = try #require(try json.json()["replay"] as? [String: Any])
        let apple = try #require((replay["policies"] as? [[String: Any]])?.first)
        #expect(apple["users"] as? Int == 2 && apple["usersLeftOut"] as? Int == 1)
        #expect((apple["linesLeftOut"] as? [String: Int]) == ["platform ANDROID": 1])
        #expect((apple["usersLeftOutBy"] as? [String: Int]) == ["platform ANDROID": 1])
        #expect(apple["linesRead"] as? Int == 3 && apple["linesUsed"] as? Int == 2 && apple["usersInLog"] as? Int == 3)
        let every = try shell.run(
            ["replay", "--events", path, "--format", "firebase", "--all-platforms", "--json"], useStore: false)
        let everyReplay = try #require(try every.json()["replay"] as? [String: Any])
        #expect(everyReplay["format"] as? String == "firebase every platform")
        for options in [["--all-platforms"], ["--app-id", "com.example"]] {
            let alone = try shell.run(["replay", "--events", path] + options, useStore: false)
            #expect(alone.code == 64 && alone.error.contains("goes with --format"), "\(alone.error)")
        }
        let noApp = try shell.run(
            ["replay", "--events", path, "--format", "amplitude", "--app-id", "x"], useStore: false)
        #expect(noApp.code == 64 && noApp.error.contains("name no app"), "\(noApp.error)")
        let fit = try shell.run(
            [
                "population", "fit", "--events", path, "--format", "firebase", "--all-platforms", "--app-id",
                "com.example",
            ],
            useStore: false)
        #expect(fit.code == 0, "\(fit.error)")
    }

    @Test(
        "--user-key account reads the signed-in id first and says so in --json; it merges only with shards read the same way, and goes with --format"
    )
    func userKeys() throws {
        let shell = ShellHarness()
        let export = [
            #"{"event":"Application Opened","timestamp":"2026-03-01T10:00:00Z","distinct_id":"d1","properties":{"$device_id":"d1"}}"#,
            #"{"event":"Application Opened","timestamp":"2026-03-01T10:05:00Z","distinct_id":"alice","properties":{"$device_id":"d1"}}"#,
        ].map { $0 + "\n" }.joined()
        let path = try shell.file(holding: export)
        func replay(_ extra: [String]) throws -> [String: Any] {
            let run = try shell.run(
                ["replay", "--events", path, "--format", "posthog", "--json"] + extra, useStore: false)
            return try #require(try run.json()["replay"] as? [String: Any])
        }
        let install = try replay([])
        let account = try replay(["--user-key", "account"])
        #expect(install["format"] as? String == "posthog" && account["format"] as? String == "posthog by account")
        let users = { (replay: [String: Any]) in (replay["policies"] as? [[String: Any]])?.first?["users"] as? Int }
        #expect(users(install) == 1 && users(account) == 2, "one install; by account, a device that signed in splits")
        let first = try shell.resultFile([
            "replay", "--events", path, "--json", "--shard", "1/2", "--format", "posthog",
        ])
        let second = try shell.resultFile([
            "replay", "--events", path, "--json", "--shard", "2/2", "--format", "posthog", "--user-key", "account",
        ])
        let merged = try shell.run(["replay", "merge", first, second], useStore: false)
        #expect(merged.code == 65 && merged.error.contains("--format"), "\(merged.error)")
        let alone = try shell.run(["replay", "--events", path, "--user-key", "account"], useStore: false)
        #expect(alone.code == 64 && alone.error.contains("goes with --format"), "\(alone.error)")
        let wrong = try shell.run(
            ["replay", "--events", path, "--format", "posthog", "--user-key", "device"], useStore: false)
        #expect(wrong.code == 64 && wrong.error.contains("install or account"), "\(wrong.error)")
    }

    @Test(
        "A merge reads a result as strictly as a policy file: a key twice, a count that is negative, a fraction, true, past the bound or near Int.max, another key at the top and an oversized file are refused; nothing crashes"
    )
    func strictResults() throws {
        let shell = ShellHarness()
        let log = (0..<5).map { #"{"user": "u\#($0)", "time": "2026-03-01T10:00:00Z", "event": "launch"}"# + "\n" }
        let path = try shell.file(holding: log.joined())
        let whole = try String(
            contentsOfFile: try shell.resultFile(["replay", "--events", path, "--json"]), encoding: .utf8)
        #expect(whole.contains(#""users":5"#) && whole.contains(#""histogram":["#), "\(whole)")
        let histogram = try #require(whole.range(of: #""histogram":["#))
        var cases: [(label: String, text: String)] = [
            (
                "a key twice",
                whole.replacingOccurrences(
                    of: #"{"command":"replay","#, with: #"{"command":"replay","command":"replay","#)
            ),
            (
                "another key at the top",
                whole.replacingOccurrences(of: #"{"command":"replay","#, with: #"{"extra":1,"command":"replay","#)
            ),
            ("over 1 MiB", whole + String(repeating: " ", count: 1 << 20)),
        ]
        for value in ["-7", "2.9", "1e300", "true", "9223372036854775000", "900719925475"] {
            cases.append(("users \(value)", whole.replacingOccurrences(of: #""users":5"#, with: #""users":\#(value)"#)))
            cases.append(
                ("histogram \(value)", whole.replacingCharacters(in: histogram, with: #""histogram":[\#(value),"#)))
        }
        for (label, text) in cases {
            let run = try shell.run(["replay", "merge", try shell.file(holding: text), "--json"], useStore: false)
            #expect(run.code == 65 && run.out.isEmpty, "\(label): \(run.code) \(run.error)")
        }
        // The largest count a result may hold still merges (its figures sealed again: an edit is refused).
        let largest = whole.replacingOccurrences(of: #""users":5"#, with: #""users":900719925474"#)
        #expect(try shell.run(["replay", "merge", try shell.file(holding: largest)], useStore: false).code == 65)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(largest.utf8)) as? [String: Any])
        let sealed = try resealedResult(
            command: "replay", section: "replay", try #require(object["replay"] as? [String: Any]))
        #expect(try shell.run(["replay", "merge", try shell.file(holding: sealed)], useStore: false).code == 0)
        // Fewer than 10,000 files, as the bound on counts assumes.
        let tooMany = try shell.run(["replay", "merge"] + Array(repeating: path, count: 10_000), useStore: false)
        #expect(tooMany.code == 64 && tooMany.error.contains("unexpected argument"), "\(tooMany.error)")
    }

    @Test(
        "An event line with \"ask\": true is an ask moment, as 'event NAME --ask' is live: the replay asks where the live use case asks; without it, never; on a launch it is a problem"
    )
    func askLines() throws {
        let shell = ShellHarness()
        let policy = try shell.file(
            holding:
                #"{"format": 1, "name": "exports", "moments": ["processCompleted"], "conditions": [{"minimumEventCount": {"event": "exportDone", "count": 2}}]}"#
        )
        func line(_ time: String, _ event: String, asks: Bool) -> String {
            #"{"user": "u", "time": "2026-03-01T\#(time):00:00Z", "event": "\#(event)"\#(asks ? #", "ask": true"# : "")}"#
        }
        let asking = [
            line("09", "launch", asks: false), line("10", "exportDone", asks: true),
            line("11", "exportDone", asks: true),
        ]
        func requests(_ lines: [String]) throws -> (Int, [[String: Any]]) {
            let run = try shell.run(
                ["replay", "--events", "-", "--policy-file", policy, "--json"], input: lines.joined(separator: "\n"),
                useStore: false)
            #expect(run.code == 0, "\(run.error)")
            let figures = try #require((try run.json()["replay"] as? [String: Any])?["policies"] as? [[String: Any]])
            return (figures[0]["systemRequests"] as? Int ?? -1, figures[0]["asksAfterEvent"] as? [[String: Any]] ?? [])
        }
        let (asked, after) = try requests(asking)
        #expect(asked == 1 && after.first?["event"] as? String == "exportDone")
        #expect(try requests(asking.map { $0.replacingOccurrences(of: #", "ask": true"#, with: "") }).0 == 0)
        // The live path: the same events, through the command line's use case.
        var prompted: [Bool] = []
        for (hour, command) in [
            ("09", ["launch"]), ("10", ["event", "exportDone", "--ask"]), ("11", ["event", "exportDone", "--ask"]),
        ] {
            let run = try shell.run(
                command + ["--policy-file", policy, "--now", "2026-03-01T\(hour):00:00Z", "--pause", "0", "--json"])
            #expect(run.code == 0, "\(run.error)")
            prompted.append(try run.json()["prompted"] as? Bool ?? false)
        }
        #expect(prompted == [false, false, true], "the replay asks where the live use case asks")
        let launch = try shell.run(
            ["replay", "--events", "-", "--json"], input: line("09", "launch", asks: true), useStore: false)
        #expect(launch.code == 65 && launch.error.contains("ask: found true on a launch"), "\(launch.error)")
    }

    @Test("--per-user writes one row per ask, and --hash-ids replaces the ids, not the figures")
    func perUserRows() throws {
        let shell = ShellHarness()
        let rows = shell.home.appendingPathComponent("asks.csv")
        let arguments = ["replay", "--events", "-", "--compare", "apple", "--json", "--per-user", rows.path]
        let plain = try shell.run(arguments, input: Self.log, useStore: false)
        #expect(plain.code == 0, "\(plain.error)")
        let written = try String(contentsOf: rows, encoding: .utf8)
        #expect(
            written
                == "user,policy,time,kind,event,version,answer\na,apple,2026-03-01T10:04:00Z,systemRequest,processCompleted,2.0,\n"
        )
        // A pre-prompt's row names the answer the user was assumed to give.
        let prePrompted = try shell.run(
            [
                "replay", "--events", "-", "--compare", "searchconsole", "--answers", "rate=0,later=1,decline=0",
                "--json",
                "--per-user", rows.path,
            ], input: Self.log, useStore: false)
        #expect(prePrompted.code == 0, "\(prePrompted.error)")
        let prePromptRows = try String(contentsOf: rows, encoding: .utf8).split(separator: "\n").dropFirst()
        #expect(
            !prePromptRows.isEmpty
                && prePromptRows.allSatisfy { $0.hasSuffix(",prePrompt,") == false && $0.hasSuffix(",later") },
            "\(prePromptRows)")
        let hashed = try shell.run(arguments + ["--hash-ids"], input: Self.log, useStore: false)
        #expect(hashed.out == plain.out, "the same figures")
        let hashedRows = try String(contentsOf: rows, encoding: .utf8).split(separator: "\n")
        let id = try #require(hashedRows.last?.split(separator: ",").first)
        #expect(id.count == 16 && id.allSatisfy(\.isHexDigit) && !Self.log.contains(String(id)))
        let folder = try shell.run(
            ["replay", "--events", "-", "--per-user", shell.home.path], input: Self.log, useStore: false)
        #expect(folder.code == 64 || folder.code == 73, "\(folder.error)")
    }

    @Test("population sample writes a log replay reads, the same for the same arguments")
    func populationSample() throws {
        let shell = ShellHarness()
        let arguments = ["population", "sample", "--users", "40", "--days", "20", "--seed", "3"]
        let sample = try shell.run(arguments, useStore: false)
        #expect(sample.code == 0, "\(sample.error)")
        #expect(sample.outLines.count > 40)
        #expect(try shell.run(arguments, useStore: false).out == sample.out)
        let replayed = try shell.run(["replay", "--events", "-", "--json"], input: sample.out, useStore: false)
        #expect(replayed.code == 0, "\(replayed.error)")
        let users = Set(sample.outLines.compactMap { $0.split(separator: "\"").dropFirst(3).first })
        let figures = try #require((try replayed.json()["replay"] as? [String: Any])?["policies"] as? [[String: Any]])
        #expect(figures.first?["users"] as? Int == users.count)
        for bad in [["population", "sample", "--users", "0"], ["population", "show", "--users", "3"]] {
            #expect(try shell.run(bad, useStore: false).code == 64, "\(bad)")
        }
    }

    @Test("A bad log is exit 65 with every problem, a missing one 66, bad options 64; nothing is printed")
    func badInput() throws {
        let shell = ShellHarness()
        let unsorted = Self.log.replacingOccurrences(of: "2026-03-03T10:01:00Z", with: "2026-03-03T09:00:00Z")
        // Read once from standard input, a log out of order is refused (a file is read again in any order).
        let bad = try shell.run(["replay", "--events", "-"], input: unsorted, useStore: false)
        #expect(bad.code == 65)
        #expect(bad.out.isEmpty)
        #expect(bad.error.contains("is not a valid event log (1 problem, below); nothing was replayed"))
        #expect(bad.error.contains("line 7: 2026-03-03T09:00:00Z is earlier than the event on line 6"))
        let empty = try shell.run(["replay", "--events", try shell.file(holding: "")], useStore: false)
        #expect(empty.code == 65 && empty.error.contains("the log is empty"))
        let missing = try shell.run(["replay", "--events", shell.home.appendingPathComponent("no.jsonl").path])
        #expect(missing.code == 66 && missing.error.contains("no such file"))
        // A folder where a file should be: 66, saying it is a folder (a log's folder holds files only).
        let nested = shell.home.appendingPathComponent("log/more")
        try FileManager.default.createDirectory(at: nested, withIntermediateDirectories: true)
        let log = nested.deletingLastPathComponent().path
        for arguments in [
            ["replay", "--events", log], ["population", "fit", "--events", log],
            ["replay", "merge", shell.home.path], ["simulate", "merge", shell.home.path],
        ] {
            let folder = try shell.run(arguments, useStore: false)
            #expect(folder.code == 66 && folder.error.contains("is a folder"), "\(arguments): \(folder.error)")
            #expect(folder.out.isEmpty)
        }
        for arguments in [
            ["replay"], ["replay", "--events", "-", "--answers", "rate=2,maybe=1"],
            ["replay", "--events", "-", "--signed-out"], ["replay", "--events", "-", "--compare", "apple,nope"],
            ["replay", "--events", "-", "--shard", "3/2"], ["replay", "--events", "-", "--shard", "1/0"],
            ["replay", "--events", "-", "--threads", "0"], ["replay", "--events", "-", "--threads", "257"],
            ["replay", "merge"], ["replay", "extra", "--events", "-"],
        ] {
            let run = try shell.run(arguments, input: Self.log, useStore: false)
            #expect(run.code == 64, "\(arguments): \(run.error)")
            #expect(run.out.isEmpty)
        }
    }

    @Test("The table names each policy's figures and the warnings with the log's figure")
    func table() throws {
        let shell = ShellHarness()
        let run = try shell.run(["replay", "--events", "-"], input: Self.log, useStore: false)
        #expect(run.code == 0, "\(run.error)")
        #expect(run.outLines.first?.hasPrefix("Replay: 2 users from the log") == true)
        #expect(run.outLines.contains { $0.hasPrefix("users asked in their first session") && $0.hasSuffix("50.0%") })
        #expect(run.outLines.contains { $0.hasPrefix("warning (apple): ") && $0.contains("1 of 2 users") })
    }
}

@Suite("replay: an export without launches says so, and --sessions-after-idle derives them")
struct ShellSessionsTests {
    static let export = [
        #"{"type":"track","event":"done","anonymousId":"a","messageId":"1","timestamp":"2026-03-01T10:00:00Z"}"#,
        #"{"type":"track","event":"done","anonymousId":"a","messageId":"2","timestamp":"2026-03-09T10:00:00Z"}"#,
    ].map { $0 + "\n" }.joined()

    @Test(
        "A launch-less Segment export warns (noLaunchInLog) naming the lifecycle events and the option; derived, it does not"
    )
    func warnedAndDerived() throws {
        let shell = ShellHarness()
        let path = try shell.file(holding: Self.export)
        let logged = try shell.run(["replay", "--events", path, "--format", "segment", "--json"], useStore: false)
        #expect(logged.code == 0, "\(logged.error)")
        let policy = try #require(
            ((try logged.json()["replay"] as? [String: Any])?["policies"] as? [[String: Any]])?.first)
        let warnings = try #require(policy["warnings"] as? [[String: Any]])
        let warning = try #require(warnings.first { $0["code"] as? String == "noLaunchInLog" })
        #expect((warning["message"] as? String)?.contains("trackApplicationLifecycleEvents") == true)
        #expect((warning["message"] as? String)?.contains("--sessions-after-idle 30m") == true)
        #expect(policy["launchesInLog"] as? Int == 0)
        let derived = try shell.run(
            ["replay", "--events", path, "--format", "segment", "--sessions-after-idle", "30m", "--json"],
            useStore: false)
        #expect(derived.code == 0, "\(derived.error)")
        let replay = try #require(try derived.json()["replay"] as? [String: Any])
        #expect((replay["format"] as? String)?.hasSuffix("sessions after 1800 s idle") == true)
        let derivedPolicy = try #require((replay["policies"] as? [[String: Any]])?.first)
        #expect(derivedPolicy["launchesInLog"] as? Int == 2)
        let derivedWarnings = derivedPolicy["warnings"] as? [[String: Any]] ?? []
        #expect(!derivedWarnings.contains { $0["code"] as? String == "noLaunchInLog" })
        let table = try shell.run(["replay", "--events", path, "--format", "segment"], useStore: false)
        #expect(table.out.contains("the log holds no launch"), "\(table.out)")
    }

    @Test("--sessions-after-idle goes with --format, and takes a duration from 1m to 1d (64)")
    func refused() throws {
        let shell = ShellHarness()
        let path = try shell.file(holding: Self.export)
        #expect(
            try shell.run(["replay", "--events", path, "--sessions-after-idle", "30m"], useStore: false).code == 64)
        for value in ["30", "10s", "2d", "soon"] {
            let run = try shell.run(
                ["replay", "--events", path, "--format", "segment", "--sessions-after-idle", value], useStore: false)
            #expect(run.code == 64, "\(value): \(run.error)")
        }
    }
}

@Suite("replay: a refused log says what fixes it")
struct ShellReplayHintTests {
    static let unsorted = [
        #"{"user": "a", "time": "2026-03-01T10:00:00Z", "event": "launch"}"#,
        #"{"user": "b", "time": "2026-03-01T10:00:00Z", "event": "launch"}"#,
        #"{"user": "a", "time": "2026-03-01T11:00:00Z", "event": "launch"}"#,
    ].map { $0 + "\n" }.joined()

    @Test("Standard input out of order names --any-order and the file's path")
    func standardInput() throws {
        let shell = ShellHarness()
        let run = try shell.run(["replay", "--events", "-"], input: Self.unsorted, useStore: false)
        #expect(
            run.code == 65 && run.error.contains("--any-order") && run.error.contains("file's path"), "\(run.error)")
    }

    @Test("A shard of an unsorted file's bytes names replay partition")
    func shardOfUnsorted() throws {
        let shell = ShellHarness()
        // Two users' lines alternating: each half of the bytes holds both users in blocks.
        let lines = (0..<40).map { index in
            #"{"user": "\#(index % 2 == 0 ? "a" : "b")", "time": "2026-03-01T10:\#(10 + index):00Z", "event": "launch"}"#
        }
        let path = try shell.file(holding: lines.map { $0 + "\n" }.joined())
        let split = try shell.run(["replay", "--events", path, "--shard", "1/2", "--threads", "1"], useStore: false)
        #expect(split.code == 65 && split.error.contains("replay partition"), "\(split.error)")
    }

    @Test("A BigQuery console download, one JSON array, names the newline-delimited export")
    func jsonArray() throws {
        let shell = ShellHarness()
        let rows =
            #"[{"event_timestamp":"1772359200000000","event_name":"session_start","user_pseudo_id":"a"},"#
            + "\n" + #"{"event_timestamp":"1772359201000000","event_name":"done","user_pseudo_id":"a"}]"#
        let path = try shell.file(holding: rows + "\n")
        let run = try shell.run(["replay", "--events", path, "--format", "firebase"], useStore: false)
        #expect(run.code == 65 && run.error.contains("one JSON array"), "\(run.error)")
    }

    @Test("Another vendor's line names the format that reads it")
    func otherVendor() throws {
        let shell = ShellHarness()
        let segment =
            #"{"type":"track","event":"Application Opened","anonymousId":"a","timestamp":"2026-03-01T10:00:00Z"}"#
        let path = try shell.file(holding: segment + "\n")
        let run = try shell.run(["replay", "--events", path, "--format", "firebase"], useStore: false)
        #expect(run.code == 65 && run.error.contains("--format segment"), "\(run.error)")
        let own = try shell.file(holding: #"{"user": "a", "time": "2026-03-01T10:00:00Z", "event": "launch"}"# + "\n")
        let asExport = try shell.run(["replay", "--events", own, "--format", "posthog"], useStore: false)
        #expect(asExport.code == 65 && asExport.error.contains("without --format"), "\(asExport.error)")
    }
}
