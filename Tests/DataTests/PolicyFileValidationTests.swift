import AskForReviewData
import AskForReviewDomain
import AskForReviewPolicyFiles
import Foundation
import TestSupport
import Testing

@Suite("Policy files: every problem named, nothing of a bad file used")
struct PolicyFileValidationTests {
    /// A valid file's fields, as JSON members, that a case replaces or adds to.
    static let valid = """
        "format": 1, "name": "mine", "moments": ["processCompleted"],
        "conditions": [{"minimumSessions": {"count": 3}}]
        """

    /// The problems of the file made of `members`, or none when it loads.
    func problems(_ members: String) -> [PolicyFileProblem] {
        problems(of: Data("{\(members)}".utf8))
    }

    func problems(of data: Data) -> [PolicyFileProblem] {
        policyFileProblems(of: data) { data throws(PolicyFileError) in try PolicyFile.policy(from: data) }
    }

    @Test("The valid base file loads")
    func validLoads() throws {
        #expect(problems(Self.valid).isEmpty)
    }

    static let cases: [(label: String, members: String, path: String, found: String)] = [
        ("unknown key", valid + #", "extra": 1"#, "extra", "an unknown key"),
        ("wrong type", #""format": 1, "name": 5, "moments": ["processCompleted"], "conditions": []"#, "name", "5"),
        (
            "negative count",
            #""format": 1, "name": "n", "moments": ["processCompleted"], "conditions": [{"minimumSessions": {"count": -1}}]"#,
            "conditions[0].minimumSessions.count", "-1"
        ),
        (
            "fraction where a count goes",
            #""format": 1, "name": "n", "moments": ["processCompleted"], "conditions": [{"minimumSessions": {"count": 2.5}}]"#,
            "conditions[0].minimumSessions.count", "2.5"
        ),
        ("zero window", valid + #", "systemLimit": {"limit": 3, "window": "0d"}"#, "systemLimit.window", "\"0d\""),
        (
            "a duration that is not one", valid + #", "systemLimit": {"limit": 3, "window": "NaNd"}"#,
            "systemLimit.window",
            "\"NaNd\""
        ),
        (
            "unknown condition",
            #""format": 1, "name": "n", "moments": ["processCompleted"], "conditions": [{"weekly": {}}]"#,
            "conditions[0].weekly", "an unknown condition"
        ),
        (
            "empty anyOf", #""format": 1, "name": "n", "moments": ["processCompleted"], "conditions": [{"anyOf": []}]"#,
            "conditions[0].anyOf", "a list"
        ),
        (
            "duplicate moments",
            #""format": 1, "name": "n", "moments": ["periodicCheck", "periodicCheck"], "conditions": [], "periodicCheckInterval": "1m""#,
            "moments[1]", "\"periodicCheck\" a second time"
        ),
        (
            "missing required field",
            #""format": 1, "name": "n", "moments": ["processCompleted"], "conditions": [{"minimumSessions": {}}]"#,
            "conditions[0].minimumSessions.count", "nothing"
        ),
        (
            "wrong format version", #""format": 3, "name": "n", "moments": ["processCompleted"], "conditions": []"#,
            "format", "3"
        ),
        (
            "a periodic check without its interval",
            #""format": 1, "name": "n", "moments": ["periodicCheck"], "conditions": []"#,
            "periodicCheckInterval", "nothing"
        ),
        (
            "bounds the wrong way round", valid + #", "sessionScoreBounds": {"lower": 5, "upper": 1}"#,
            "sessionScoreBounds",
            "lower 5 above upper 1"
        ),
        (
            "a copy under a key that is not a language tag",
            valid
                + #", "prePrompt": {"title": "t", "message": "m", "rateButton": "r", "laterButton": "l", "declineButton": "d", "localizations": {"1x": {}}}"#,
            "prePrompt.localizations.1x", "a key that is not a language tag"
        ),
        (
            "a copy whose language is not a language tag",
            valid
                + #", "prePrompt": {"title": "t", "message": "m", "rateButton": "r", "laterButton": "l", "declineButton": "d", "language": "en GB"}"#,
            "prePrompt.language", "\"en GB\""
        ),
        (
            "a bad event name",
            #""format": 1, "name": "n", "moments": ["processCompleted"], "conditions": [{"minimumEventCount": {"event": "a b", "count": 1}}]"#,
            "conditions[0].minimumEventCount.event", "\"a b\""
        ),
    ]

    @Test("Each class of problem names its path, what was found and what is allowed", arguments: cases)
    func eachClass(_ testCase: (label: String, members: String, path: String, found: String)) {
        let found = problems(testCase.members)
        #expect(found.count == 1, "\(testCase.label): \(found)")
        #expect(found.first?.path == testCase.path, "\(testCase.label)")
        #expect(found.first?.found == testCase.found, "\(testCase.label)")
        #expect(found.first?.allowed.isEmpty == false)
    }

    @Test("Every problem of a file is reported at once, in the order of the file")
    func allAtOnce() {
        let found = problems(
            #""format": 3, "name": "", "moments": [], "conditions": [{"minimumSessions": {"count": -1, "x": 1}}, {"nope": 1}], "y": true"#
        )
        #expect(
            found.map(\.path) == [
                "format", "name", "moments", "conditions[0].minimumSessions.count", "conditions[0].minimumSessions.x",
                "conditions[1].nope", "y",
            ])
    }

    @Test("Files that are not JSON, too large, too deep, with a key twice or not UTF-8 are one problem each")
    func fileLevelProblems() {
        let deep =
            String(repeating: #"{"allOf": ["#, count: 40) + #"{"signedIn": {}}"# + String(repeating: "]}", count: 40)
        let inputs: [(Data, String)] = [
            (Data(#"{"format": 1, "name": "#.utf8), "not valid JSON at line 1, column 23: expected a value"),
            (Data(repeating: 0x20, count: StrictJSONParser.maximumBytes + 1), "more than"),
            (Data(#"{"format": 1, "conditions": [\#(deep)]}"#.utf8), "nested deeper than 32 levels"),
            (Data(#"{"format": 1, "format": 1}"#.utf8), "the key \"format\" appears twice"),
            (Data([0x7B, 0xFF, 0x7D]), "not UTF-8"),
            (Data(#"{"n": 1e999}"#.utf8), "out of range"),
            (Data(#"{"n": NaN}"#.utf8), "expected a value"),
        ]
        for (data, expected) in inputs {
            let found = problems(of: data)
            #expect(found.count == 1 && found.first?.path == "", "\(expected): \(found)")
            #expect(found.first?.found.contains(expected) == true, "\(expected): \(found)")
        }
    }

    @Test("Mutated valid files never crash: each loads or is refused with at least one problem")
    func fuzz() throws {
        var generator = SeededGenerator.recordingSeed(for: "policy file fuzz")
        let originals = try ReviewPolicy.presets.map { Array(try PolicyFile.data(for: $0)) }
        var refused = 0
        for round in 0..<2_000 {
            var bytes = originals[round % originals.count]
            for _ in 0...Int.random(in: 0...3, using: &generator) {
                let at = Int.random(in: 0..<bytes.count, using: &generator)
                switch Int.random(in: 0...3, using: &generator) {
                case 0: bytes[at] = UInt8.random(in: 0...255, using: &generator)
                case 1: bytes.removeSubrange(at..<min(bytes.count, at + Int.random(in: 1...20, using: &generator)))
                case 2: bytes.insert(contentsOf: Array("{[\",:-1e9]}".utf8).shuffled(using: &generator), at: at)
                default: bytes = Array(bytes.prefix(at))
                }
                if bytes.isEmpty { bytes = [0x20] }
            }
            let found = problems(of: Data(bytes))
            if !found.isEmpty { refused += 1 }
            #expect(found.allSatisfy { !$0.found.isEmpty && !$0.allowed.isEmpty })
        }
        #expect(refused > 1_000, "most mutations break the file")
    }
}
