import AskForReviewDomain
import Foundation
import Testing

@Suite("Session facts")
struct SessionFactsTests {
    let start = Date(timeIntervalSinceReferenceDate: 800_000_000)

    /// A state after `sessions` launches, session `n` (from 1) scoring `n` points.
    func state(afterSessions sessions: Int, from initial: ReviewState = ReviewState()) throws -> ReviewState {
        var state = initial
        for session in 1...sessions {
            let now = start.addingTimeInterval(Double(session) * 3_600)
            try ReviewChange.launch(at: now, version: "1.0").apply(to: &state)
            try ReviewChange.event(ReviewEvent("score", weight: Double(session)), at: now, version: "1.0")
                .apply(to: &state)
        }
        return state
    }

    @Test("The current session's score and the 20 before it are kept, oldest first; older ones drop off")
    func scoresKeepTheLatestSessions() throws {
        #expect(try state(afterSessions: 5).sessions.scores == [1, 2, 3, 4, 5])
        #expect(try state(afterSessions: 21).sessions.scores == (1...21).map(Double.init))
        #expect(try state(afterSessions: 30).sessions.scores == (10...30).map(Double.init))
        var next = try state(afterSessions: 30)
        try ReviewChange.launch(at: start.addingTimeInterval(200_000), version: "1.0").apply(to: &next)
        #expect(next.sessions.scores == (11...30).map(Double.init) + [0], "a new session starts at 0")
    }

    @Test("Scores set beyond the bound are cut to the latest ones at the next launch")
    func scoresSetBeyondTheBound() throws {
        var initial = ReviewState()
        initial.sessions.scores = (1...40).map(Double.init)
        var state = initial
        try ReviewChange.launch(at: start, version: "1.0").apply(to: &state)
        #expect(state.sessions.scores == (21...40).map(Double.init) + [0])
    }
}
