import AskForReview
import AskForReviewConditions
import AskForReviewSimulation
import Foundation
import Testing

// The "Replaying your users" article's example, word for word: a team's own condition, which the
// command line cannot load, replayed on events the team builds from its own store.

/// One row of a team's own analytics table.
struct AnalyticsRow {
    let userID: String
    let at: Date
    let action: String
}

/// Met once the user has exported at least twice.
struct TwoExports: EligibilityCondition {
    func evaluate(in context: EligibilityContext) -> ConditionResult {
        let exports = context.state.facts(of: "export").count
        return exports >= 2 ? .met : .notMet(.timeless("\(exports) of 2 exports"))
    }
}

/// What the apple preset and a policy of the team's own would have done to the users of `rows`,
/// sorted by user, then time.
func replay(_ rows: [AnalyticsRow]) throws -> [PolicyOutcome] {
    let events = rows.compactMap { row -> LoggedEvent? in
        guard let name = try? EventName(row.action == "open" ? "launch" : row.action) else { return nil }
        return LoggedEvent(user: row.userID, time: row.at, name: name)
    }
    let exports = ReviewPolicy(
        name: "exports", conditions: [TwoExports(), ReviewConditions.versionNotYetPrompted()],
        moments: [.processCompleted])
    return try LogReplay(policies: [.apple, exports]).run(events)
}

@Suite("Replaying a team's own users, from the public API")
struct ReplayYourUsersTests {
    @Test("A custom condition replays on events built from the team's own rows")
    func customCondition() throws {
        let start = Date(timeIntervalSinceReferenceDate: 800_000_000)
        func rows(_ user: String, _ actions: [String]) -> [AnalyticsRow] {
            actions.enumerated().map {
                AnalyticsRow(userID: user, at: start.addingTimeInterval(Double($0) * 60), action: $1)
            }
        }
        let all =
            rows("exporter", ["open", "export", "export", "processCompleted"])
            + rows("finisher", ["open"] + Array(repeating: "processCompleted", count: 4))
            + rows("dropped", ["open", "not a name!"])
        let outcomes = try replay(all)
        try #require(outcomes.count == 2)
        let (apple, exports) = (outcomes[0], outcomes[1])
        #expect(apple.users == 3 && exports.users == 3)
        #expect(apple.everAsked == 1, "the finisher: four completions")
        #expect(exports.everAsked == 1, "the exporter: two exports, then a completion")
        #expect(exports.asksAfterEvent == ["processCompleted": 1])
    }

    @Test("Events out of order are refused with their position, and nothing is replayed")
    func outOfOrder() {
        let start = Date(timeIntervalSinceReferenceDate: 800_000_000)
        let rows = [
            AnalyticsRow(userID: "a", at: start.addingTimeInterval(60), action: "open"),
            AnalyticsRow(userID: "a", at: start, action: "processCompleted"),
        ]
        #expect(throws: EventLogError.self) { try replay(rows) }
    }
}
