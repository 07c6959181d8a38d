import AskForReview
import AskForReviewPolicyFiles
import AskForReviewRollout
import AskForReviewTesting
import Foundation
import Testing

// The DocC article "Your policy in a file" shows this code, word for word.

/// The policy to use: the one remote config sends when it is valid, else the last good one.
func policy(fromRemote payload: Data, lastGood: ReviewPolicy) -> ReviewPolicy {
    do {
        let conditions = try PolicyConditions.builtIn.registering(LessonsDone.self, as: "lessonsDone")
        let policy = try PolicyFile.policy(from: payload, conditions: conditions)
        for warning in policy.guidanceWarnings(allowing: [.reviewGating]) {
            print("policy warning: \(warning)")
        }
        return policy
    } catch {
        print("remote policy refused, every problem:\n\(error)")
        return lastGood
    }
}

/// A team's own rule, which a file writes as {"lessonsDone": {"count": 5}}.
struct LessonsDone: EligibilityCondition, Codable {
    let count: Int

    func evaluate(in context: EligibilityContext) -> ConditionResult {
        let done = context.state.facts(of: .processCompleted).count
        return done >= count ? .met : .notMet(.timeless("\(done) of \(count) lessons"))
    }
}

/// The app's policy files: the JSON files in the `Policies` folder beside this test file.
func policyFiles() throws -> [URL] {
    let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Policies")
    return try FileManager.default.contentsOfDirectory(at: folder, includingPropertiesForKeys: nil)
        .filter { $0.pathExtension == "json" }
}

@Test("The app's policy files read with its own conditions")
func policyFilesRead() throws {
    let conditions = try PolicyConditions.builtIn.registering(LessonsDone.self, as: "lessonsDone")
    for file in try policyFiles() {
        let policy = try PolicyFile.policy(from: Data(contentsOf: file), conditions: conditions)
        #expect(policy.guidanceWarnings(allowing: []).isEmpty, "\(file.lastPathComponent)")
    }
}

@Suite("The policy-file article's example")
struct PolicyFileArticleTests {
    @Test("A valid payload with the team's rule is used; a refused one keeps the last good policy")
    @MainActor
    func remotePayload() throws {
        let valid = Data(
            #"{"format": 1, "name": "remote", "moments": ["processCompleted"], "conditions": [{"lessonsDone": {"count": 5}}, {"minimumTimeElapsed": {"since": "lastRequest", "duration": "14d"}}]}"#
                .utf8)
        let used = policy(fromRemote: valid, lastGood: .apple)
        #expect(used.name == "remote")
        let store = ServiceFactory.makeReviewStoreService(store: DataFactory.makeInMemoryStore())
        try store.updateState { $0 = ReviewState(completedCount: 4) }
        let usecase = UsecasesFactory.makeAskForReviewUsecase(
            policy: used, reviewStoreService: store,
            versionService: VersionServiceStub("1.0"),
            currentDate: { Date(timeIntervalSinceReferenceDate: 800_000_000) })
        #expect(try usecase.decision(at: .processCompleted).reasons == ["4 of 5 lessons"])
        let refused = Data(String(decoding: valid, as: UTF8.self).replacingOccurrences(of: "14d", with: "14").utf8)
        #expect(policy(fromRemote: refused, lastGood: .apple).name == "apple")
    }

    @Test("A policy file naming the team's condition is refused without it, naming the condition")
    func ownConditionNeedsRegistering() throws {
        let data = try Data(contentsOf: policyFiles()[0])
        let error = #expect(throws: PolicyFileError.self) { try PolicyFile.policy(from: data) }
        #expect(error?.problems.map(\.path) == ["conditions[0].lessonsDone"])
    }

    @Test("The article shows this file's example, word for word")
    func articleMatches() throws {
        let example = try articleExample(
            "Sources/Data/AskForReviewPolicyFiles/AskForReviewPolicyFiles.docc/YourPolicyInAFile.md")
        #expect(example.count > 500)
        #expect(try sourceOfThisFile().contains(example))
    }
}
