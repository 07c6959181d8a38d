import AskForReviewData
import AskForReviewDomain
import Foundation
import Testing

/// Stores written before the last bad experience of an earlier session was kept apart.
@Suite("Earlier bad experience: stores written before it was kept")
struct EarlierBadExperienceMigrationTests {
    static let date = Date(timeIntervalSinceReferenceDate: 800_000_000)

    func load(currentHadBadExperience: Bool, since: Int) throws -> SessionFacts {
        let store = InMemoryStore()
        try store.update { values in
            values[ReviewStoreKeys.sessionCount] = 5
            values[ReviewStoreKeys.sessionsSinceLastBadExperience] = since
            values[ReviewStoreKeys.lastBadExperienceDate] = Self.date
            values[ReviewStoreKeys.currentSessionHadBadExperience] = currentHadBadExperience ? true : nil
        }
        return try StoreableReviewStoreService(store: store).loadState().sessions
    }

    @Test("A bad experience of an earlier session becomes the earlier one the quiet period counts from")
    func earlierSession() throws {
        let sessions = try load(currentHadBadExperience: false, since: 2)
        #expect(sessions.sinceEarlierBadExperience == 2 && sessions.earlierBadExperienceDate == Self.date)
    }

    @Test("A bad experience of the current session is not an earlier one, and becomes one at the next launch")
    func currentSession() throws {
        var sessions = try load(currentHadBadExperience: true, since: 0)
        #expect(sessions.sinceEarlierBadExperience == nil && sessions.earlierBadExperienceDate == nil)
        var state = ReviewState(sessions: sessions)
        try ReviewChange.launch(at: Self.date.addingTimeInterval(60)).apply(to: &state)
        sessions = state.sessions
        #expect(sessions.sinceEarlierBadExperience == 1 && sessions.earlierBadExperienceDate == Self.date)
    }
}
