import AskForReviewJSON
import Foundation
import TestSupport
import Testing

/// The one JSON scanner against RFC 8259, in the categories of nst/JSONTestSuite's `test_parsing`:
/// every text JSON allows is read, every text it forbids is refused as a syntax error with its
/// position. The texts are written here; a folder of the suite's own files, named by
/// `ASKFORREVIEW_JSONTESTSUITE`, is run as well.
@Suite("JSON conformance of the one JSON scanner")
struct JSONConformanceTests {
    /// Texts JSON allows (the suite's `y_` files): structure, numbers, strings, escapes, whitespace.
    static let accepted: [String] = [
        "[]", "{}", "[[]]", #"[""]"#, "[null]", "[true]", "[false]", "123", "-0", "[-0]", "[0e+1]", "[0e1]",
        "[1E22]", "[1E-2]", "[1E+2]", "[1e2]", "[-1]", "[1.5e3]", "[123e65]", "[-123]", "[123.456789]",
        #"["\u0060\u012a\u12AB"]"#, #"["\uD801\udc37"]"#, #"["\ud83d\ude39\ud83d\udc8d"]"#, #"["\"\\\/\b\f\n\r\t"]"#,
        #"["\u0000"]"#, #"["\u200B"]"#, #"["\u2064"]"#, #"["\uFFFF"]"#, #"["\uDBFF\uDFFF"]"#, #"["a\u0000b"]"#,
        "[\"€𝄞\"]", "[\"\u{7F}\"]", "[\"\u{2028}\u{2029}\"]", " [1] ", "\t\n\r [\n1\n]\n", #"{"a":"b","a_":"c"}"#,
        #"{"":0}"#, #"{"a":[]}"#, #"{"asd":"sdf", "dfg":"fgh"}"#, #"{"x":[{"id": "x"}], "id": "y"}"#,
        "[1,\n1\n,1]", #""asd""#, "null", "true", "false", "42", "-0.1", #"["é"]"#, #"{"\u0061b":1}"#,
    ]

    /// Texts JSON forbids (the suite's `n_` files), each refused as a syntax error.
    static let refused: [String] = [
        "", " ", "[", "]", "[1,]", "[1,,2]", "[,1]", "{,}", #"{"a":1,}"#, #"{"a" 1}"#, #"{"a":}"#, #"{1:1}"#,
        "{'a':1}", #"{"a":1"b":2}"#, "[1 2]", "[1]]", "[1] x", "[1]/*c*/", "// c\n[1]", "[01]", "[-01]", "[+1]",
        "[.5]", "[1.]", "[1.e1]", "[1e]", "[1e+]", "[-]", "[- 1]", "[0x1]", "[Infinity]", "[NaN]", "[-Infinity]",
        "[1e999]", "[tru]", "[nul]", "[True]", "[NULL]", #"["a"#, #"["\"]"#, #"["\x00"]"#, #"["\a"]"#,
        #"["\u00A"]"#, #"["\u+041"]"#, #"["\u-000"]"#, #"["\u 041"]"#, #"["\uD800"]"#, #"["\uDC00"]"#,
        #"["\uD800\u0041"]"#, "[\"a\u{0}\"]", "[\"\t\"]", "[\"\n\"]", "['a']", "[a]", #"{"a":"b"}}"#,
        "\u{FEFF}[1]", "[\u{A0}1]", "[1\u{C}]", #"["a" "b"]"#, "{\"a\":1 \"b\":2}", "[1;2]", "[\"\\\"]",
    ]

    @Test("Every text JSON allows is read")
    func accepts() {
        for text in Self.accepted {
            #expect(throws: Never.self, "\(text.debugDescription)") { try StrictJSONParser.parse(Data(text.utf8)) }
        }
    }

    @Test("Every text JSON forbids is refused as a syntax error, with its line and column")
    func refuses() {
        for text in Self.refused {
            let error = #expect(throws: StrictJSONParser.Failure.self, "\(text.debugDescription)") {
                try StrictJSONParser.parse(Data(text.utf8))
            }
            #expect(
                error?.reason.hasPrefix("not valid JSON at line ") == true,
                "\(text.debugDescription): \(error?.reason ?? "")")
        }
    }

    @Test("Bytes that are not UTF-8 are refused with their offset")
    func notUTF8() throws {
        for (bytes, offset) in [
            ([0x5B, 0x22, 0xFF, 0x22, 0x5D], 2), ([0x5B, 0x22, 0xC0, 0xAF, 0x22, 0x5D], 2),  // overlong
            ([0x5B, 0x22, 0xED, 0xA0, 0x80, 0x22, 0x5D], 3),  // an encoded surrogate
            ([0x5B, 0x22, 0xF4, 0x90, 0x80, 0x80, 0x22, 0x5D], 3),  // past U+10FFFF
            ([0x5B, 0x22, 0xE2, 0x82], 4),  // cut short
        ] as [([UInt8], Int)] {
            let error = #expect(throws: StrictJSONParser.Failure.self) { try StrictJSONParser.parse(Data(bytes)) }
            #expect(error?.reason.contains("at offset \(offset) is not UTF-8") == true, "\(error?.reason ?? "")")
        }
    }

    @Test("A key given twice is named as a duplicate key with its position, not as invalid JSON")
    func duplicateKey() {
        let error = #expect(throws: StrictJSONParser.Failure.self) {
            try StrictJSONParser.parse(Data("{\n  \"a\": 1,\n  \"a\": 2\n}".utf8))
        }
        #expect(
            error?.reason == #"a duplicate key at line 3, column 3: the key "a" appears twice in one object"#,
            "\(error?.reason ?? "")")
    }

    @Test(
        "A key given twice is found in an object of any size (keys before the duplicate, the key repeated)",
        arguments: [(2, 1), (15, 3), (16, 3), (17, 16), (40, 30)])
    func duplicateKeyInObjectsOfEverySize(size: Int, repeated: Int) throws {
        let keys = (0..<size).map { "k\($0)" }
        let members = keys.map { "\"\($0)\": 0" }
        let error = #expect(throws: StrictJSONParser.Failure.self) {
            try StrictJSONParser.parse(Data("{\((members + ["\"k\(repeated)\": 1"]).joined(separator: ", "))}".utf8))
        }
        #expect(error?.reason.contains(#"the key "k\#(repeated)" appears twice"#) == true, "\(error?.reason ?? "")")
        let unique = try StrictJSONParser.parse(Data("{\(members.joined(separator: ", "))}".utf8))
        guard case .object(let read) = unique else {
            Issue.record("not an object")
            return
        }
        #expect(read.map(\.key) == keys)
    }

    @Test("nst/JSONTestSuite's own files, when ASKFORREVIEW_JSONTESTSUITE names their folder")
    func suiteFiles() throws {
        guard let folder = ProcessInfo.processInfo.environment["ASKFORREVIEW_JSONTESTSUITE"] else { return }
        var counts = (accepted: 0, refused: 0)
        for name in try FileManager.default.contentsOfDirectory(atPath: folder).sorted() {
            let data = try Data(contentsOf: URL(fileURLWithPath: folder).appendingPathComponent(name))
            let outcome = Result { () throws(StrictJSONParser.Failure) in try StrictJSONParser.parse(data) }
            if name.hasPrefix("y_") {
                // Valid JSON; a key given twice is the one deliberate refusal, named as such.
                if case .failure(let failure) = outcome {
                    #expect(failure.reason.hasPrefix("a duplicate key at line "), "\(name): \(failure.reason)")
                }
                counts.accepted += 1
            } else if name.hasPrefix("n_") {
                if case .failure(let failure) = outcome {
                    #expect(failure.reason.contains(" at line "), "\(name): \(failure.reason)")
                } else {
                    Issue.record("\(name) was read")
                }
                counts.refused += 1
            }
        }
        TestOutput.write("JSONTestSuite: \(counts.accepted) y_ files, \(counts.refused) n_ files refused")
    }
}
