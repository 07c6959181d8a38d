import AskForReviewDomain
import Foundation
import Testing

/// A team's own use case written before `forgetUserChoice(_:)` was a requirement: it implements
/// everything else.
@MainActor
final class UseCaseWrittenEarlier: AskForReviewUsecase {
    weak var delegate: (any AskForReviewUsecaseOutput)?
    let policy = ReviewPolicy.apple
    private var stored = ReviewState()

    func recordLaunch() throws -> Date { Date(timeIntervalSinceReferenceDate: 0) }
    func record(_ event: ReviewEvent, askingAt moment: ReviewMoment?) throws -> ReviewDecision {
        try decision(at: moment ?? .processCompleted)
    }
    func recordProcess(_ outcome: ProcessOutcome) throws -> ReviewDecision { try decision(at: .processCompleted) }
    func requestForShowAppReview(at moment: ReviewMoment) throws -> ReviewDecision { try decision(at: moment) }
    func recordSystemReviewRequest(after trigger: EventName?) throws -> ReviewDecision {
        try decision(at: .processCompleted)
    }
    func answerPrePrompt(_ answer: PrePromptAnswer, requestCanGoOut: Bool) throws -> PrePromptAnswerOutcome {
        throw AskForReviewError.noPrePromptAwaitingAnswer
    }
    func recordUserChoseRate() throws {}
    func recordUserOptedOut() throws {}
    func decision(at moment: ReviewMoment) throws -> ReviewDecision {
        ReviewDecision(unmet: [], evaluatedAt: Date(timeIntervalSinceReferenceDate: 0))
    }
    func state() throws -> ReviewState { stored }
    func reset(forgettingSystemRequests: Bool) throws { stored = ReviewState() }
    func synchronize() throws {}
    func synchronizeInBackground() async throws {}
}

@MainActor
@Suite("A requirement added later: its default says it was not implemented", .serialized)
struct UnimplementedRequirementTests {
    @Test("A team's use case without forgetUserChoice(_:) is told so once, in a debug build, naming its type")
    func toldOnce() throws {
        let heard = Locked<[String]>([])
        let previous = UnimplementedRequirement.output.withLock { output in
            defer { output = { words in heard.withLock { $0.append(words) } } }
            return output
        }
        defer { UnimplementedRequirement.output.withLock { $0 = previous } }
        try UseCaseWrittenEarlier().forgetUserChoice(.prePrompt(.decline))
        try UseCaseWrittenEarlier().forgetUserChoice(.optOut)
        let words = heard.withLock { $0 }
        #expect(words.count == 1, "once for the type: \(words)")
        #expect(words.allSatisfy { $0.contains("UseCaseWrittenEarlier does not implement forgetUserChoice(_:)") })
        try UseCaseWrittenEarlier().forgetUserChoice(.optOut)
    }
}
