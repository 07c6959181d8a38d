import AskForReviewConditions
import AskForReviewData
import AskForReviewDomain
import Foundation
import Testing

/// A store file written before the opt-out, the declined version and each event's own-request count
/// existed reads as it meant then, and keeps its values through the next write.
@Suite("A store written before the newer facts")
struct EarlierStoreFactsTests {
    static let earlier = #"""
        {"schemaVersion": 2, "values": {
          "requestCount": {"int": 1}, "declineTaps": {"int": 1},
          "event.interaction.count": {"int": 7}, "event.interaction.countSinceLastRequest": {"int": 3}
        }}
        """#

    @Test("No opt-out, a decline held in every version, each event's own count its count since the last request")
    func readsAsItMeant() throws {
        let folder = TemporaryFolder()
        let url = folder.file("state.json")
        try Data(Self.earlier.utf8).write(to: url)
        let service = StoreableReviewStoreService(store: JSONFileStore(fileURL: url))
        let state = try service.loadState()
        #expect(state.loadProblems.isEmpty)
        #expect(state.facts(of: .optOut).count == 0)
        let declines = state.facts(of: .prePrompt(.decline))
        #expect(declines.version == nil && declines.count == 1)
        let context = EligibilityContext(state: state, now: Date(), currentVersion: "9.0")
        #expect(
            ReviewConditions.notDeclined(inCurrentVersionOnly: true).evaluate(in: context).unmet.map(\.kind) == [
                .declined
            ])
        let facts = state.facts(of: "interaction")
        #expect(facts.count == 7 && facts.countSinceLastRequest == 3 && facts.countSinceOwnRequest == 3)
        // Rewritten by the next update, and read back the same.
        try service.updateState { $0.sessions.count += 1 }
        var after = try service.loadState()
        after.sessions = state.sessions
        #expect(after == state)
        // An own count that differs is kept under its own key.
        try service.updateState { $0.events["interaction"]?.countSinceOwnRequest = 0 }
        #expect(try service.loadState().facts(of: "interaction").countSinceOwnRequest == 0)
    }
}
