import AskForReviewData
import AskForReviewDomain
import Foundation
import Testing

/// Content a JSON decoder accepts silently or cannot explain is reported as damage, with the reason.
@Suite("Store content: duplicate keys and numbers out of range")
struct StoreContentCheckTests {
    func problems(_ json: String) throws -> [String] {
        let folder = TemporaryFolder()
        let file = folder.file("state.json")
        try Data(json.utf8).write(to: file)
        return try JSONFileStore(fileURL: file).load().problems
    }

    @Test("A key given twice in one object is damage, also when one of the two is escaped")
    func duplicateKeys() throws {
        let plain = try problems(#"{"schemaVersion": 2, "values": {"a": {"int": 1}, "a": {"int": 2}}}"#)
        #expect(plain.count == 1 && plain[0].contains(#"the key "a" appears twice"#), "\(plain)")
        let escaped = try problems(#"{"schemaVersion": 2, "values": {"a": {"int": 1}, "\u0061": {"int": 2}}}"#)
        #expect(escaped.count == 1 && escaped[0].contains(#"the key "a" appears twice"#), "\(escaped)")
        let header = try problems(#"{"schemaVersion": 2, "schemaVersion": 2, "values": {}}"#)
        #expect(header.count == 1 && header[0].contains("schemaVersion"), "\(header)")
    }

    @Test("The same key in different objects, or inside a string, is not a duplicate")
    func notDuplicates() throws {
        let json = #"{"schemaVersion": 2, "values": {"a": {"string": "{\"a\": 1, \"a\": 2}"}, "b": {"int": 1}}}"#
        #expect(try problems(json).isEmpty)
    }

    @Test("A number no Swift number holds is named as out of range")
    func outOfRange() throws {
        let big = try problems(#"{"schemaVersion": 2, "values": {"n": {"int": 99999999999999999999}}}"#)
        #expect(big.count == 1 && big[0].contains("the number 99999999999999999999 is out of range"), "\(big)")
        let huge = try problems(#"{"schemaVersion": 2, "values": {"x": {"double": 1e999}}}"#)
        #expect(huge.count == 1 && huge[0].contains("the number 1e999 is out of range"), "\(huge)")
    }

    @Test("A date outside the years 1 to 9999 is damage, named, never read as a date")
    func datesOutOfRange() throws {
        let far = try problems(#"{"schemaVersion": 2, "values": {"firstLaunchDate": {"date": 1e308}}}"#)
        #expect(far.count == 1 && far[0].contains("the date of firstLaunchDate"), "\(far)")
        let listed = try problems(#"{"schemaVersion": 2, "values": {"systemRequestDates": {"dates": [0, -1e300]}}}"#)
        #expect(listed.count == 1 && listed[0].contains("systemRequestDates"), "\(listed)")
        #expect(try problems(#"{"schemaVersion": 2, "values": {"firstLaunchDate": {"date": 815000000.5}}}"#).isEmpty)
    }

    @Test("Content JSON forbids, a trailing comma or a comment, is damage, named with its position")
    func notJSON() throws {
        let comma = try problems(#"{"schemaVersion": 2, "values": {"a": {"int": 1},}}"#)
        #expect(comma.count == 1 && comma[0].contains("not valid JSON at line 1, column 49"), "\(comma)")
        let comment = try problems("{\"schemaVersion\": 2, /* c */ \"values\": {}}")
        #expect(comment.count == 1 && comment[0].contains("not valid JSON"), "\(comment)")
    }
}
