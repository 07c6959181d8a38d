import AskForReview
import AskForReviewPolicyFiles
import Foundation
import Testing

/// A team reads a small file of its own as strictly as a policy file, through the public API alone.
@Suite("A file of your own, read as strictly as a policy file")
struct OwnFileReadingTests {
    struct PromptSchedule: Equatable {
        let firstAskAfterDays: Int
        let screen: String
    }

    func schedule(from data: Data) throws(PolicyFileError) -> PromptSchedule {
        try PolicyFile.read(data) { fields in
            let days = fields.integer("firstAskAfterDays", required: true, in: 1...365)
            let screen = fields.string("screen", required: true, choices: ["home", "checkout"])
            guard let days, let screen else { return nil }
            return PromptSchedule(firstAskAfterDays: days, screen: screen)
        }
    }

    @Test("A good file reads; a bad one names every problem with its path and gives nothing")
    func readsStrictly() throws {
        let good = Data(#"{"firstAskAfterDays": 7, "screen": "checkout"}"#.utf8)
        #expect(try schedule(from: good) == PromptSchedule(firstAskAfterDays: 7, screen: "checkout"))

        let bad = Data(#"{"firstAskAfterDays": 0, "screen": "settings", "colour": "red"}"#.utf8)
        let error = try #require(throws: PolicyFileError.self) { try schedule(from: bad) }
        #expect(error.problems.map(\.path) == ["firstAskAfterDays", "screen", "colour"])
        #expect(error.problems[0].allowed == "an integer from 1 to 365")

        let twice = Data(#"{"firstAskAfterDays": 7, "firstAskAfterDays": 8, "screen": "home"}"#.utf8)
        let duplicate = try #require(throws: PolicyFileError.self) { try schedule(from: twice) }
        #expect(duplicate.description.contains("duplicate key"), "\(duplicate)")
    }

    @Test("A value written with StrictJSON reads back the same")
    func writesWhatItReads() throws {
        let file = StrictJSON.object([
            StrictJSON.Member("firstAskAfterDays", .integer(14)), StrictJSON.Member("screen", .string("home")),
        ])
        #expect(file.line == #"{"firstAskAfterDays":14,"screen":"home"}"#)
        #expect(try schedule(from: Data(file.text.utf8)) == PromptSchedule(firstAskAfterDays: 14, screen: "home"))
    }
}
