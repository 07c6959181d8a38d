import AskForReviewData
import AskForReviewDomain
import Foundation
import Testing

/// A store written by schema 1 (the fixture was written by the package's 0.0 command-line tool).
@Suite("Schema 1 to 2")
struct SchemaMigrationTests {
    static let fixture = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("Fixtures/schema1-state.json")

    func copyOfFixture(in folder: TemporaryFolder) throws -> URL {
        let url = folder.file("state.json")
        try Data(contentsOf: Self.fixture).write(to: url)
        return url
    }

    @Test("A schema-1 file loads with every count and date kept")
    func loads() throws {
        let folder = TemporaryFolder()
        let state = try StoreableReviewStoreService(store: JSONFileStore(fileURL: try copyOfFixture(in: folder)))
            .loadState()
        #expect(state.loadProblems.isEmpty)
        #expect(state.completedCount == 3)
        #expect(state.skippedCount == 1)
        #expect(state.firstLaunchDate == Date(timeIntervalSinceReferenceDate: 788_950_800.25))
        #expect(state.lastRequestDate == Date(timeIntervalSinceReferenceDate: 789_991_200))
        #expect(state.facts(of: .rate).firstDate == Date(timeIntervalSinceReferenceDate: 789_991_210))
        #expect(state.systemRequestDates == [Date(timeIntervalSinceReferenceDate: 789_991_210)])
        #expect(state.lastVersionPrompted == "1.0")
        #expect(state.requestCount == 2)
        #expect(state.facts(of: .rate).count == 1)
        #expect(PrePromptAnswer.allCases.map { state.facts(of: .prePrompt($0)).count } == [1, 1, 1])
    }

    @Test("The next write rewrites it in schema 2, keeping every value")
    func rewritten() throws {
        let folder = TemporaryFolder()
        let url = try copyOfFixture(in: folder)
        let service = StoreableReviewStoreService(store: JSONFileStore(fileURL: url))
        let before = try service.loadState()
        try service.updateState { $0.sessions.count += 1 }
        let object = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: url)) as? [String: Any])
        #expect(object["schemaVersion"] as? Int == 2)
        let values = try #require(object["values"] as? [String: Any])
        #expect(values["completedCount"] == nil && values["skippedCount"] == nil)
        #expect((values["event.processCompleted.count"] as? [String: Int]) == ["int": 3])
        var after = try service.loadState()
        #expect(after.sessions.count == 1)
        after.sessions = before.sessions
        #expect(after == before)
    }
}
