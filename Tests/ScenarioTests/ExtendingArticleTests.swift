import AskForReviewConditions
import AskForReviewData
import AskForReviewDomain
import AskForReviewPolicyFiles
import Foundation
import Testing

// The example of the article "Extending the package", word for word: an event and a rule a team
// adds, no closure.

/// Met once `days` days have passed since the user's first successful export.
struct DaysSinceFirstExport: EligibilityCondition, Codable {
    let days: Double

    func evaluate(in context: EligibilityContext) -> ConditionResult {
        guard let first = context.state.facts(of: "exportSucceeded").firstDate else {
            return .notMet(.timeless("no export yet"))
        }
        let from = first.addingTimeInterval(days * 86_400)
        guard context.now < from else { return .met }
        return .notMet(UnmetReason("asks from \(from.formatted(.iso8601)) (after the first export)", clearsAt: from))
    }
}

let exportsPolicy = ReviewPolicy(
    name: "exports",
    conditions: [
        ReviewConditions.minimumEventCount("exportSucceeded", 3, noun: "exports"), DaysSinceFirstExport(days: 2),
    ],
    moments: [.processCompleted]
)

@MainActor
@Suite("The extending article's example")
struct ExtendingArticleTests {
    @Test("A team's event and rule decide, and the rule's date says when the user could be asked")
    func example() throws {
        let app = ScenarioApp(exportsPolicy)
        for _ in 1...3 { try app.usecase.record(ReviewEvent("exportSucceeded"), askingAt: .processCompleted) }
        let decision = try app.usecase.decision(at: .processCompleted)
        let from = ScenarioApp.start.addingTimeInterval(2 * ScenarioApp.day)
        #expect(decision.reasons == ["asks from \(from.formatted(.iso8601)) (after the first export)"])
        #expect(decision.conditionsHoldNoEarlierThan == from)
        #expect(app.requests == 0)
        app.advance(days: 2)
        try app.usecase.record(ReviewEvent("exportSucceeded"), askingAt: .processCompleted)
        #expect(app.requests == 1)
    }

    /// The article's second block, as the app runs it.
    func recordAndWriteAsAFile(usecase: any AskForReviewUsecase) throws -> (Data, ReviewPolicy) {
        try usecase.record(ReviewEvent("exportSucceeded"), askingAt: .processCompleted)

        let conditions = try PolicyConditions.builtIn.registering(DaysSinceFirstExport.self, as: "daysSinceFirstExport")
        // Among its conditions: {"daysSinceFirstExport": {"days": 2}}
        let file = try PolicyFile.data(for: exportsPolicy, conditions: conditions)
        let sameRules = try PolicyFile.policy(from: file, conditions: conditions)
        return (file, sameRules)
    }

    @Test("The example's rule round-trips through a policy file under its registered name")
    func throughAFile() throws {
        let conditions = try PolicyConditions.builtIn.registering(DaysSinceFirstExport.self, as: "daysSinceFirstExport")
        let recording = ScenarioApp(exportsPolicy)
        let (file, sameRules) = try recordAndWriteAsAFile(usecase: recording.usecase)
        #expect(try recording.state.facts(of: "exportSucceeded").count == 1)
        #expect(String(decoding: file, as: UTF8.self).contains(#""daysSinceFirstExport": {"#))
        #expect(try PolicyFile.data(for: sameRules, conditions: conditions) == file)
        let app = ScenarioApp(sameRules)
        for _ in 1...3 { try app.usecase.record(ReviewEvent("exportSucceeded"), askingAt: .processCompleted) }
        #expect(
            try app.usecase.decision(at: .processCompleted).reasons.first?.hasSuffix("(after the first export)") == true
        )
        app.advance(days: 2)
        try app.usecase.record(ReviewEvent("exportSucceeded"), askingAt: .processCompleted)
        #expect(app.requests == 1)
    }

    @Test("Without the registration the name is a problem; a taken or malformed name is refused")
    func unregisteredAndTakenNames() throws {
        let conditions = try PolicyConditions.builtIn.registering(DaysSinceFirstExport.self, as: "daysSinceFirstExport")
        let file = try PolicyFile.data(for: exportsPolicy, conditions: conditions)
        #expect(throws: PolicyFileError.self) { try PolicyFile.data(for: exportsPolicy) }
        do {
            _ = try PolicyFile.policy(from: file)
            Issue.record("an unregistered name loaded")
        } catch {
            #expect(error.problems.map(\.path) == ["conditions[1].daysSinceFirstExport"])
        }
        let bad = Data(
            String(decoding: file, as: UTF8.self).replacingOccurrences(of: #""days": 2"#, with: #""days": "two""#).utf8)
        do {
            _ = try PolicyFile.policy(from: bad, conditions: conditions)
            Issue.record("a wrong parameter loaded")
        } catch {
            #expect(error.problems.map(\.path) == ["conditions[1].daysSinceFirstExport.days"])
        }
        #expect(throws: PolicyFileError.self) {
            try conditions.registering(DaysSinceFirstExport.self, as: "minimumSessions")
        }
        #expect(throws: PolicyFileError.self) {
            try conditions.registering(DaysSinceFirstExport.self, as: "days since")
        }
    }
}
