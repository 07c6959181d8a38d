import AskForReviewDomain
import AskForReviewSimulation
import Foundation
import TestSupport
import Testing

@Suite("Reading an event log strictly")
struct EventLogReadingTests {
    /// The outcomes of replaying `log` under the apple preset, read from a file, the ids hashed when
    /// `hashesUserIDs`, as a sorted log (so that its order's problems are told).
    func replay(_ log: Data, hashesUserIDs: Bool = false) throws -> [PolicyOutcome] {
        let file = ScratchFolder.url.appendingPathComponent("log-\(UUID().uuidString).jsonl")
        try log.write(to: file)
        defer { try? FileManager.default.removeItem(at: file) }
        let handle = try FileHandle(forReadingFrom: file)
        defer { try? handle.close() }
        return try LogReplay(policies: [.apple], hashesUserIDs: hashesUserIDs).run(
            readingLogFrom: handle, order: .sorted)
    }

    /// The problems `log` is refused with.
    func problems(_ log: String) throws -> [String] {
        try problems(Data(log.utf8))
    }

    func problems(_ log: Data) throws -> [String] {
        do {
            _ = try replay(log)
        } catch let error as EventLogError {
            return error.problems
        }
        Issue.record("the log was accepted")
        return []
    }

    static let launch = #"{"user": "a", "time": "2026-03-01T10:00:00Z", "event": "launch"}"#

    @Test("A well-formed log reads, with CRLF line ends and no newline at the end")
    func wellFormed() throws {
        let log = [
            Self.launch, #"{"user":"a","time":"2026-03-01T10:05:00Z","event":"processCompleted","version":"1.2"}"#,
            #"{"user": "b", "time": "2026-02-01T09:00:00.5+01:00", "event": "export", "weight": 2.5, "bad": false}"#,
        ].joined(separator: "\r\n")
        let outcome = try #require(try replay(Data(log.utf8)).first)
        #expect(outcome.users == 2)
    }

    @Test("An empty log is refused")
    func empty() throws {
        #expect(try problems("") == ["the log is empty"])
    }

    @Test("Each kind of bad line is named with its line, every problem at once, and nothing is replayed")
    func badLines() throws {
        let log = [
            Self.launch,
            #"{"user": "a", "time": "yesterday", "event": "launch"}"#,
            "",
            #"{"user": "a", "time": "2026-03-01T11:00:00Z", "event": "launch", "colour": "red"}"#,
            #"{"user": "a", "time": "2026-03-01T12:00:00Z", "event": "no spaces please"}"#,
            #"{"user": "a", "time": "2026-03-01T12:00:00Z", "event": "launch", "weight": "heavy", "bad": 1}"#,
            #"{"user": "a", "time": "2026-03-01T12:00:00Z"}"#,
            #"["not", "an", "object"]"#,
        ].joined(separator: "\n")
        let found = try problems(log)
        #expect(found.count == 8, "\(found)")
        let expected = [
            (2, "time"), (3, "empty line"), (4, "colour"), (5, "event"), (6, "weight"), (6, "bad"), (7, "event"),
            (8, "an object"),
        ]
        for (problem, (line, words)) in zip(found, expected) {
            #expect(problem.hasPrefix("line \(line): ") && problem.contains(words), "\(problem)")
        }
    }

    @Test(
        "A time before 1970 (a zero time of some languages) or after 2099 is refused with its line, by the plain reading and the strict one alike; the edges read"
    )
    func timesInRange() throws {
        let log = [
            #"{"user": "a", "time": "0001-01-01T00:00:00Z", "event": "launch"}"#,
            #"{"user": "a", "time": "1969-12-31T23:59:59Z", "event": "launch", "weight": 1}"#,
            #"{"user": "a", "time": "1970-01-01T00:00:00Z", "event": "launch"}"#,
            #"{"user": "a", "time": "2099-12-31T23:59:59Z", "event": "launch"}"#,
            #"{"user": "b", "time": "2100-01-01T00:00:00Z", "event": "launch"}"#,
            #"{"user": "b", "time": "9999-12-31T00:00:00Z", "event": "launch", "colour": "red"}"#,
        ].joined(separator: "\n")
        let found = try problems(log)
        #expect(found.count == 5, "\(found)")
        for (problem, line) in zip(found, [1, 2, 5, 6]) {
            #expect(
                problem.hasPrefix("line \(line): time: ") && problem.contains("from 1970-01-01T00:00:00Z"), "\(problem)"
            )
        }
        let edges = [
            #"{"user": "a", "time": "1970-01-01T00:00:00Z", "event": "launch"}"#,
            #"{"user": "a", "time": "2099-12-31T23:59:59Z", "event": "launch"}"#,
        ].joined(separator: "\n")
        #expect(try replay(Data(edges.utf8)).first?.users == 1)
    }

    @Test(
        "User ids compare byte for byte: two ids Unicode calls equal but written apart are two users, with or without --hash-ids"
    )
    func idsByBytes() throws {
        let log = [
            #"{"user": "caf\#u{E9}", "time": "2026-03-01T09:00:00Z", "event": "launch"}"#,
            #"{"user": "cafe\#u{301}", "time": "2026-03-01T09:00:00Z", "event": "launch"}"#,
        ].joined(separator: "\n")
        #expect("caf\u{E9}" == "cafe\u{301}", "Swift's String equality calls them one")
        let plain = try #require(try replay(Data(log.utf8)).first)
        let hashed = try #require(try replay(Data(log.utf8), hashesUserIDs: true).first)
        #expect(plain.users == 2 && hashed.users == 2)
    }

    @Test(
        "A log compressed otherwise than with gzip is refused in one line naming its compression and the command that reads it"
    )
    func compressedLog() throws {
        for (bytes, format, command) in [
            ([0x42, 0x5A, 0x68, 0x39] as [UInt8], "bzip2", "bzcat"),
            ([0xFD, 0x37, 0x7A, 0x58, 0x5A, 0x00], "xz", "xzcat"), ([0x28, 0xB5, 0x2F, 0xFD], "zstd", "zstdcat"),
        ] {
            let found = try problems(Data(bytes + [UInt8](repeating: 0xC3, count: 5_000) + [0x0A, 0xFF, 0x0A]))
            #expect(found.count == 1, "\(format): \(found)")
            #expect(found.first?.contains("\(format)-compressed") == true && found.first?.contains(command) == true)
        }
    }

    @Test("A user's events out of time order, or in two blocks, are refused with the sort that fixes it")
    func order() throws {
        let log = [
            Self.launch,
            #"{"user": "a", "time": "2026-03-01T09:00:00Z", "event": "launch"}"#,
            #"{"user": "b", "time": "2026-03-01T09:00:00Z", "event": "launch"}"#,
            #"{"user": "a", "time": "2026-03-02T09:00:00Z", "event": "launch"}"#,
        ].joined(separator: "\n")
        let found = try problems(log)
        #expect(found.count == 2, "\(found)")
        #expect(found.first?.hasPrefix("line 2: 2026-03-01T09:00:00Z is earlier than the event on line 1") == true)
        #expect(found.last?.hasPrefix(#"line 4: the events of user "a" were given before"#) == true)
        #expect(found.allSatisfy { $0.contains("sort by user, then time") })
    }

    @Test("Invalid UTF-8 and a line longer than the bound are refused with their lines")
    func bytes() throws {
        var log = Data((Self.launch + "\n").utf8)
        log.append(
            contentsOf: Array(#"{"user": "a"#.utf8) + [0xFF, 0xFE] + Array(#"", "time": "x", "event": "launch"}"#.utf8))
        log.append(
            contentsOf: Array("\n".utf8) + Array(repeating: UInt8(ascii: " "), count: 1_000_001) + Array("\n".utf8))
        log.append(contentsOf: Array(Self.launch.utf8))
        let found = try problems(log)
        #expect(found.count == 2, "\(found)")
        #expect(found.first?.hasPrefix("line 2: ") == true)
        #expect(found.last == "line 3: longer than 1000000 bytes")
    }

    /// A line of exactly `bytes` bytes holding the launch of user `a`: spaces pad it inside the object.
    static func launchLine(bytes: Int) -> [UInt8] {
        let text = #"{"user": "a", "time": "2026-03-01T10:00:00Z", "event": "launch"}"#
        return Array(text.dropLast().utf8) + Array(repeating: UInt8(ascii: " "), count: bytes - text.utf8.count)
            + [UInt8(ascii: "}")]
    }

    @Test("The bound counts a line's own bytes: 1,000,000 read whether LF or CRLF ends it, in one read or split")
    func boundWithoutTheLineEnd() throws {
        let bound = 1_000_000
        for ending in ["\n", "\r\n"] {
            let log = Data(Self.launchLine(bytes: bound) + Array(ending.utf8) + Self.launchLine(bytes: 100))
            #expect(try replay(log).first?.users == 1, "a line of 1,000,000 bytes ended by \(ending.debugDescription)")
            let longer = Data(Self.launchLine(bytes: bound + 1) + Array(ending.utf8))
            #expect(try problems(longer) == ["line 1: longer than 1000000 bytes"])
        }
        // The log is read a mebibyte at a time: the line's end falls across two reads, the carriage
        // return starting the second read, then ending the first.
        for returnAt in [1 << 20, (1 << 20) - 1] {
            var log: [UInt8] = []
            let before = returnAt - 8_192
            while before - log.count > 8_001 + 100 { log += Self.launchLine(bytes: 8_000) + [10] }
            log += Self.launchLine(bytes: before - log.count - 1) + [10]
            log += Self.launchLine(bytes: 8_192) + Array("\r\n".utf8)
            #expect(log.count == returnAt + 2)
            #expect(try replay(Data(log)).first?.users == 1, "carriage return at byte \(returnAt)")
        }
    }

    @Test("A line that is not JSON is worded as the line's, with the line's bound")
    func notJSONWordedAsALine() throws {
        let found = try problems("not json\n")
        #expect(
            found == [
                "line 1: found not valid JSON at column 1: expected a value; allowed: one JSON object of at most 1000000 "
                    + "bytes, nested at most 32 levels"
            ])
        let duplicate = try problems(#"{"user": "a", "user": "b", "time": "2026-03-01T10:00:00Z", "event": "launch"}"#)
        #expect(duplicate.count == 1 && duplicate[0].contains("duplicate key at column 15"), "\(duplicate)")
        #expect(duplicate.allSatisfy { !$0.contains("MiB") && !$0.contains("the file") }, "\(duplicate)")
    }
}
